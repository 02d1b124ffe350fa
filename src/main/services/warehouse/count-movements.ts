import type { MovedCountLine } from '@shared/contract/warehouse';
import { earliestSnapshot, movedLines, type CountedLine, type MovedLine } from '@shared/domain/count-movements';
import { add, sub } from '@shared/domain/decimal';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp';
import { collect } from '../../erp/paging';
import type { InventoryCountDetail, InventoryCountLine } from '../../erp/preview/inventory-counts';

/**
 * Stock that moved at a count's lines while they were counted (docs/api-assumptions.md 290-291):
 * found from the warehouse's transactions, and settled before an apply so no movement is posted twice.
 */
type Line = CountedLine & { source: InventoryCountLine };

function countedLines(count: InventoryCountDetail): Line[] {
  return count.lines.flatMap((l) =>
    l.lineNumber === null || l.lineNumber === undefined
      ? []
      : [
          {
            lineNumber: l.lineNumber,
            itemNumber: l.itemNumber,
            locationCode: l.locationCode ?? null,
            batchNumber: l.batchNumber ?? null,
            serialNumber: l.serialNumber ?? null,
            expectedAt: l.expectedAt ?? null,
            countedAt: l.countedAt ?? null,
            source: l,
          },
        ],
  );
}

/** One read of the warehouse's movements since the earliest snapshot: ceil(M/200) calls, whatever the number of items. */
export async function movedLinesOf(client: ErpClient, count: InventoryCountDetail): Promise<MovedLine<Line>[]> {
  const lines = countedLines(count);
  if (!count.createdDate || !count.warehouseCode) {
    throw new AppError({
      kind: 'conflict',
      code: 'InventoryCount.NoCreatedDate',
      codes: ['InventoryCount.NoCreatedDate'],
      title: `Count ${count.countNumber} does not say when it was created or where`,
      detail: 'Without that the app cannot tell whether stock moved while it was counted, so it does not post it.',
    });
  }
  const scope = { countNumber: count.countNumber, warehouseCode: count.warehouseCode, createdDate: count.createdDate };
  const movements = await collect(
    client.preview.inventoryTransactions.all({ warehouseCode: count.warehouseCode, modifiedSince: earliestSnapshot(lines, scope) }, { pageSize: 200 }),
  );
  const asMovements = movements.map((t) => ({
    ...t,
    warehouseCode: t.warehouseCode ?? null,
    locationCode: t.locationCode ?? null,
    targetLocationCode: t.targetLocationCode ?? null,
    batchNumber: t.batchNumber ?? null,
    serialNumber: t.serialNumber ?? null,
    referenceType: t.referenceType ?? null,
    referenceId: t.referenceId ?? null,
  }));
  return movedLines(lines, asMovements, scope);
}

export function toMovedCountLine({ line, movements, netQuantity }: MovedLine<Line>): MovedCountLine {
  const recorded = line.source.expectedQuantity ?? null;
  const counted = line.source.countedQuantity ?? null;
  const book = recorded === null ? null : add(recorded, netQuantity);
  return {
    lineNumber: line.lineNumber,
    itemNumber: line.itemNumber,
    itemName: line.source.itemName ?? null,
    locationCode: line.locationCode,
    batchNumber: line.batchNumber,
    serialNumber: line.serialNumber,
    recordedQuantity: recorded,
    countedQuantity: counted,
    countedAt: line.countedAt,
    movedQuantity: netQuantity,
    bookAtCounting: book,
    differenceToPost: book === null || counted === null ? null : sub(counted, book),
    movements: movements.map((m) => ({
      transactionType: m.transactionType,
      transactionDate: m.transactionDate,
      quantity: m.quantity,
      reference: m.referenceType && m.referenceId ? `${m.referenceType} ${m.referenceId}` : (m.referenceId ?? null),
    })),
  };
}

const signed = (q: string) => (q.startsWith('-') ? q : `+${q}`);

export function stockMovedError(countNumber: string, moved: MovedLine<Line>[]): AppError {
  const named = moved
    .map(({ line, netQuantity }) => `line ${line.lineNumber} (${line.itemNumber} at ${line.locationCode ?? '–'}: ${signed(netQuantity)})`)
    .join(', ');
  return new AppError({
    kind: 'conflict',
    code: 'InventoryCount.StockMoved',
    codes: ['InventoryCount.StockMoved'],
    title: `Stock moved while count ${countNumber} was counted`,
    detail: `Stock moved at ${named} after the recorded quantity was taken. Applying would post that movement again. Recount the line${moved.length > 1 ? 's' : ''} or post against current stock.`,
  });
}

/**
 * Before an apply: moved lines the user chose are recalculated to the stock when they were counted
 * (row 291), any other moved line stops the apply. Checked again after recalculating, so a movement
 * booked in between is never posted twice either.
 */
export async function settleMovedLines(client: ErpClient, count: InventoryCountDetail, chosen: readonly number[], operationId: string): Promise<void> {
  const moved = await movedLinesOf(client, count);
  if (moved.length === 0) return;
  const unchosen = moved.filter((m) => !chosen.includes(m.line.lineNumber));
  if (unchosen.length > 0) throw stockMovedError(count.countNumber, unchosen);
  const lineNumbers = moved.map((m) => m.line.lineNumber);
  // The key names the lines: a retry of the same choice replays, a new set of moved lines is a new request.
  const recalculated = await client.preview.inventoryCounts.recalculate(
    count.countNumber,
    { lineNumbers, recount: false },
    { operationId: `warehouse.count-recalculate:${operationId}:${lineNumbers.join('-')}` },
  );
  const still = await movedLinesOf(client, recalculated);
  if (still.length > 0) throw stockMovedError(count.countNumber, still);
}
