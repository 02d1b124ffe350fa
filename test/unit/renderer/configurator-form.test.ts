import { describe, expect, it } from 'vitest';
import type { CalculateInput, ConfigurationValue, Feature, FormDefinition, PriceBreakdown } from '@shared/contract/configurator';
import { excludedChoices, optionExclusion } from '@shared/domain/configuration-conditions';
import {
  answersFrom,
  factsFrom,
  numberHint,
  sameValues,
  typedRefusals,
  valueInputs,
} from '../../../src/renderer/src/workspaces/configurator/configuration-values';
import { signedUnitMoney, surchargeNote } from '../../../src/renderer/src/workspaces/configurator/format';
import { configurationPrice } from '@shared/domain/configuration-price';
import { money, plus, type Money } from '@shared/domain/money';
import { answerDifferences, changeCauses, priceLines, summariseCauses } from '../../../src/renderer/src/workspaces/configurator/differences';

const feature = (over: Partial<Feature> & Pick<Feature, 'code' | 'type'>): Feature => ({
  name: over.code,
  description: null,
  isRequired: false,
  sortOrder: 0,
  unit: null,
  isMeasured: false,
  minValue: null,
  maxValue: null,
  step: null,
  decimalPlaces: null,
  maxLength: null,
  priceImpact: null,
  priceImpactPerUnit: null,
  linkedItemNumber: null,
  formula: null,
  options: [],
  candidates: [],
  ...over,
});
const option = (code: string, name: string, requires: FormDefinition['features'][number]['options'][number]['requires'] = []) => ({
  code,
  name,
  priceImpact: '0.00',
  linkedItemNumber: null,
  linkedQuantity: null,
  requires,
});

const form: FormDefinition = {
  itemNumber: 'FV-80001',
  itemName: 'Awning',
  baseUnitCode: 'PCS',
  decimalPlaces: 0,
  currencyCode: 'NOK',
  features: [
    feature({ code: 'WIDTH', name: 'Width', type: 'Number', unit: 'mm', minValue: '1500', maxValue: '6000', step: '10' }),
    feature({ code: 'AREA', name: 'Area', type: 'Calculated', unit: 'm²' }),
    feature({ code: 'FRAME', name: 'Frame', type: 'Selection', options: [option('OPEN', 'Open arm'), option('CASSETTE', 'Full cassette')] }),
    feature({
      code: 'DRIVE',
      name: 'Drive',
      type: 'Selection',
      options: [
        option('CRANK', 'Hand crank'),
        option('WIND', 'Motor with wind sensor', [{ featureCode: 'FRAME', optionCodes: ['CASSETTE'], boolean: null, minNumber: null, maxNumber: null }]),
      ],
    }),
    feature({
      code: 'STEER',
      name: 'Steering',
      type: 'Selection',
      options: [option('RUDDER', 'Rudder', [{ featureCode: 'AREA', optionCodes: null, boolean: null, minNumber: '8', maxNumber: null }])],
    }),
    feature({ code: 'VALANCE', name: 'Valance', type: 'Boolean' }),
    feature({
      code: 'REMOTE',
      name: 'Remote',
      type: 'ItemSelection',
      candidates: [{ itemNumber: 'FV-81003', itemName: 'Remote 1-ch', priceImpact: '690.00' }],
    }),
    feature({ code: 'PRINT', name: 'Print', type: 'Text', maxLength: 30 }),
    feature({ code: 'ODD', name: 'Odd', type: 'Colour' }),
  ],
};

const value = (over: Partial<ConfigurationValue> & Pick<ConfigurationValue, 'featureCode'>): ConfigurationValue => ({
  featureName: null,
  featureType: null,
  isMeasured: false,
  number: null,
  optionCode: null,
  optionName: null,
  boolean: null,
  itemNumber: null,
  text: null,
  ...over,
});

