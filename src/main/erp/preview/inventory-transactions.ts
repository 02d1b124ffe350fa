import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, type ResourceContext } from '../resource';
import { decimal, ndec, nstr, utcTimestamp } from '../schemas';

export const transactionType = openEnum(['Receipt', 'Issue', 'Adjustment', 'Transfer', 'Return', 'Scrap', 'ConsignmentConsumption', 'Revaluation']);

export const inventoryTransactionSchema = z.looseObject({
  transactionId: z.string(),
  transactionType: transactionType.schema,
  transactionDate: utcTimestamp,
  itemNumber: z.string(),
  warehouseCode: nstr,
  locationCode: nstr,
  targetLocationCode: nstr,
  batchNumber: nstr,
  serialNumber: nstr,
  quantity: decimal,
  balanceAfter: ndec,
  unitCost: ndec,
  averageCostAfter: ndec,
  referenceType: nstr,
  referenceId: nstr,
  notes: nstr,
});
export type InventoryTransaction = z.infer<typeof inventoryTransactionSchema>;

export interface TransactionQuery {
  itemNumber?: string;
  warehouseCode?: string;
  transactionType?: string;
  referenceId?: string;
  modifiedSince?: string;
}

export function inventoryTransactionsApi(ctx: ResourceContext) {
  return collection<TransactionQuery, typeof inventoryTransactionSchema>(
    ctx,
    '/preview/inventory/transactions',
    'inventory transaction',
    inventoryTransactionSchema,
  );
}
