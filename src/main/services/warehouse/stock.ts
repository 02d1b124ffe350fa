import type { BatchRow, ItemSummary, TransactionRow } from '@shared/contract/warehouse';
import { unmatchedScanMessage } from '@shared/domain/barcode';
import { AppError } from '@shared/errors';
import { collect } from '../../erp/paging';
import type { ErpClient } from '../../erp/client';
import type { Batch } from '../../erp/preview/batches';
import type { InventoryTransaction } from '../../erp/preview/inventory-transactions';
import type { Item } from '../../erp/preview/items';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { gtinAttributeOf } from '../../store/profiles';

type StockCalls = 'warehouse.items.search' | 'warehouse.stock.get' | 'warehouse.batches.list' | 'warehouse.transactions.list';

export function toItemSummary(item: Item): ItemSummary {
  return {
    itemNumber: item.itemNumber,
    name: item.name ?? null,
    baseUnitCode: item.baseUnitCode ?? null,
    decimalPlaces: item.decimalPlaces ?? null,
    trackingType: item.trackingType ?? null,
  };
}

/**
 * The item, or a refusal that names the item number field (a scan of an unknown code lands here);
 * a barcode is told apart, naming the connection's GTIN attribute it is looked up through.
 */
export async function findItem(client: ErpClient, itemNumber: string, gtinAttribute?: string | null): Promise<Item> {
  try {
    return await client.preview.items.get(itemNumber);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'notFound') {
      const message = unmatchedScanMessage(itemNumber, `There is no item ${itemNumber} in the ERP.`, gtinAttribute);
      throw new AppError({ ...error.data, title: `No item ${itemNumber}`, detail: message, fieldErrors: [{ field: 'itemNumber', message }] });
    }
    throw error;
  }
}

function toBatchRow(b: Batch): BatchRow {
  return {
    batchNumber: b.batchNumber,
    status: b.status ?? null,
    expiryDate: b.expiryDate ?? null,
    bestBeforeDate: b.bestBeforeDate ?? null,
    daysUntilExpiry: b.daysUntilExpiry ?? null,
    isPickable: b.isPickable ?? null,
    isRecalled: b.isRecalled ?? null,
    quantityOnHand: b.quantityOnHand ?? null,
    receivedDate: b.receivedDate ?? null,
    supplierBatchNumber: b.supplierBatchNumber ?? null,
    supplierName: b.supplierName ?? null,
  };
}

export function toTransactionRow(t: InventoryTransaction): TransactionRow {
  return {
    transactionId: t.transactionId,
    transactionType: t.transactionType,
    transactionDate: t.transactionDate,
    warehouseCode: t.warehouseCode ?? null,
    locationCode: t.locationCode ?? null,
    batchNumber: t.batchNumber ?? null,
    serialNumber: t.serialNumber ?? null,
    quantity: t.quantity,
    balanceAfter: t.balanceAfter ?? null,
    referenceType: t.referenceType ?? null,
    referenceId: t.referenceId ?? null,
    notes: t.notes ?? null,
  };
}

export const stockHandlers: HandlerGroup<StockCalls> = {
  'warehouse.items.search': async (ctx, { search, limit }) => {
    const { client } = await ctx.connection.activeClient();
    const page = await client.preview.items.list({ search }, { pageSize: limit });
    return { items: page.items.map(toItemSummary), totalCount: page.totalCount };
  },

  'warehouse.stock.get': async (ctx, { itemNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    const item = await findItem(client, itemNumber, gtinAttributeOf(profile));
    const [availability, rows] = await Promise.all([
      client.preview.availability.forItem(item.itemNumber),
      client.preview.availability.stock({ itemNumber: item.itemNumber }),
    ]);
    return {
      item: toItemSummary(item),
      totalQuantityOnHand: availability.totalQuantityOnHand,
      totalAllocatedQuantity: availability.totalAllocatedQuantity,
      totalAvailableQuantity: availability.totalAvailableQuantity,
      warehouses: availability.warehouses.map((w) => ({
        warehouseCode: w.warehouseCode,
        warehouseName: w.warehouseName ?? null,
        quantityOnHand: w.quantityOnHand,
        allocatedQuantity: w.allocatedQuantity,
        availableQuantity: w.availableQuantity,
        requiresBatch: w.requiresBatch ?? null,
        requiresSerial: w.requiresSerial ?? null,
      })),
      locations: rows.map((r) => ({
        warehouseCode: r.warehouseCode,
        locationCode: r.locationCode ?? null,
        batchNumber: r.batchNumber ?? null,
        serialNumber: r.serialNumber ?? null,
        quantityOnHand: r.quantityOnHand,
      })),
      movementsOffer: client.preview.inventoryTransactions.listOffer(),
    };
  },

  'warehouse.batches.list': async (ctx, { itemNumber, expiringWithinDays, inStockOnly }) => {
    const { client } = await ctx.connection.activeClient();
    const batches = await collect(client.preview.batches.all({ itemNumber, expiringWithinDays, inStockOnly }));
    return { batches: batches.filter((b) => b.itemNumber === itemNumber).map(toBatchRow) };
  },

  'warehouse.transactions.list': async (ctx, { itemNumber, warehouseCode, page, pageSize }) => {
    const { client } = await ctx.connection.activeClient();
    const result = await client.preview.inventoryTransactions.list({ itemNumber, warehouseCode }, { page, pageSize });
    return { items: result.items.map(toTransactionRow), totalCount: result.totalCount, page: result.page, pageSize: result.pageSize };
  },
};