describe('configurator form values', () => {
  it('sends one value per answered feature, in the form order, with the member of its type only', () => {
    const values = valueInputs(form, {
      PRINT: { text: 'Café Nord' },
      WIDTH: { number: '2400', text: 'stray' },
      AREA: { number: '9' },
      FRAME: { optionCode: 'OPEN' },
      VALANCE: { boolean: true },
      REMOTE: { itemNumber: 'FV-81003' },
      ODD: { text: 'red' },
    });
    expect(values).toEqual([
      { featureCode: 'WIDTH', number: '2400' },
      { featureCode: 'FRAME', optionCode: 'OPEN' },
      { featureCode: 'VALANCE', boolean: true },
      { featureCode: 'REMOTE', itemNumber: 'FV-81003' },
      { featureCode: 'PRINT', text: 'Café Nord' },
    ]);
  });

  it('leaves blank answers out (the ERP names a missing required one) but sends text as typed', () => {
    expect(valueInputs(form, { WIDTH: { number: '' }, PRINT: { text: '   ' } })).toEqual([]);
    expect(valueInputs(form, { PRINT: { text: ' two  spaces ' } })).toEqual([{ featureCode: 'PRINT', text: ' two  spaces ' }]);
  });

  it('puts saved values back on the form without the calculated ones, and round-trips them', () => {
    const saved = [
      value({ featureCode: 'WIDTH', featureType: 'Number', number: '2400' }),
      value({ featureCode: 'AREA', featureType: 'Calculated', number: '7.2' }),
      value({ featureCode: 'FRAME', featureType: 'Selection', optionCode: 'OPEN', optionName: 'Open arm' }),
      value({ featureCode: 'VALANCE', featureType: 'Boolean', boolean: false }),
    ];
    const answers = answersFrom(saved);
    expect(answers).toEqual({ WIDTH: { number: '2400' }, FRAME: { optionCode: 'OPEN' }, VALANCE: { boolean: false } });
    expect(valueInputs(form, answers)).toEqual([
      { featureCode: 'WIDTH', number: '2400' },
      { featureCode: 'FRAME', optionCode: 'OPEN' },
      { featureCode: 'VALANCE', boolean: false },
    ]);
  });

  it('treats a switch that is off like one left out, so a quantity-only change sends no values', () => {
    expect(
      sameValues(
        [
          { featureCode: 'VALANCE', boolean: false },
          { featureCode: 'WIDTH', number: '2400' },
        ],
        [{ featureCode: 'WIDTH', number: '2400' }],
      ),
    ).toBe(true);
    expect(sameValues([{ featureCode: 'WIDTH', number: '2400' }], [{ featureCode: 'WIDTH', number: '2410' }])).toBe(false);
    expect(sameValues([{ featureCode: 'VALANCE', boolean: true }], [])).toBe(false);
  });

  it('states bounds and step of a number in words', () => {
    expect(numberHint(form.features[0]!)).toBe('1500 to 6000 mm, in steps of 10');
    expect(numberHint(feature({ code: 'N', type: 'Number', minValue: '0', step: '1' }))).toBe('At least 0');
  });

  it('shows a surcharge with its own sign, so an option that lowers the price reads as a minus', () => {
    expect(signedUnitMoney(money('650.00', 'NOK'))).toBe('+650.00 NOK');
    expect(signedUnitMoney(money('-300.00', 'NOK'))).toBe('-300.00 NOK');
  });

  it('names the typed numbers their field refuses, so they are never sent to be priced', () => {
    // What people type: a decimal where whole pieces are asked (read alike in every number format), a pasted figure far too large.
    const whole = { ...form, features: form.features.map((f) => (f.code === 'WIDTH' ? { ...f, decimalPlaces: 0 } : f)) };
    expect(typedRefusals(whole, { WIDTH: { number: '2500.5' } }, '1.5')).toEqual([
      { label: 'Quantity', message: 'Whole numbers only', unpriced: 'Quantity: cannot be priced as typed' },
      { label: 'Width', message: 'Whole numbers only', unpriced: 'Width: cannot be priced as typed' },
    ]);
    expect(typedRefusals(whole, { WIDTH: { number: '99999999999999999999' } }, '1')).toEqual([
      { label: 'Width', message: expect.stringContaining('Width is too large'), unpriced: 'Width: too large to price' },
    ]);
    // The price card says so instead of the figure of an earlier value (20 digits of quantity, as pasted).
    expect(typedRefusals(whole, {}, '99999999999999999999')).toEqual([
      { label: 'Quantity', message: expect.stringContaining('Quantity is too large'), unpriced: 'Quantity: too large to price' },
    ]);
    // Accepted values are kept in their invariant form; an empty field is no refusal (the ERP names a missing one).
    expect(typedRefusals(whole, { WIDTH: { number: '2400' } }, '2')).toEqual([]);
    expect(typedRefusals(whole, {}, '')).toEqual([]);
    // Negative numbers only where the feature's bounds go below zero.
    const offset = { ...form, features: [feature({ code: 'TILT', name: 'Tilt', type: 'Number', minValue: '-15', maxValue: '15' })] };
    expect(typedRefusals(offset, { TILT: { number: '-5' } }, '1')).toEqual([]);
    expect(typedRefusals(whole, { WIDTH: { number: '-5' } }, '1')).toEqual([
      { label: 'Width', message: 'Negative numbers are not allowed', unpriced: 'Width: cannot be priced as typed' },
    ]);
  });
});

