import { describe, expect, it } from 'vitest';
import type { CountDetail, CountRow, Stock } from '../../../src/shared/contract/warehouse';
import { add, sum } from '../../../src/shared/domain/decimal';
import { committed, control, messagesFor, newOperationId, refusal, useWarehouseHarness } from './support';

const { app, sandbox } = useWarehouseHarness();

type Page = { items: CountRow[]; totalCount: number; page: number; pageSize: number };
const list = (input: object) => app().call<Page>('warehouse.counts.list', input);
const create = (input: object) => app().call<CountDetail>('warehouse.counts.create', { operationId: newOperationId(), ...input });

describe('the counts table', () => {
  it('pages on the server and filters by status and warehouse', async () => {
    const first = await list({ page: 1, pageSize: 5 });
    const second = await list({ page: 2, pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    expect(second.items[0]!.countNumber).not.toBe(first.items[0]!.countNumber);
    expect(first.items.map((c) => c.countNumber)).toEqual([...first.items.map((c) => c.countNumber)].sort());

    const drafts = await list({ status: 'Draft', pageSize: 200 });
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((c) => c.status === 'Draft')).toBe(true);
    const bergen = await list({ warehouseCode: 'BGN', pageSize: 200 });
    expect(bergen.items.every((c) => c.warehouseCode === 'BGN')).toBe(true);
    expect(bergen.totalCount).toBeLessThan((await list({ pageSize: 200 })).totalCount);
  });

  it('carries each variance value with the Demo tenant’s base currency, NOK (row 350)', async () => {
    const all = (await list({ pageSize: 200 })).items;
    const valued = all.filter((c) => c.totalVarianceValue !== null);
    expect(valued.length).toBeGreaterThan(0);
    expect(valued.every((c) => c.totalVarianceValue!.currency === 'NOK' && /^-?\d+(\.\d+)?$/.test(c.totalVarianceValue!.amount))).toBe(true);
    const byValue = await list({ pageSize: 200, sort: { field: 'totalVarianceValue', desc: false } });
    const amounts = byValue.items.filter((c) => c.totalVarianceValue).map((c) => Number(c.totalVarianceValue!.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const detail = await app().call<CountDetail>('warehouse.counts.get', { countNumber: valued[0]!.countNumber });
    expect(detail.totalVarianceValue).toEqual(valued[0]!.totalVarianceValue);
    expect(detail.lines.some((l) => l.varianceValue !== null)).toBe(true);
    expect(detail.lines.every((l) => l.varianceValue === null || l.varianceValue.currency === 'NOK')).toBe(true);
  });

  it('sorts across all pages, not just the one shown', async () => {
    const all = (await list({ pageSize: 200 })).items;
    const byProgress = await list({ pageSize: 3, sort: { field: 'progress', desc: true } });
    const ratio = (c: CountRow) => (c.totalLines ? (c.countedLines ?? 0) / c.totalLines : 0);
    expect(ratio(byProgress.items[0]!)).toBe(Math.max(...all.map(ratio)));
    expect(byProgress.totalCount).toBe(all.length);
    const newestFirst = all.map((c) => c.countNumber).reverse();
    for (const page of [1, 2, 3]) {
      const desc = await list({ page, pageSize: 5, sort: { field: 'countNumber', desc: true } });
      expect(desc.items.map((c) => c.countNumber)).toEqual(newestFirst.slice((page - 1) * 5, page * 5));
      expect(desc.totalCount).toBe(all.length);
    }
    expect((await list({ page: 9, pageSize: 5, sort: { field: 'countNumber', desc: true } })).items).toEqual([]);
  });

  it('refuses an unknown status with a message naming the field', async () => {
    const error = await refusal(app(), 'warehouse.counts.list', { status: 'Closed' });
    expect(messagesFor(error, 'status')[0]).toMatch(/status: choose Draft/);
  });
});

describe('creating counts', () => {
  it('creates each type with only its own field, blind by default, and started on request', async () => {
    const made = [
      await create({ type: 'Full', warehouseCode: 'TRD' }),
      await create({ type: 'Location', warehouseCode: 'OSL', zoneFilter: 'C' }),
      await create({ type: 'Location', warehouseCode: 'OSL', locationCodeFilter: 'B-13' }),
      await create({ type: 'Category', warehouseCode: 'OSL', categoryCode: 'FUEL' }),
      await create({ type: 'Random', warehouseCode: 'BGN', randomSampleSize: 3 }),
      await create({ type: 'Impulse', warehouseCode: 'OSL', itemNumber: 'FV-10062', autoStart: true }),
    ];
    expect(made.map((c) => c.type)).toEqual(['Full', 'Location', 'Location', 'Category', 'Random', 'Impulse']);
    expect(made.map((c) => c.status)).toEqual(['Draft', 'Draft', 'Draft', 'Draft', 'Draft', 'InProgress']);
    expect(made.map((c) => c.filter)).toEqual([null, 'Zone C', 'Location B-13', 'Category FUEL', 'Random sample of 3', 'Item FV-10062']);
    for (const count of made) {
      expect(count.blindCount).toBe(true);
      expect(count.totalLines).toBeGreaterThan(0);
      // Blind: the counter does not see the book quantity while counting.
      expect(count.lines.every((l) => l.expectedQuantity === null)).toBe(true);
    }
    expect(made[5]!.startedAt).toMatch(/Z$/);
    const open = await create({ type: 'Impulse', warehouseCode: 'OSL', itemNumber: 'FV-10001', blindCount: false });
    expect(open.blindCount).toBe(false);
    expect(open.lines[0]!.expectedQuantity).toBe('96');
  });

  it("refuses another type's field, and a type without its own, naming the field", async () => {
    const foreign = await refusal(app(), 'warehouse.counts.create', {
      operationId: newOperationId(),
      type: 'Full',
      warehouseCode: 'OSL',
      categoryCode: 'FUEL',
    });
    // Named as the form labels it, never by its identifier.
    expect(foreign.fieldErrors.map((f) => f.message).join(' ')).toMatch(/Category does not apply to a Full count/);
    expect(foreign.fieldErrors.map((f) => f.message).join(' ')).not.toMatch(/categoryCode/);
    const noFilter = await refusal(app(), 'warehouse.counts.create', { operationId: newOperationId(), type: 'Location', warehouseCode: 'OSL' });
    expect(messagesFor(noFilter, 'zoneFilter')).toEqual(['A location count needs a zone or a location']);
    const both = await refusal(app(), 'warehouse.counts.create', {
      operationId: newOperationId(),
      type: 'Location',
      warehouseCode: 'OSL',
      zoneFilter: 'A',
      locationCodeFilter: 'A-01',
    });
    expect(messagesFor(both, 'locationCodeFilter')).toEqual(['Choose a zone or a location, not both']);
    const sample = await refusal(app(), 'warehouse.counts.create', {
      operationId: newOperationId(),
      type: 'Random',
      warehouseCode: 'OSL',
      randomSampleSize: 0,
    });
    expect(messagesFor(sample, 'randomSampleSize')).toEqual(['Sample size: count at least 1 item']);
    const noWarehouse = await refusal(app(), 'warehouse.counts.create', { operationId: newOperationId(), type: 'Full', warehouseCode: '' });
    expect(messagesFor(noWarehouse, 'warehouseCode')).toEqual(['Choose a warehouse']);
  });

  it("puts the ERP's refusals next to the field, and says plainly when nothing matched", async () => {
    const zone = await refusal(app(), 'warehouse.counts.create', { operationId: newOperationId(), type: 'Location', warehouseCode: 'TRD', zoneFilter: 'Q' });
    expect(zone.fieldErrors).toContainEqual(expect.objectContaining({ field: 'zoneFilter', code: 'WarehouseLocation.NotFound' }));
    const category = await refusal(app(), 'warehouse.counts.create', {
      operationId: newOperationId(),
      type: 'Category',
      warehouseCode: 'OSL',
      categoryCode: 'NOPE',
    });
    expect(category.fieldErrors).toContainEqual(expect.objectContaining({ field: 'categoryCode', code: 'ItemCategory.NotFound' }));
    const warehouse = await refusal(app(), 'warehouse.counts.create', { operationId: newOperationId(), type: 'Full', warehouseCode: 'XXX' });
    expect(warehouse.fieldErrors).toContainEqual(expect.objectContaining({ field: 'warehouseCode', code: 'Warehouse.NotFound' }));
    // FV-10001 has no stock in Trondheim: an impulse count there has nothing to count.
    const empty = await refusal(app(), 'warehouse.counts.create', {
      operationId: newOperationId(),
      type: 'Impulse',
      warehouseCode: 'TRD',
      itemNumber: 'FV-10001',
    });
    expect(empty.code).toBe('InventoryCount.NoLinesGenerated');
  });
});

describe('counting and applying', () => {
  it('shows progress as the warehouse app counts, applies only when completed, and the stock changes', async () => {
    const count = await create({ type: 'Impulse', warehouseCode: 'OSL', itemNumber: 'FV-10062', autoStart: true, description: 'Gas canisters' });
    const first = count.lines[0]!;
    await control(sandbox(), `/counts/${count.countNumber}/record`, { lines: [{ lineNumber: first.lineNumber, countedQuantity: '3' }] });
    const counting = await app().call<CountDetail>('warehouse.counts.get', { countNumber: count.countNumber });
    expect(counting).toMatchObject({ status: 'InProgress', countedLines: 1, totalLines: count.totalLines, linesWithVariance: null });

    // Not completed yet: refused before any write reaches the ERP.
    const early = await refusal(app(), 'warehouse.counts.apply', { operationId: newOperationId(), countNumber: count.countNumber });
    expect(early.code).toBe('InventoryCount.NotCompleted');
    expect(committed(sandbox(), `/preview/inventory/counts/${count.countNumber}/apply`)).toHaveLength(0);

    await control(sandbox(), `/counts/${count.countNumber}/complete`, { fill: 'expected' });
    const completed = await app().call<CountDetail>('warehouse.counts.get', { countNumber: count.countNumber });
    expect(completed.status).toBe('Completed');
    expect(completed.linesWithVariance).toBe(1);
    const counted = sum(completed.lines.filter((l) => l.locationCode === first.locationCode).map((l) => l.countedQuantity!));

    const applied = await app().call<CountDetail>('warehouse.counts.apply', { operationId: newOperationId(), countNumber: count.countNumber });
    expect(applied.status).toBe('Applied');
    expect(applied.appliedAt).toMatch(/Z$/);
    const stock = await app().call<Stock>('warehouse.stock.get', { itemNumber: 'FV-10062' });
    const atLocation = stock.locations.filter((l) => l.warehouseCode === 'OSL' && l.locationCode === first.locationCode).map((l) => l.quantityOnHand);
    expect(sum(atLocation)).toBe(counted);
    expect(add(completed.lines[0]!.expectedQuantity!, completed.lines[0]!.varianceQuantity!)).toBe('3');

    const activity = app().core.ctx.activity.list({ search: count.countNumber });
    expect(activity[0]).toMatchObject({ operation: 'warehouse.counts.apply', outcome: 'ok' });
    expect(activity[0]!.summary).toMatch(new RegExp(`Apply count ${count.countNumber}: 1 line\\(s\\) with variance, value -?[\\d.]+ NOK`));
  });

  it('applies once when the answer is lost and the apply is sent again', async () => {
    const count = await create({ type: 'Impulse', warehouseCode: 'BGN', itemNumber: 'FV-10062', autoStart: true });
    await control(sandbox(), `/counts/${count.countNumber}/complete`, { fill: 'seeded' });
    const path = `/preview/inventory/counts/${count.countNumber}/apply`;
    sandbox().faults.configure([{ kind: 'drop-after-commit', pathPrefix: path, count: 1 }]);
    const operationId = newOperationId();
    const first = await app().raw('warehouse.counts.apply', { operationId, countNumber: count.countNumber });
    expect(sandbox().faults.rules()[0]!.fired).toBe(1);
    sandbox().faults.clear();
    // The screen's retry after a lost answer reuses the dialog's operation id.
    const again = await app().call<CountDetail>('warehouse.counts.apply', { operationId, countNumber: count.countNumber });
    expect(first.ok || again.status === 'Applied').toBe(true);
    expect(again.status).toBe('Applied');
    expect(committed(sandbox(), path)).toHaveLength(1);
    // A new apply of an applied count is a new request: the ERP refuses it.
    const fresh = await refusal(app(), 'warehouse.counts.apply', { operationId: newOperationId(), countNumber: count.countNumber });
    expect(fresh.code).toBe('InventoryCount.NotCompleted');
  });
});
