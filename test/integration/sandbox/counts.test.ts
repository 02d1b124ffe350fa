import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, control, fields, firstItem, start, stockRows, type Body } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

const create = (body: Record<string, unknown>) => client(sb).post('/inventory/counts', body);

describe('inventory counts: create', () => {
  it('creates each type with its companion field, in Draft, blind by default', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=None&isActive=true');
    const bodies = [
      { type: 'Full', warehouseCode: 'TRD' },
      { type: 'Location', warehouseCode: 'OSL', zoneFilter: 'r' },
      { type: 'Location', warehouseCode: 'OSL', locationCodeFilter: (await stockRows(api, item.itemNumber, 'OSL'))[0].locationCode },
      { type: 'Category', warehouseCode: 'OSL', categoryCode: 'food' },
      { type: 'Random', warehouseCode: 'OSL', randomSampleSize: 5 },
      { type: 'impulse', warehouseCode: 'OSL', itemNumber: item.itemNumber },
    ];
    for (const body of bodies) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(201);
      expect(res.body).toMatchObject({ status: 'Draft', blindCount: true, startedAt: null });
      expect(res.body.type.toLowerCase()).toBe(String(body.type).toLowerCase());
      expect(res.body.totalLines).toBeGreaterThan(0);
      expect(res.headers.location).toBe(res.body.links.self);
      expect(res.body.lines.every((l: { expectedQuantity: string | null }) => l.expectedQuantity === null)).toBe(true);
    }
    const random = await create({ type: 'Random', warehouseCode: 'OSL', randomSampleSize: 5 });
    expect(new Set(random.body.lines.map((l: { itemNumber: string }) => l.itemNumber)).size).toBe(5);
    const impulse = await create({ type: 'Impulse', warehouseCode: 'OSL', itemNumber: item.itemNumber });
    expect(impulse.body.lines.every((l: { itemNumber: string }) => l.itemNumber === item.itemNumber)).toBe(true);
  });

  it('autoStart creates it InProgress; blindCount false shows the expected quantity', async () => {
    const res = await create({ type: 'Location', warehouseCode: 'BGN', zoneFilter: 'A', autoStart: true, blindCount: false });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('InProgress');
    expect(res.body.startedAt).not.toBeNull();
    expect(res.body.lines[0].expectedQuantity).toMatch(/^\d+(\.\d+)?$/);
  });

  it('rejects a companion field of another type, a missing companion and ABC', async () => {
    const wrong = await create({ type: 'Full', warehouseCode: 'OSL', categoryCode: 'FOOD' });
    expect(wrong.status).toBe(400);
    expect(fields(wrong)).toEqual(['categoryCode']);
    expect(codes(wrong)).toEqual(['InventoryCount.FieldNotAllowedForType']);
    const cross = await create({ type: 'Impulse', warehouseCode: 'OSL', itemNumber: 'FV-10001', randomSampleSize: 3 });
    expect(fields(cross)).toEqual(['randomSampleSize']);
    const missing = await create({ type: 'Category', warehouseCode: 'OSL' });
    expect(codes(missing)).toEqual(['InventoryCount.CompanionFieldRequired']);
    expect(codes(await create({ type: 'ABC', warehouseCode: 'OSL' }))).toEqual(['InventoryCount.TypeNotAvailable']);
    expect(codes(await create({ type: 'Location', warehouseCode: 'OSL', zoneFilter: 'A', locationCodeFilter: 'A-01' }))).toEqual([
      'InventoryCount.AmbiguousLocationFilter',
    ]);
    expect(codes(await create({ type: 'Full', warehouseCode: 'NOPE' }))).toEqual(['Warehouse.NotFound']);
    expect(codes(await create({ type: 'Weekly', warehouseCode: 'OSL' }))).toEqual(['Validation.UnknownEnumValue']);
  });

  it('answers InventoryCount.NoLinesGenerated when the filter matches no stock, creating nothing', async () => {
    const before = (await client(sb).get('/inventory/counts?pageSize=1')).body.totalCount;
    let unstocked = 'FV-10001';
    for (let n = 10001; (await stockRows(client(sb), unstocked, 'TRD')).length > 0; n++) unstocked = `FV-${n + 1}`;
    const res = await create({ type: 'Impulse', warehouseCode: 'TRD', itemNumber: unstocked });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['InventoryCount.NoLinesGenerated']);
    expect((await client(sb).get('/inventory/counts?pageSize=1')).body.totalCount).toBe(before);
  });
});