describe('option conditions', () => {
  it('says why an option does not fit, and stops saying it once the condition holds', () => {
    const wind = form.features[3]!.options[1]!;
    expect(optionExclusion(wind, form, factsFrom({ FRAME: { optionCode: 'OPEN' } }, []))).toBe('Only when Frame is Full cassette.');
    expect(optionExclusion(wind, form, factsFrom({}, []))).toBe('Only when Frame is Full cassette.');
    expect(optionExclusion(wind, form, factsFrom({ FRAME: { optionCode: 'CASSETTE' } }, []))).toBeNull();
  });

  it('reads calculated numbers from the last price for number conditions', () => {
    const rudder = form.features[4]!.options[0]!;
    expect(optionExclusion(rudder, form, factsFrom({}, [{ featureCode: 'AREA', number: '7.99' }]))).toBe('Only when Area is at least 8 m².');
    expect(optionExclusion(rudder, form, factsFrom({}, [{ featureCode: 'AREA', number: '8' }]))).toBeNull();
    expect(optionExclusion(rudder, form, factsFrom({}, [{ featureCode: 'AREA', number: null }]))).not.toBeNull();
  });

  it('lists the chosen options an earlier change has ruled out', () => {
    const facts = factsFrom({ FRAME: { optionCode: 'OPEN' }, DRIVE: { optionCode: 'WIND' } }, []);
    expect(excludedChoices(form, facts)).toEqual([
      { featureCode: 'DRIVE', featureName: 'Drive', optionName: 'Motor with wind sensor', reason: 'Only when Frame is Full cassette.' },
    ]);
    expect(excludedChoices(form, factsFrom({ FRAME: { optionCode: 'CASSETTE' }, DRIVE: { optionCode: 'WIND' } }, []))).toEqual([]);
  });
});

