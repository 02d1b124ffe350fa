import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calculation, FormDefinition, ScannedItem } from '../../../src/shared/contract/configurator';
import { AWNING, awningValues, customerIn, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.core.close();
});

const calculate = (input: object) => h.call<Calculation>('configurator.calculate', { itemNumber: AWNING, quantity: '1', values: awningValues(), ...input });

describe('picking an item', () => {
  it('lists configurable items only and explains a scanned number that cannot be configured', async () => {
    const page = await h.call<{ items: { itemNumber: string }[]; totalCount: number }>('configurator.items', { search: 'FV-800' });
    expect(page.items.map((i) => i.itemNumber)).toContain(AWNING);
    expect(page.items.every((i) => i.itemNumber.startsWith('FV-800'))).toBe(true);
    expect(await h.call<ScannedItem>('configurator.scanItem', { itemNumber: AWNING })).toMatchObject({ item: { itemNumber: AWNING }, problem: null });
    expect(await h.call<ScannedItem>('configurator.scanItem', { itemNumber: 'FV-10001' })).toMatchObject({
      problem: 'notConfigurable',
      message: expect.stringContaining('FV-10001'),
    });
    expect(await h.call<ScannedItem>('configurator.scanItem', { itemNumber: 'NOPE-1' })).toMatchObject({
      item: null,
      problem: 'notFound',
      message: 'No item NOPE-1 exists.',
    });
  });

  it('reads the form with bounds, options and their conditions in sort order', async () => {
    const form = await h.call<FormDefinition>('configurator.form', { itemNumber: AWNING });
    expect(form).toMatchObject({ itemNumber: AWNING, currencyCode: 'NOK', baseUnitCode: 'PCS' });
    expect(form.features.find((f) => f.code === 'WIDTH')).toMatchObject({
      type: 'Number',
      isRequired: true,
      minValue: '1500',
      maxValue: '6000',
      step: '10',
      unit: 'mm',
    });
    const drive = form.features.find((f) => f.code === 'DRIVE')!;
    expect(drive.options.find((o) => o.code === 'MOTOR_WIND')!.requires).toEqual([
      { featureCode: 'FRAME', optionCodes: ['CASSETTE'], boolean: null, minNumber: null, maxNumber: null },
    ]);
    expect(form.features.map((f) => f.sortOrder)).toEqual([...form.features.map((f) => f.sortOrder)].sort((a, b) => a - b));
  });
});

describe('calculate', () => {
  it('breaks the price down: base price with its source, each answer surcharge, cost lines, unit price and total', async () => {
    const calc = await calculate({ quantity: '2' });
    expect(calc.isValid).toBe(true);
    expect(calc.price).toMatchObject({
      currencyCode: 'NOK',
      quantity: '2',
      basePricePerUnit: '8990.00',
      priceSource: 'ListPrice',
      priceListName: null,
      surchargePerUnit: '15840.00',
      unitPrice: '24830.00',
      total: '49660.00',
    });
    // 10 m² × 420 + cassette 2900 + motor with wind sensor 6900 + valance 650 + 5-channel remote 1190
    const surcharges = calc.price.surcharges.map((s) => [s.featureCode, s.amountPerUnit]);
    expect(surcharges).toHaveLength(5);
    expect(surcharges).toEqual(
      expect.arrayContaining([
        ['FRAME', '2900.00'],
        ['DRIVE', '6900.00'],
        ['VALANCE', '650.00'],
        ['REMOTE', '1190.00'],
        ['AREA', '4200.00'],
      ]),
    );
    expect(calc.price.costLines.map((l) => [l.itemNumber, l.quantity])).toEqual([
      ['FV-81001', '19.6'],
      ['FV-81004', '2'],
    ]);
    expect(calc.resolvedValues.map((r) => [r.featureCode, r.number])).toEqual([
      ['AREA', '10'],
      ['FABRIC', '9.8'],
    ]);
  });

  it('reports an invalid configuration per feature with a sentence naming the feature, and no price', async () => {
    const calc = await calculate({ values: awningValues({ FRAME: { optionCode: 'OPEN' }, WIDTH: { number: '1505' }, COLOUR: null }) });
    expect(calc.isValid).toBe(false);
    expect(calc.validationErrors.map((e) => [e.featureCode, e.code])).toEqual([
      ['WIDTH', 'FeatureExplosion.ValueOutOfRange'],
      ['DRIVE', 'FeatureExplosion.InvalidOption'],
      ['COLOUR', 'FeatureExplosion.RequiredFeatureMissing'],
    ]);
    expect(calc.validationErrors[2]!.message).toMatch(/colour/i);
    expect(calc.price).toMatchObject({ basePricePerUnit: '8990.00', unitPrice: null, total: null, surcharges: [], costLines: [] });
  });

  it("prices in the customer's currency, or in an asked one", async () => {
    const swede = await customerIn(h, 'SEK');
    expect((await calculate({ customerNumber: swede.customerNumber })).price.currencyCode).toBe('SEK');
    expect((await calculate({ currencyCode: 'EUR' })).price).toMatchObject({ currencyCode: 'EUR', unitPrice: '2140.52' });
  });

  it('puts a malformed value at its feature and an unknown customer at the customer field', async () => {
    const bad = await h.raw('configurator.calculate', { itemNumber: AWNING, quantity: '1', values: [{ featureCode: 'WIDTH', number: '15e3' }] });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'validation', fieldErrors: [expect.objectContaining({ field: 'values[0].number' })] } });
    const unknown = await h.raw('configurator.calculate', { itemNumber: AWNING, quantity: '1', customerNumber: 'NOPE', values: awningValues() });
    expect(unknown).toMatchObject({ ok: false, error: { fieldErrors: [expect.objectContaining({ field: 'customerNumber' })] } });
  });

  it('cancels the ERP request of a live calculation once a newer one of the same form starts', async () => {
    await h.faults([{ kind: 'latency', latencyMs: 1500, method: 'POST', pathPrefix: '/preview/configurations/calculate' }]);
    try {
      const started = performance.now();
      const older = h.raw('configurator.calculate', { itemNumber: AWNING, quantity: '1', values: awningValues(), stream: 'form' });
      const elsewhere = h.raw('configurator.calculate', { itemNumber: AWNING, quantity: '3', values: awningValues() });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const newer = h.raw('configurator.calculate', { itemNumber: AWNING, quantity: '2', values: awningValues(), stream: 'form' });
      const first = await older;
      // Given up at once, not after the ERP's 1.5 s.
      expect(performance.now() - started).toBeLessThan(1200);
      expect(first).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
      expect(await newer).toMatchObject({ ok: true, value: { price: { quantity: '2' } } });
      // A calculation outside the stream (the order dialog's) is left alone.
      expect(await elsewhere).toMatchObject({ ok: true, value: { price: { quantity: '3' } } });
    } finally {
      await h.clearFaults();
    }
  });

  it('stores nothing: the ledger does not grow', async () => {
    const before = (await h.ledger({ pathPrefix: '/preview/configurations' })).length;
    await calculate({});
    await calculate({ quantity: '3' });
    expect(await h.ledger({ pathPrefix: '/preview/configurations' })).toHaveLength(before);
  });
});