describe('inventory counts: lifecycle through the warehouse-app simulation', () => {
  it('records counted lines, completes, and applies the variances as Adjustment transactions', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 0);
    const created = await create({ type: 'Impulse', warehouseCode: 'OSL', itemNumber: item.itemNumber });
    const count = created.body;
    const line = count.lines[0];
    const rowBefore = (await stockRows(api, item.itemNumber, 'OSL')).find((r) => r.locationCode === line.locationCode);
    const expected = Number(rowBefore.quantityOnHand);

    const early = await api.post(`/inventory/counts/${count.countNumber}/apply`);
    expect(early.status).toBe(409);
    expect(codes(early)).toEqual(['InventoryCount.NotCompleted']);

    const recorded = await control.post(sb, `/counts/${count.countNumber}/record`, { lines: [{ lineNumber: line.lineNumber, countedQuantity: expected + 2 }] });
    expect(recorded.status).toBe(200);
    expect(recorded.body.status).toBe('InProgress');
    expect(recorded.body.countedLines).toBe(1);
    expect(recorded.body.lines[0].expectedQuantity).toBeNull(); // blind until completed
    const detail = await api.get(`/inventory/counts/${count.countNumber}`);
    expect(detail.body.lines[0].countedQuantity).toBe(String(expected + 2));

    const completed = await control.post(sb, `/counts/${count.countNumber}/complete`, { fill: 'expected' });
    expect(completed.body.status).toBe('Completed');
    expect(completed.body.countedLines).toBe(completed.body.totalLines);
    const counted = completed.body.lines[0];
    expect(counted).toMatchObject({ expectedQuantity: String(expected), countedQuantity: String(expected + 2), varianceQuantity: '2' });
    expect(Number(counted.varianceValue)).toBeGreaterThan(0);
    expect(completed.body.linesWithVariance).toBe(1);

    const applied = await api.post(`/inventory/counts/${count.countNumber}/apply`);
    expect(applied.status).toBe(200);
    expect(applied.body.status).toBe('Applied');
    expect(applied.body.appliedAt).not.toBeNull();
    const rowAfter = (await stockRows(api, item.itemNumber, 'OSL')).find((r) => r.locationCode === line.locationCode);
    expect(Number(rowAfter.quantityOnHand)).toBe(expected + 2);
    const postings = await api.get(`/inventory/transactions?itemNumber=${item.itemNumber}&transactionType=Adjustment&pageSize=5`);
    expect(postings.body.items[0]).toMatchObject({ referenceType: 'InventoryCount', referenceId: count.countNumber, quantity: '2' });
    expect(applied.headers['x-transaction-id']).toBe(postings.body.items[0].transactionId);

    const again = await api.post(`/inventory/counts/${count.countNumber}/apply`);
    expect(again.status).toBe(409);
  });

  it('fills uncounted lines with seeded variances and validates recorded lines', async () => {
    const created = await create({ type: 'Location', warehouseCode: 'OSL', zoneFilter: 'A', autoStart: true });
    const n = created.body.countNumber;
    const bad = await control.post(sb, `/counts/${n}/record`, {
      lines: [
        { lineNumber: 99999, countedQuantity: 1 },
        { lineNumber: 1, countedQuantity: '-1' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['lines[0].lineNumber', 'lines[1].countedQuantity']);
    const done = await control.post(sb, `/counts/${n}/complete`);
    expect(done.body.status).toBe('Completed');
    expect(done.body.linesWithVariance).toBeGreaterThan(0);
    expect(done.body.linesWithVariance).toBeLessThan(done.body.totalLines);
    expect((await control.post(sb, `/counts/${n}/record`, { lines: [{ lineNumber: 1, countedQuantity: 1 }] })).status).toBe(409);
  });

  it('accepts a CSV upload (multipart) of counted lines', async () => {
    const created = await create({ type: 'Location', warehouseCode: 'TRD', zoneFilter: 'A' });
    const n = created.body.countNumber;
    const form = new FormData();
    form.append('file', new Blob(['lineNumber,countedQuantity\n1,7\n2;0\n'], { type: 'text/csv' }), 'count.csv');
    const res = await fetch(`${sb.controlUrl}/counts/${n}/record`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { countedLines: number; lines: { countedQuantity: string | null }[] };
    expect(body.countedLines).toBe(2);
    expect(body.lines.slice(0, 2).map((l) => l.countedQuantity)).toEqual(['7', '0']);
  });
});

describe('inventory counts: reads', () => {
  it('lists counts across every state, filtered by status and warehouse', async () => {
    const api = client(sb);
    const all = (await api.get('/inventory/counts?pageSize=200')).body.items as Body[];
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['Draft', 'InProgress', 'Completed', 'Applied', 'Cancelled']));
    const numbers = all.map((c) => c.countNumber);
    expect(numbers).toEqual([...numbers].sort());
    const applied = await api.get('/inventory/counts?status=applied&warehouseCode=OSL&pageSize=200');
    expect(applied.body.items.every((c: Body) => c.status === 'Applied' && c.warehouseCode === 'OSL' && c.appliedAt)).toBe(true);
    expect(all[0]).not.toHaveProperty('lines');
    expect((await api.get('/inventory/counts/CNT-0')).status).toBe(404);
  });
});
