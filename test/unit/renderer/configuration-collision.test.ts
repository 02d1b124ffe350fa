import { describe, expect, it } from 'vitest';
import type { ConfigurationDetail, Feature, FormDefinition } from '@shared/contract/configurator';
import { collisionOf, rebasedSession } from '../../../src/renderer/src/workspaces/configurator/configuration-collision';
import { pendingChanges } from '../../../src/renderer/src/workspaces/configurator/pending-changes';
import { sessionOf } from '../../../src/renderer/src/workspaces/configurator/session';

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
const form: FormDefinition = {
  itemNumber: 'FV-80001',
  itemName: 'Awning',
  baseUnitCode: 'PCS',
  decimalPlaces: 0,
  currencyCode: 'NOK',
  features: [
    feature({ code: 'WIDTH', name: 'Width', type: 'Number' }),
    feature({ code: 'VALANCE', name: 'Valance', type: 'Boolean' }),
    feature({ code: 'AREA', type: 'Calculated' }),
  ],
};
const value = (featureCode: string, over: object) => ({
  featureCode,
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
const detail = (over: Partial<ConfigurationDetail>): ConfigurationDetail =>
  ({
    configurationNumber: 'CFG-000001',
    itemNumber: 'FV-80001',
    itemName: 'Awning',
    customerNumber: null,
    customerName: null,
    title: 'Awning',
    description: null,
    quantity: '1',
    warehouseCode: null,
    createdDate: null,
    modifiedDate: null,
    salesOrderNumber: null,
    pendingOrderSince: null,
    price: null,
    values: [value('WIDTH', { number: '4000' }), value('VALANCE', { boolean: true })],
    ...over,
  }) as unknown as ConfigurationDetail;

describe('a configuration a colleague changed meanwhile (row 270)', () => {
  const opened = detail({});
  const base = sessionOf(opened);
  // The colleague raised the quantity and widened it; the user took the valance off and widened it too.
  const current = detail({
    quantity: '4',
    modifiedDate: '2026-11-25T10:00:00Z',
    values: [value('WIDTH', { number: '4500' }), value('VALANCE', { boolean: true })],
  });
  const mine = { ...base, answers: { ...base.answers, WIDTH: { number: '5000' }, VALANCE: { boolean: false } } };

  it("tells the colleague's own fields from the ones both changed", () => {
    const { merge } = collisionOf(base, mine, current, form);
    expect(merge.theirs).toEqual(['quantity']);
    expect(merge.conflicts).toEqual(['feature:WIDTH']);
  });

  it("saves the user's changes on top of theirs: their quantity stays, a field both changed goes as chosen, measured against their copy", () => {
    const collision = collisionOf(base, mine, current, form);
    const mineWins = rebasedSession(mine, current, collision, {}, form);
    expect(mineWins).toMatchObject({ quantity: '4', answers: { WIDTH: { number: '5000' }, VALANCE: { boolean: false } }, opened: current });
    // Their quantity is not sent back; only the values the user changed (the set the ERP replaces as a whole).
    expect(pendingChanges(mineWins, form)).toEqual({
      values: [
        { featureCode: 'WIDTH', number: '5000' },
        { featureCode: 'VALANCE', boolean: false },
      ],
    });

    const theirsWin = rebasedSession(mine, current, collision, { 'feature:WIDTH': 'theirs' }, form);
    expect(pendingChanges(theirsWin, form)).toEqual({
      values: [
        { featureCode: 'WIDTH', number: '4500' },
        { featureCode: 'VALANCE', boolean: false },
      ],
    });
  });
});
