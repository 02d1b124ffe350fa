import type { HistoryPeriod, StockHistory } from '@shared/contract/warehouse';
import { sub } from '@shared/domain/decimal';
import { safetyStockSetting } from '@shared/domain/safety-stock';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { collect } from '../../erp/paging';
import { toTransactionRow } from './stock';

/** Movements read at most for one history: 10 pages of 200, the newest (docs/api-assumptions.md 344). */
export const HISTORY_MAX_MOVEMENTS = 2000;
const PAGE_SIZE = 200;
const DAY_MS = 86_400_000;

/**
 * An item's stock in one warehouse after each movement of the period (docs/api-assumptions.md 344):
 * the ERP lists movements newest first, later-booked first at the same instant, so the newest
 * 2,000 are read and turned round. Every figure is the ERP's decimal string; the balance before the
 * first movement is its balance after less its quantity, in decimals.
 */
export async function stockHistoryOf(
  client: ErpClient,
  { itemNumber, warehouseCode, days, now }: { itemNumber: string; warehouseCode: string; days: HistoryPeriod; now: number },
): Promise<StockHistory> {
  const from = days === null ? null : new Date(now - days * DAY_MS).toISOString();
  let total = 0;
  const [movements, settings] = await Promise.all([
    collect(
      client.preview.inventoryTransactions.all(
        { itemNumber, warehouseCode, ...(from ? { modifiedSince: from } : {}) },
        { pageSize: PAGE_SIZE, maxPages: HISTORY_MAX_MOVEMENTS / PAGE_SIZE, onTotal: (n) => (total = n) },
      ),
    ),
    client.preview.itemWarehouses.list({ itemNumber, warehouseCode }, { pageSize: 1 }),
  ]);
  // The list's filters are exact, but a lenient server may answer more: only this item here counts.
  const points = movements
    .filter((t) => t.itemNumber === itemNumber && t.warehouseCode === warehouseCode)
    .reverse()
    .map(toTransactionRow);
  const first = points[0];
  if (first && first.balanceAfter === null) {
    throw new AppError({
      kind: 'problem',
      code: 'StockHistory.NoBalance',
      codes: ['StockHistory.NoBalance'],
      title: `The ERP gives no balance after the movements of ${itemNumber} in ${warehouseCode}`,
      detail: 'Without it the stock over time cannot be drawn; the movements themselves are listed under Recent movements.',
    });
  }
  const row = settings.items.find((s) => s.itemNumber === itemNumber && (s.warehouseCode ?? warehouseCode) === warehouseCode);
  const safety = safetyStockSetting({ safetyStock: row?.safetyStock ?? null, calculatedSafetyStock: row?.calculatedSafetyStock ?? null });
  return {
    itemNumber,
    warehouseCode,
    from,
    openingBalance: first?.balanceAfter ? sub(first.balanceAfter, first.quantity) : null,
    points,
    olderLeftOut: total > movements.length,
    reorderPoint: row?.minQuantity ?? null,
    safetyStock: safety.value,
    safetyStockSource: safety.source,
  };
}

export const stockHistoryHandlers: HandlerGroup<'warehouse.stock.history'> = {
  'warehouse.stock.history': async (ctx, { itemNumber, warehouseCode, days }) => {
    const { client } = await ctx.connection.activeClient();
    return stockHistoryOf(client, { itemNumber, warehouseCode, days, now: Date.now() });
  },
};
