import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, control, fields, start, type Body, type Client } from './helpers';

let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

const AWNING = 'FV-80001';
/** 4.0 × 2.5 m awning: area 10 m², fabric (4.2 × 2.8) / 1.2 = 9.8 m. */
const awningValues = (over: Record<string, Body> = {}) =>
  Object.entries({
    WIDTH: { number: '4000' },
    PROJECTION: { number: 2500 },
    FRAME: { optionCode: 'CASSETTE' },
    DRIVE: { optionCode: 'MOTOR_WIND' },
    COLOUR: { optionCode: 'GREY' },
    VALANCE: { boolean: true },
    REMOTE: { itemNumber: 'FV-81004' },
    ...over,
  })
    .filter(([, v]) => v !== null)
    .map(([featureCode, v]) => ({ featureCode, ...v }));

const calculate = (body: Body) => api.post('/configurations/calculate', body, { key: null });

async function customerWhere(accept: (c: Body) => boolean): Promise<Body> {
  const all = (await api.get('/customers?pageSize=200&isActive=true')).body.items as Body[];
  const found = all.find(accept);
  if (!found) throw new Error('no seeded customer for this case');
  return found;
}

async function created(body: Body = {}): Promise<Body> {
  const res = await api.post('/configurations', { itemNumber: AWNING, values: awningValues(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('configurable items and their forms', () => {
  it('lists at least eight configurable items whose forms use every feature type', async () => {
    const items = (await api.get('/items?isConfigurable=true&pageSize=200')).body.items as Body[];
    const families = items.filter((i) => i.itemNumber.startsWith('FV-800'));
    expect(families.length).toBeGreaterThanOrEqual(8);
    for (const item of items) {
      const form = await api.get(`/items/${item.itemNumber}/configuration`);
      expect(form.status, item.itemNumber).toBe(200);
      expect(new Set(form.body.features.map((f: Body) => f.type))).toEqual(new Set(['Number', 'Selection', 'Boolean', 'ItemSelection', 'Text', 'Calculated']));
    }
  });

  it('describes bounds, units, options with surcharges, linked items, combination rules, candidates and formulas', async () => {
    const form = (await api.get(`/items/${AWNING}/configuration`)).body;
    const byCode = (code: string) => form.features.find((f: Body) => f.code === code);
    expect(form).toMatchObject({ itemNumber: AWNING, currencyCode: 'NOK', baseUnitCode: 'PCS' });
    expect(byCode('WIDTH')).toMatchObject({ type: 'Number', isRequired: true, unit: 'mm', isMeasured: true, minValue: '1500', maxValue: '6000', step: '10' });
    expect(byCode('AREA')).toMatchObject({
      type: 'Calculated',
      formula: 'WIDTH * PROJECTION / 1000000',
      unit: 'm²',
      priceImpactPerUnit: '420.00',
      isRequired: false,
    });
    const drive = byCode('DRIVE').options;
    expect(drive.find((o: Body) => o.code === 'MOTOR')).toMatchObject({ linkedItemNumber: 'FV-81002', linkedQuantity: '1', priceImpact: '4500.00' });
    expect(drive.find((o: Body) => o.code === 'MOTOR_WIND').requires).toEqual([
      { featureCode: 'FRAME', optionCodes: ['CASSETTE'], boolean: null, minNumber: null, maxNumber: null },
    ]);
    expect(byCode('REMOTE').candidates[0]).toMatchObject({ itemNumber: 'FV-81003', itemName: 'Remote Control 1-channel', priceImpact: '690.00' });
    expect(byCode('VALANCE_PRINT')).toMatchObject({ type: 'Text', maxLength: 30 });
    expect(form.features.map((f: Body) => f.sortOrder)).toEqual([...form.features.keys()]);
  });

  it('answers 304 on a matching ETag and 404 for unknown or non-configurable items', async () => {
    const first = await api.get(`/items/${AWNING}/configuration`);
    expect((await api.get(`/items/${AWNING}/configuration`, { 'if-none-match': first.headers.etag as string })).status).toBe(304);
    expect(codes(await api.get('/items/FV-10001/configuration'))).toEqual(['ItemConfiguration.NotFound']);
    expect(codes(await api.get('/items/NOPE/configuration'))).toEqual(['Item.NotFound']);
  });
});

describe('calculate', () => {
  it('prices a valid configuration: list price plus surcharge, resolved values and cost lines', async () => {
    const res = await calculate({ itemNumber: AWNING, values: awningValues() });
    expect(res.status).toBe(200);
    // 10 m² × 420 + cassette 2900 + motor with wind sensor 6900 + valance 650 + 5-channel remote 1190
    expect(res.body).toMatchObject({
      isValid: true,
      validationErrors: [],
      currencyCode: 'NOK',
      quantity: '1',
      priceSource: 'ListPrice',
      priceListName: null,
      basePricePerUnit: '8990.00',
      configurationSurchargePerUnit: '15840.00',
      unitPrice: '24830.00',
      totalPrice: '24830.00',
      costCurrencyCode: 'NOK',
    });
    expect(res.body.resolvedValues).toEqual([
      { featureCode: 'AREA', featureName: 'Awning area', number: '10', unit: 'm²', isMeasured: true },
      { featureCode: 'FABRIC', featureName: 'Fabric consumption', number: '9.8', unit: 'm', isMeasured: true },
    ]);
    expect(res.body.costLines.map((l: Body) => [l.itemNumber, l.quantity, l.lineCost])).toEqual([
      ['FV-81001', '9.8', '1160.32'],
      ['FV-81004', '1', '388.00'],
    ]);
  });

  it('ignores the price impact of a linked option and books it as a cost line', async () => {
    const res = await calculate({ itemNumber: AWNING, quantity: 2, values: awningValues({ DRIVE: { optionCode: 'MOTOR' } }) });
    expect(res.body.configurationSurchargePerUnit).toBe('8940.00');
    expect(res.body.configurationPriceImpact).toBe('17880.00');
    expect(res.body.totalPrice).toBe('35860.00');
    expect(res.body.costLines.find((l: Body) => l.featureCode === 'DRIVE')).toMatchObject({
      optionCode: 'MOTOR',
      itemNumber: 'FV-81002',
      quantityPerUnit: '1',
      quantity: '2',
    });
  });

  it('reports an incomplete or contradictory configuration as invalid with codes per feature', async () => {
    const res = await calculate({ itemNumber: AWNING, values: awningValues({ FRAME: { optionCode: 'OPEN' }, WIDTH: { number: '1505' }, COLOUR: null }) });
    expect(res.status).toBe(200);
    expect(res.body.isValid).toBe(false);
    expect(res.body.validationErrors.map((e: Body) => [e.code, e.featureCode])).toEqual([
      ['FeatureExplosion.ValueOutOfRange', 'WIDTH'],
      ['FeatureExplosion.InvalidOption', 'DRIVE'],
      ['FeatureExplosion.RequiredFeatureMissing', 'COLOUR'],
    ]);
    expect(res.body.validationErrors[1].detail).toContain('Full cassette');
    expect(res.body).toMatchObject({ basePricePerUnit: '8990.00', configurationSurchargePerUnit: null, unitPrice: null, totalPrice: null, costLines: [] });
  });

  it('prices in an asked currency and refuses malformed input with 400', async () => {
    const eur = await calculate({ itemNumber: AWNING, values: awningValues(), currencyCode: 'EUR' });
    expect(eur.body).toMatchObject({ currencyCode: 'EUR', basePricePerUnit: '775.00', configurationSurchargePerUnit: '1365.52', unitPrice: '2140.52' });
    expect(codes(await calculate({ itemNumber: AWNING, currencyCode: 'XXX' }))).toEqual(['Currency.NotFound']);
    const comma = await calculate({ itemNumber: AWNING, values: [{ featureCode: 'WIDTH', number: '1,5' }] });
    expect([comma.status, codes(comma), fields(comma)]).toEqual([400, ['Validation.InvalidDecimal'], ['values[0].number']]);
    expect(codes(await calculate({ itemNumber: 'FV-10001' }))).toEqual(['Configuration.ItemNotConfigurable']);
    expect(codes(await calculate({ itemNumber: AWNING, quantity: 0 }))).toEqual(['Validation.MustBePositive']);
  });

  it('uses the customer group price list and never the automatic customer discount', async () => {
    const retail = await customerWhere((c) => c.customerGroupCode === 'RETAIL' && c.defaultCurrencyCode === 'NOK');
    const dealer = await calculate({ itemNumber: AWNING, customerNumber: retail.customerNumber, values: awningValues() });
    expect(dealer.body).toMatchObject({ priceSource: expect.stringMatching(/^Customer(Group)?PriceList$/), customerName: retail.name });
    const guide = await customerWhere((c) => c.customerGroupCode === 'GUIDE' && c.defaultCurrencyCode === 'NOK');
    const linePrice = (await api.get(`/items/${AWNING}/price?customerNumber=${guide.customerNumber}`)).body;
    expect(linePrice.discountPercent).toBe('5');
    const configured = (await calculate({ itemNumber: AWNING, customerNumber: guide.customerNumber, values: awningValues() })).body;
    expect(configured.basePricePerUnit).toBe(linePrice.unitPrice);
    expect(configured.unitPrice).toBe('24830.00');
  });

  it('has no side effects: no Idempotency-Key needed, ledger and list unchanged', async () => {
    const ledgerBefore = sb.ledger.size;
    const listBefore = (await api.get('/configurations?pageSize=200')).body;
    for (let i = 0; i < 3; i++) expect((await calculate({ itemNumber: AWNING, values: awningValues() })).status).toBe(200);
    expect(sb.ledger.size).toBe(ledgerBefore);
    expect((await api.get('/configurations?pageSize=200')).body).toEqual(listBefore);
  });

  it('may be called with configurations:read only; writes need configurations:write', async () => {
    const reader = client(sb, sb.apiKeys.readOnly);
    expect((await reader.post('/configurations/calculate', { itemNumber: AWNING }, { key: null })).status).toBe(200);
    const denied = await reader.post('/configurations', { itemNumber: AWNING, values: awningValues() });
    expect([denied.status, denied.body.requiredScopes]).toEqual([403, ['configurations:write']]);
  });
});

describe('create, read and list', () => {
  it('creates a priced configuration with Location, readable with an ETag', async () => {
    const cfg = await created({ title: 'Café terrace', quantity: '2' });
    expect(cfg).toMatchObject({
      title: 'Café terrace',
      quantity: '2',
      customerNumber: null,
      currencyCode: 'NOK',
      unitPrice: '24830.00',
      totalPrice: '49660.00',
      salesOrderNumber: null,
    });
    expect(cfg.values.find((v: Body) => v.featureCode === 'AREA')).toMatchObject({ featureType: 'Calculated', number: '10' });
    const read = await api.get(cfg.links.self);
    expect(read.body).toEqual(cfg);
    expect((await api.get(cfg.links.self, { 'if-none-match': read.headers.etag as string })).status).toBe(304);
  });

  it('refuses an invalid configuration with 400 codes naming field and feature, storing nothing', async () => {
    const before = (await api.get('/configurations?pageSize=1')).body.totalCount;
    const res = await api.post('/configurations', {
      itemNumber: AWNING,
      values: awningValues({ WIDTH: { number: '9000' }, REMOTE: { itemNumber: 'FV-81002' } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: Body) => [e.code, e.field, e.featureCode])).toEqual([
      ['FeatureExplosion.ValueOutOfRange', 'values[0].number', 'WIDTH'],
      ['FeatureExplosion.InvalidOption', 'values[6].itemNumber', 'REMOTE'],
    ]);
    expect(codes(await api.post('/configurations', { itemNumber: AWNING, customerNumber: 'C0', values: awningValues() }))).toEqual(['Customer.NotFound']);
    expect((await api.post('/configurations', { itemNumber: AWNING, values: awningValues() }, { key: null })).status).toBe(400);
    expect((await api.get('/configurations?pageSize=1')).body.totalCount).toBe(before);
  });

  it('replays a create sent twice with the same key', async () => {
    const body = { itemNumber: AWNING, values: awningValues() };
    const first = await api.post('/configurations', body, { key: 'cfg-replay-1' });
    const again = await api.post('/configurations', body, { key: 'cfg-replay-1' });
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body.configurationNumber).toBe(first.body.configurationNumber);
  });

  it('lists without prices, oldest number first, filtered by search, customer, item and modifiedSince', async () => {
    const page = (await api.get('/configurations?pageSize=200')).body;
    const numbers = page.items.map((c: Body) => c.configurationNumber);
    expect(numbers).toEqual([...numbers].sort());
    expect(page.items[0]).toMatchObject({
      unitPrice: null,
      totalPrice: null,
      basePricePerUnit: null,
      currencyCode: null,
      priceSource: null,
      configurationPriceImpact: null,
    });
    const withCustomer = page.items.find((c: Body) => c.customerNumber);
    const byCustomer = (await api.get(`/configurations?customerNumber=${withCustomer.customerNumber}`)).body.items;
    expect(byCustomer.every((c: Body) => c.customerNumber === withCustomer.customerNumber)).toBe(true);
    expect((await api.get('/configurations?itemNumber=FV-80005')).body.items.every((c: Body) => c.itemNumber === 'FV-80005')).toBe(true);
    expect(
      (await api.get(`/configurations?search=${withCustomer.customerName.slice(0, 6).toLowerCase()}`)).body.items.map((c: Body) => c.configurationNumber),
    ).toContain(withCustomer.configurationNumber);
    const fresh = await created();
    const since = (await api.get(`/configurations?modifiedSince=${encodeURIComponent(fresh.createdDate)}`)).body.items.map((c: Body) => c.configurationNumber);
    expect(since).toContain(fresh.configurationNumber);
    expect(since).not.toContain(numbers[0]);
  });
});

describe('reconfigure', () => {
  it('replaces the whole value set when values are sent', async () => {
    const cfg = await created();
    const res = await api.post(`/configurations/${cfg.configurationNumber}/reconfigure`, {
      values: awningValues({ VALANCE: null, REMOTE: null, DRIVE: { optionCode: 'CRANK' } }),
    });
    expect(res.status).toBe(200);
    expect(res.body.values.map((v: Body) => v.featureCode)).not.toContain('VALANCE');
    expect(res.body.values.map((v: Body) => v.featureCode)).not.toContain('REMOTE');
    expect(res.body.configurationSurchargePerUnit).toBe('7100.00');
  });

  it('changes only the quantity when values are omitted', async () => {
    const cfg = await created();
    const res = await api.post(`/configurations/${cfg.configurationNumber}/reconfigure`, { quantity: '3' });
    expect(res.body.values).toEqual(cfg.values);
    expect(res.body).toMatchObject({ quantity: '3', unitPrice: '24830.00', totalPrice: '74490.00' });
  });

  it('lets a customer claim an anonymous configuration, priced in its currency, and refuses another claim', async () => {
    const cfg = await created();
    const swede = await customerWhere((c) => c.defaultCurrencyCode === 'SEK');
    const claimed = await api.post(`/configurations/${cfg.configurationNumber}/reconfigure`, { customerNumber: swede.customerNumber });
    expect(claimed.body).toMatchObject({ customerNumber: swede.customerNumber, customerName: swede.name, currencyCode: 'SEK' });
    const other = await customerWhere((c) => c.customerNumber !== swede.customerNumber);
    const again = await api.post(`/configurations/${cfg.configurationNumber}/reconfigure`, { customerNumber: other.customerNumber });
    expect([again.status, codes(again)]).toEqual([409, ['Configuration.CustomerAlreadySet']]);
    expect(codes(await api.post(`/configurations/${cfg.configurationNumber}/reconfigure`, { itemNumber: 'FV-80002' }))).toEqual([
      'Configuration.ItemNumberFixed',
    ]);
    expect(codes(await api.post(`/configurations/${cfg.configurationNumber}/reconfigure`, { values: [] }))).toContain(
      'FeatureExplosion.RequiredFeatureMissing',
    );
  });
});

describe('order and delete', () => {
  it('needs a customer before ordering', async () => {
    const cfg = await created();
    const res = await api.post(`/configurations/${cfg.configurationNumber}/order`);
    expect([res.status, codes(res), fields(res)]).toEqual([400, ['Configuration.CustomerRequired'], ['customerNumber']]);
  });

  it('creates a sales order in the customer currency with the composed price as a manual price, then freezes the configuration', async () => {
    const customer = await customerWhere((c) => c.defaultCurrencyCode === 'EUR');
    const cfg = await created({ customerNumber: customer.customerNumber, quantity: 2 });
    const res = await api.post(`/configurations/${cfg.configurationNumber}/order`, { customerReference: 'Terrace 2' });
    expect(res.status).toBe(201);
    const order = res.body;
    expect(res.headers.location).toBe(order.links.self);
    expect(order.links.self).toMatch(/\/preview\/orders\/SO-\d+$/);
    expect(order).toMatchObject({
      status: 'Placed',
      customerNumber: customer.customerNumber,
      currencyCode: 'EUR',
      customerReference: 'Terrace 2',
      lineCount: 1,
      totalAmount: cfg.totalPrice,
    });
    expect(order.lines[0]).toMatchObject({
      itemNumber: AWNING,
      quantity: '2',
      unitPrice: cfg.unitPrice,
      discountPercent: '0',
      isManualPrice: true,
      configurationNumber: cfg.configurationNumber,
      lineTotal: cfg.totalPrice,
    });
    expect((await api.get(order.links.self)).body).toEqual(order);

    const frozen = (await api.get(cfg.links.self)).body;
    expect(frozen).toMatchObject({ salesOrderNumber: order.orderNumber, unitPrice: cfg.unitPrice });
    for (const res409 of [
      await api.post(`/configurations/${cfg.configurationNumber}/reconfigure`, { quantity: 1 }),
      await api.raw(`/configurations/${cfg.configurationNumber}`, 'DELETE', {}),
      await api.post(`/configurations/${cfg.configurationNumber}/order`),
    ])
      expect([res409.status, codes(res409)]).toEqual([409, ['Configuration.AlreadyOrdered']]);
    const list = (await api.get('/configurations?pageSize=200')).body.items.map((c: Body) => c.configurationNumber);
    expect(list).not.toContain(cfg.configurationNumber);
    const deletions = (await api.get('/deletions?pageSize=200')).body.items;
    expect(deletions.some((d: Body) => d.key === cfg.configurationNumber)).toBe(false);
  });

  it('deletes an unordered configuration with a deletion record', async () => {
    const cfg = await created();
    const res = await api.raw(`/configurations/${cfg.configurationNumber}`, 'DELETE', {});
    expect([res.status, res.text]).toEqual([204, '']);
    expect(codes(await api.get(cfg.links.self))).toEqual(['Configuration.NotFound']);
    expect((await api.raw(`/configurations/${cfg.configurationNumber}`, 'DELETE', {})).status).toBe(404);
    const deletions = (await api.get('/deletions?pageSize=200')).body.items;
    expect(deletions.find((d: Body) => d.key === cfg.configurationNumber)).toMatchObject({ entityType: 'Configuration' });
  });
});

describe('latency hook for benchmarks', () => {
  it('delays each calculate call by a seeded random time within the range', async () => {
    const rule = { kind: 'latency', latencyMs: 120, latencyMaxMs: 160, method: 'POST', pathPrefix: '/preview/configurations/calculate' };
    expect((await control.post(sb, '/faults', { rules: [rule] })).status).toBe(200);
    try {
      const fired = async () => ((await control.get(sb, '/faults')).body!.rules as { fired: number }[])[0]!.fired;
      const t0 = Date.now();
      await calculate({ itemNumber: AWNING });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(120);
      expect(await fired()).toBe(1);
      // Another call is not held: the rule does not fire for it (a duration would depend on the machine's load).
      await api.get('/configurations?pageSize=1');
      expect(await fired()).toBe(1);
    } finally {
      await control.delete(sb, '/faults');
    }
    expect(codes(await control.post(sb, '/faults', { kind: 'latency', latencyMs: 100, latencyMaxMs: 50 }))).toEqual(['Sandbox.InvalidFault']);
  });
});
