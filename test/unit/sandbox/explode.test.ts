import { describe, expect, it } from 'vitest';
import { explode, type ValueInput } from '../../../src/sandbox/sales/explode';
import { evaluateFormula } from '../../../src/sandbox/sales/formula';
import type { FormDefinition, StoredValue } from '../../../src/sandbox/sales/types';
import { madeToMeasureForm } from '../../../src/sandbox/seed/configurables';
import Decimal from 'decimal.js';

const input = (index: number, featureCode: string, member: Partial<StoredValue>): ValueInput => ({
  index,
  featureCode,
  number: null,
  optionCode: null,
  boolean: null,
  itemNumber: null,
  text: null,
  ...member,
});
const form: FormDefinition = madeToMeasureForm('X-1');
const valid = [input(0, 'LENGTH', { number: '300' }), input(1, 'WIDTH', { number: '200' }), input(2, 'FABRIC', { optionCode: 'CANVAS' })];

describe('formula', () => {
  it('evaluates with exact decimals, precedence and parentheses', () => {
    const values = new Map([
      ['A', new Decimal('0.1')],
      ['B', new Decimal('0.2')],
    ]);
    expect(evaluateFormula('A + B', values)?.toFixed()).toBe('0.3');
    expect(evaluateFormula('(A + B) * 10 - 1 / 4', values)?.toFixed()).toBe('2.75');
    expect(evaluateFormula('-A * 2', values)?.toFixed()).toBe('-0.2');
  });

  it('gives null for a missing input or a division by zero', () => {
    expect(evaluateFormula('A * C', new Map([['A', new Decimal(1)]]))).toBeNull();
    expect(evaluateFormula('1 / (A - A)', new Map([['A', new Decimal(1)]]))).toBeNull();
  });
});

describe('feature explosion', () => {
  it('resolves calculated values and composes the surcharge', () => {
    const e = explode(form, [...valid, input(3, 'REINFORCED', { boolean: true })]);
    expect(e.errors).toEqual([]);
    expect(e.resolvedValues).toEqual([{ featureCode: 'AREA', featureName: 'Area', number: '6', unit: 'm²', isMeasured: true }]);
    // 6 m² × 180 + canvas 900 + corners 290
    expect(e.surcharge.toFixed(2)).toBe('2270.00');
    expect(e.values.map((v) => v.featureCode)).toEqual(['LENGTH', 'WIDTH', 'AREA', 'FABRIC', 'REINFORCED']);
    expect(e.values.find((v) => v.featureCode === 'FABRIC')?.optionName).toBe('Polycotton canvas');
  });

  it('reports missing required features, out-of-range numbers and off-step numbers with the feature', () => {
    const e = explode(form, [input(0, 'LENGTH', { number: '302' }), input(1, 'WIDTH', { number: '450' })]);
    expect(e.errors.map((x) => [x.code, x.featureCode, x.field])).toEqual([
      ['FeatureExplosion.ValueOutOfRange', 'LENGTH', 'values[0].number'],
      ['FeatureExplosion.ValueOutOfRange', 'WIDTH', 'values[1].number'],
      ['FeatureExplosion.RequiredFeatureMissing', 'FABRIC', 'values'],
    ]);
    expect(e.resolvedValues[0]?.number).toBeNull();
  });

  it('refuses an option whose combination rule fails, naming the other feature', () => {
    const e = explode(form, [input(0, 'LENGTH', { number: '450' }), input(1, 'WIDTH', { number: '200' }), input(2, 'FABRIC', { optionCode: 'CANVAS' })]);
    expect(e.errors).toHaveLength(1);
    expect(e.errors[0]).toMatchObject({ code: 'FeatureExplosion.InvalidOption', featureCode: 'FABRIC', field: 'values[2].optionCode' });
    expect(e.errors[0]?.detail).toContain('Length of at most 400 cm');
  });

  it('refuses unknown options and features, duplicates, wrong members, input for calculated features and long text', () => {
    const e = explode(form, [
      ...valid.slice(0, 2),
      input(2, 'FABRIC', { optionCode: 'SILK' }),
      input(3, 'NOPE', { number: '1' }),
      input(4, 'LENGTH', { number: '300' }),
      input(5, 'REINFORCED', { text: 'yes' }),
      input(6, 'AREA', { number: '6' }),
      input(7, 'NOTES', { text: 'x'.repeat(81) }),
      input(8, 'GUYS', { itemNumber: 'FV-00000' }),
    ]);
    expect(e.errors.map((x) => `${x.code} ${x.featureCode}`).sort()).toEqual([
      'FeatureExplosion.DuplicateFeature LENGTH',
      'FeatureExplosion.InvalidOption FABRIC',
      'FeatureExplosion.InvalidOption GUYS',
      'FeatureExplosion.InvalidValue AREA',
      'FeatureExplosion.InvalidValue REINFORCED',
      'FeatureExplosion.UnknownFeature NOPE',
      'FeatureExplosion.ValueOutOfRange NOTES',
    ]);
  });

  it('turns linked options into cost lines and ignores their price impact', () => {
    const linked: FormDefinition = {
      itemNumber: 'X-2',
      features: form.features.map((f) =>
        f.code === 'FABRIC'
          ? { ...f, options: f.options.map((o) => (o.code === 'NYLON' ? { ...o, priceImpact: '5000.00', linkedItemNumber: 'FAB', linkedQuantity: '2.5' } : o)) }
          : f,
      ),
    };
    const e = explode(linked, [
      input(0, 'LENGTH', { number: '100' }),
      input(1, 'WIDTH', { number: '100' }),
      input(2, 'FABRIC', { optionCode: 'NYLON' }),
      input(3, 'GUYS', { itemNumber: 'FV-81008' }),
    ]);
    expect(e.errors).toEqual([]);
    // 1 m² × 180 + guy lines 249; the linked option's 5000 is ignored
    expect(e.surcharge.toFixed(2)).toBe('429.00');
    expect(e.costLines.map((l) => [l.featureCode, l.optionCode, l.itemNumber, l.quantityPerUnit.toFixed()])).toEqual([
      ['FABRIC', 'NYLON', 'FAB', '2.5'],
      ['GUYS', null, 'FV-81008', '1'],
    ]);
  });
});
