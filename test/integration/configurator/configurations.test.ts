import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calculation, ConfigurationDetail, ConfigurationRow } from '../../../src/shared/contract/configurator';
import { AWNING, awningValues, customerIn, newOperationId, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.core.close();
});

const save = (input: object = {}) =>
  h.call<ConfigurationDetail>('configurator.save', { operationId: newOperationId(), itemNumber: AWNING, quantity: '1', values: awningValues(), ...input });

describe('saved configurations', () => {
  it('saves a configuration priced like its calculation, finds it in the list and reopens it with its values', async () => {
    const customer = await customerIn(h, 'NOK');
    const calc = await h.call<Calculation>('configurator.calculate', {
      itemNumber: AWNING,
      quantity: '2',
      customerNumber: customer.customerNumber,
      values: awningValues(),
    });
    const saved = await save({ quantity: '2', customerNumber: customer.customerNumber, title: 'Terrace awning' });
    expect(saved).toMatchObject({
      itemNumber: AWNING,
      quantity: '2',
      title: 'Terrace awning',
      customerNumber: customer.customerNumber,
      salesOrderNumber: null,
      pendingOrderSince: null,
    });
    expect(saved.price).toMatchObject({ unitPrice: calc.price.unitPrice, total: calc.price.total, currencyCode: calc.price.currencyCode });
    expect(saved.price.surcharges).toEqual(calc.price.surcharges);

    const list = await h.call<{ items: ConfigurationRow[] }>('configurator.configurations', { customerNumber: customer.customerNumber, pageSize: 200 });
    expect(list.items.map((r) => r.configurationNumber)).toContain(saved.configurationNumber);
    const found = await h.call<{ items: ConfigurationRow[]; totalCount: number }>('configurator.configurations', { search: saved.configurationNumber });
    expect(found.items.map((r) => r.configurationNumber)).toEqual([saved.configurationNumber]);

    const reopened = await h.call<ConfigurationDetail>('configurator.configuration', { configurationNumber: saved.configurationNumber });
    expect(reopened.values.find((v) => v.featureCode === 'WIDTH')).toMatchObject({ number: '4000', featureName: 'Width' });
    expect(reopened.values.find((v) => v.featureCode === 'DRIVE')).toMatchObject({ optionCode: 'MOTOR_WIND' });
    expect(reopened.price.total).toBe(saved.price.total);
  });

  it('refuses an incomplete configuration at the feature, by its label, and stores nothing', async () => {
    const before = (await h.ledger({ pathPrefix: '/preview/configurations' })).length;
    const refused = await h.raw('configurator.save', {
      operationId: newOperationId(),
      itemNumber: AWNING,
      quantity: '1',
      values: awningValues({ COLOUR: null }),
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        title: 'The configuration is not complete',
        fieldErrors: [{ field: 'values.COLOUR', code: 'FeatureExplosion.RequiredFeatureMissing' }],
      },
    });
    expect((refused as { error: { fieldErrors: { message: string }[] } }).error.fieldErrors[0]!.message).toMatch(/Fabric colour/);
    expect(await h.ledger({ pathPrefix: '/preview/configurations' })).toHaveLength(before);
  });

  it('changes only the quantity, keeping every answer, and reprices', async () => {
    const saved = await save();
    const changed = await h.call<ConfigurationDetail>('configurator.reconfigure', {
      operationId: newOperationId(),
      configurationNumber: saved.configurationNumber,
      quantity: '3',
    });
    expect(changed.quantity).toBe('3');
    expect(changed.values).toEqual(saved.values);
    expect(changed.price.unitPrice).toBe(saved.price.unitPrice);
    expect(changed.price.total).toBe('74490.00'); // 3 × 24 830.00
  });

  it('changes the values: the whole set is replaced and the surcharge follows', async () => {
    const saved = await save();
    const changed = await h.call<ConfigurationDetail>('configurator.reconfigure', {
      operationId: newOperationId(),
      configurationNumber: saved.configurationNumber,
      values: awningValues({ VALANCE: { boolean: false }, FRAME: { optionCode: 'CASSETTE' } }),
    });
    expect(changed.price.surchargePerUnit).toBe('15190.00'); // 15 840 without the 650 valance
    expect(changed.price.surcharges.map((s) => s.featureCode)).not.toContain('VALANCE');
    expect(changed.values.find((v) => v.featureCode === 'VALANCE')).toMatchObject({ boolean: false });
  });

  it('a refused value of a reconfigure lands at its feature', async () => {
    const saved = await save();
    const refused = await h.raw('configurator.reconfigure', {
      operationId: newOperationId(),
      configurationNumber: saved.configurationNumber,
      values: awningValues({ WIDTH: { number: '99999' } }),
    });
    expect(refused).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'values.WIDTH', code: 'FeatureExplosion.ValueOutOfRange' }] } });
  });

  it('discards a configuration; a repeat reports it already gone', async () => {
    const saved = await save();
    expect(await h.call('configurator.discard', { configurationNumber: saved.configurationNumber })).toEqual({
      configurationNumber: saved.configurationNumber,
      discarded: true,
    });
    expect(await h.call('configurator.discard', { configurationNumber: saved.configurationNumber })).toEqual({
      configurationNumber: saved.configurationNumber,
      discarded: false,
    });
    const read = await h.raw('configurator.configuration', { configurationNumber: saved.configurationNumber });
    expect(read).toMatchObject({ ok: false, error: { kind: 'notFound' } });
  });
});