const price = (over: Partial<PriceBreakdown> = {}): PriceBreakdown => ({
  currencyCode: 'NOK',
  quantity: '1',
  basePricePerUnit: '8990.00',
  priceSource: 'ListPrice',
  priceListName: null,
  surcharges: [],
  surchargePerUnit: '0.00',
  surchargeTotal: '0.00',
  unitPrice: '8990.00',
  total: '8990.00',
  costCurrencyCode: 'NOK',
  costLines: [],
  totalCost: '0.00',
  ...over,
});
describe('differences and price changes', () => {
  const input = (values: CalculateInput['values'], over: Partial<CalculateInput> = {}): CalculateInput => ({
    itemNumber: 'FV-80001',
    quantity: '1',
    customerNumber: null,
    values,
    ...over,
  });

  it('names each changed answer with its new value, and quantity and customer changes', () => {
    expect(changeCauses(form, input([{ featureCode: 'FRAME', optionCode: 'OPEN' }]), input([{ featureCode: 'FRAME', optionCode: 'CASSETTE' }]))).toEqual([
      'Frame: Full cassette',
    ]);
    expect(changeCauses(form, input([]), input([{ featureCode: 'VALANCE', boolean: true }], { quantity: '2', customerNumber: 'C-1' }))).toEqual([
      'Valance: Yes',
      'Quantity: 2',
      'Customer: C-1',
    ]);
    expect(changeCauses(form, null, input([]))).toEqual([]);
    expect(changeCauses(form, input([]), input([], { itemNumber: 'FV-80002' }))).toEqual([]);
  });

  it('names every thing once with its latest value, not every keystroke', () => {
    expect(summariseCauses(['Width: 2', 'Width: 24', 'Frame: Full cassette', 'Width: 2400'])).toBe('Frame: Full cassette, Width: 2400');
    expect(summariseCauses([])).toBeNull();
  });

  it('compares answers in words and marks every price line that differs', () => {
    const a = [value({ featureCode: 'WIDTH', number: '2400' }), value({ featureCode: 'PRINT', text: 'A' })];
    const b = [value({ featureCode: 'WIDTH', number: '2400' }), value({ featureCode: 'PRINT', text: 'B' })];
    expect(answerDifferences(form, a, b)).toEqual([{ featureCode: 'PRINT', featureName: 'Print', before: '“A”', after: '“B”' }]);
    const lines = priceLines(
      price({ surcharges: [{ featureCode: 'FRAME', featureName: 'Frame', choice: 'Full cassette', amountPerUnit: '2900.00', currencyCode: 'NOK' }] }),
      price(),
    );
    expect(lines.filter((l) => l.differs).map((l) => l.label)).toEqual(['Frame: Full cassette']);
    expect(lines.find((l) => l.label === 'Frame: Full cassette')).toMatchObject({ before: { amount: '2900.00', currency: 'NOK' }, after: null });
  });

  it('compares a configuration priced in SEK line by line in each line’s own currency, and the lines add up', () => {
    const frame = { featureCode: 'FRAME', featureName: 'Frame', choice: 'Semi-cassette', amountPerUnit: '1200.00', currencyCode: 'NOK' };
    // Row 88: base and surcharges are each converted and rounded; unit price is their sum.
    const sek = price({
      currencyCode: 'SEK',
      basePricePerUnit: '13453.29',
      surcharges: [frame],
      surchargePerUnit: '1179.36',
      unitPrice: '14632.65',
      total: '14632.65',
    });
    const nok = price({ surcharges: [frame], surchargePerUnit: '1200.00', unitPrice: '10190.00', total: '10190.00' });
    const lines = priceLines(sek, nok);
    const line = (label: string) => lines.find((l) => l.label === label) as (typeof lines)[number];
    expect(line('Frame: Semi-cassette')).toMatchObject({
      shape: 'signed',
      before: { amount: '1200.00', currency: 'NOK' },
      after: { amount: '1200.00', currency: 'NOK' },
      differs: false,
    });
    expect(line('Surcharges together per unit')).toMatchObject({ before: { amount: '1179.36', currency: 'SEK' }, differs: true });
    const [base, together, unit] = ['Base price per unit', 'Surcharges together per unit', 'Unit price'].map((l) => line(l).before as Money<string>);
    expect(plus(base!, together!)).toEqual({ amount: '14632.65', currency: 'SEK' });
    expect(unit).toEqual({ amount: '14632.65', currency: 'SEK' });
    // The same figure in two currencies is not the same price.
    expect(priceLines(sek, { ...sek, currencyCode: 'NOK' }).find((l) => l.label === 'Unit price')?.differs).toBe(true);
    expect(surchargeNote(configurationPrice(sek))).toBe(
      `Surcharges are set in NOK; together they come to ${(1179.36).toLocaleString(undefined, { minimumFractionDigits: 2 })} SEK per unit.`,
    );
    expect(surchargeNote(configurationPrice(nok))).toBeNull();
  });
});
