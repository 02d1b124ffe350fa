import { describe, expect, it } from 'vitest';
import type { CountDetail, CountMovements, Stock } from '../../../src/shared/contract/warehouse';
import { sub } from '../../../src/shared/domain/decimal';
import { committed, control, newOperationId, refusal, useWarehouseHarness } from './support';

const { app, sandbox } = useWarehouseHarness();

const onHand = async (itemNumber: string, locationCode: string) => {
  const stock = await app().call<Stock>('warehouse.stock.get', { itemNumber });
  return stock.locations.find((l) => l.warehouseCode === 'OSL' && l.locationCode === locationCode)?.quantityOnHand;
};
const adjust = (itemNumber: string, quantity: string) =>
  app().call('warehouse.adjustments.create', {
    operationId: newOperationId(),
    itemNumber,
    warehouseCode: 'OSL',
    locationCode: 'A-14',
    quantity,
    notes: 'Late put-away',
  });
const countOf = async (itemNumber: string) => {
  const count = await app().call<CountDetail>('warehouse.counts.create', {
    operationId: newOperationId(),
    type: 'Impulse',
    warehouseCode: 'OSL',
    itemNumber,
    blindCount: false,
    autoStart: true,
  });
  const line = count.lines.find((l) => l.locationCode === 'A-14')!;
  return { count, line };
};
const record = (countNumber: string, lineNumber: number | null, countedQuantity: string) =>
  control(sandbox(), `/counts/${countNumber}/record`, { lines: [{ lineNumber, countedQuantity }] });
const complete = (countNumber: string) => control(sandbox(), `/counts/${countNumber}/complete`, { fill: 'expected' });
const countAdjustments = (countNumber: string) =>
  sandbox()
    .ledger.entries({ pathPrefix: '/preview/inventory/counts' })
    .filter((e) => e.resourceRef === `inventory/counts/${countNumber}` && /applied, [1-9]/.test(e.effect));

describe('a count never books a movement twice', () => {
  it('refuses to post a put-away made during the count again, names the line, and posts against current stock on request', async () => {
    // FV-10092 at OSL/A-14: recorded 104 when the count is created.
    const { count, line } = await countOf('FV-10092');
    expect(line.expectedQuantity).toBe('104');
    await adjust('FV-10092', '5');
    expect(await onHand('FV-10092', 'A-14')).toBe('109');
    await record(count.countNumber, line.lineNumber, '109');
    await complete(count.countNumber);

    // The old apply posted +5 again: on hand 114 while the shelf holds 109.
    const refused = await refusal(app(), 'warehouse.counts.apply', { operationId: newOperationId(), countNumber: count.countNumber });
    expect(refused.code).toBe('InventoryCount.StockMoved');
    expect(refused.detail).toContain(`line ${line.lineNumber} (FV-10092 at A-14: +5)`);
    expect(committed(sandbox(), `/preview/inventory/counts/${count.countNumber}/apply`)).toHaveLength(0);
    expect(await onHand('FV-10092', 'A-14')).toBe('109');

    const movements = await app().call<CountMovements>('warehouse.counts.movements', { countNumber: count.countNumber });
    expect(movements.lines).toHaveLength(1);
    expect(movements.lines[0]).toMatchObject({
      lineNumber: line.lineNumber,
      locationCode: 'A-14',
      recordedQuantity: '104',
      movedQuantity: '5',
      bookAtCounting: '109',
      countedQuantity: '109',
      differenceToPost: '0',
    });
    expect(movements.lines[0]!.movements).toEqual([expect.objectContaining({ transactionType: 'Adjustment', quantity: '5' })]);

    const applied = await app().call<CountDetail>('warehouse.counts.apply', {
      operationId: newOperationId(),
      countNumber: count.countNumber,
      postAgainstCurrentStock: [line.lineNumber],
    });
    expect(applied.status).toBe('Applied');
    expect(applied.lines.find((l) => l.lineNumber === line.lineNumber)).toMatchObject({ expectedQuantity: '109', varianceQuantity: '0' });
    expect(await onHand('FV-10092', 'A-14')).toBe('109');
    expect(countAdjustments(count.countNumber)).toHaveLength(0);
  });

  it('sends moved lines back to be counted again, and then posts only what the shelf differs from stock now', async () => {
    const { count, line } = await countOf('FV-10092');
    const before = (await onHand('FV-10092', 'A-14'))!;
    await adjust('FV-10092', '5');
    await record(count.countNumber, line.lineNumber, sub(before, '2'));
    await complete(count.countNumber);

    const recount = await app().call<CountDetail>('warehouse.counts.recount', {
      operationId: newOperationId(),
      countNumber: count.countNumber,
      lineNumbers: [line.lineNumber],
    });
    expect(recount.status).toBe('InProgress');
    expect(recount.lines.find((l) => l.lineNumber === line.lineNumber)).toMatchObject({ countedQuantity: null, expectedQuantity: sub(before, '-5') });
    // The counter finds one short of the stock now.
    await record(count.countNumber, line.lineNumber, sub(before, '-4'));
    await complete(count.countNumber);
    const applied = await app().call<CountDetail>('warehouse.counts.apply', { operationId: newOperationId(), countNumber: count.countNumber });
    expect(applied.status).toBe('Applied');
    expect(await onHand('FV-10092', 'A-14')).toBe(sub(before, '-4'));
  });

  it('leaves a movement after the line was counted to the variance: nothing to settle, the shelf figure results', async () => {
    const { count, line } = await countOf('FV-10092');
    const recorded = line.expectedQuantity!;
    // One unit was missing when counted; two are picked afterwards.
    await record(count.countNumber, line.lineNumber, sub(recorded, '1'));
    await adjust('FV-10092', '-2');
    await complete(count.countNumber);
    const movements = await app().call<CountMovements>('warehouse.counts.movements', { countNumber: count.countNumber });
    expect(movements.lines).toEqual([]);
    await app().call<CountDetail>('warehouse.counts.apply', { operationId: newOperationId(), countNumber: count.countNumber });
    expect(await onHand('FV-10092', 'A-14')).toBe(sub(recorded, '3'));
  });
});
