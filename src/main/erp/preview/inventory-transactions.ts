import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { callOptional, offerOf, optionalRecords } from '../offered-operations';
import { getAll, getOne, getPage, seg, type AllOptions, type ListOptions, type ResourceContext } from '../resource';
import type { CallOptions } from '../types';
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

const PATH = '/preview/inventory/transactions';

/**
 * The list is not in the description (docs/api-assumptions.md 23, 344): newest first, movements at
 * the same instant later-booked first. A server without it is `notOffered`, never a raw 404.
 */
export function inventoryTransactionsApi(ctx: ResourceContext) {
  return {
    list: (query: TransactionQuery = {}, opts?: ListOptions) =>
      callOptional(ctx, 'inventory-transactions.list', () => getPage(ctx, PATH, { ...query }, inventoryTransactionSchema, 'inventory transaction list', opts)),
    all: (query: TransactionQuery = {}, opts?: AllOptions) =>
      optionalRecords(ctx, 'inventory-transactions.list', () =>
        getAll(ctx, PATH, { ...query }, inventoryTransactionSchema, 'inventory transaction list', opts),
      ),
    listOffer: () => offerOf(ctx, 'inventory-transactions.list'),
    get: (transactionId: string, opts?: CallOptions) => getOne(ctx, `${PATH}/${seg(transactionId)}`, inventoryTransactionSchema, 'inventory transaction', opts),
  };
}
