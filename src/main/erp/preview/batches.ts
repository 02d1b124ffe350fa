import { z } from 'zod';
import { getAll, getPage, type AllOptions, type ListOptions, type ResourceContext } from '../resource';
import { isoDate, nbool, ndec, nint, nstr } from '../schemas';

export const batchSchema = z.looseObject({
  batchNumber: z.string(),
  itemNumber: z.string(),
  itemName: nstr,
  status: nstr,
  isPickable: nbool,
  isRecalled: nbool,
  quantityOnHand: ndec,
  expiryDate: isoDate.nullish(),
  bestBeforeDate: isoDate.nullish(),
  daysUntilExpiry: nint,
  receivedDate: isoDate.nullish(),
  supplierBatchNumber: nstr,
  supplierName: nstr,
});
export type Batch = z.infer<typeof batchSchema>;

export interface BatchQuery {
  itemNumber?: string;
  batchNumber?: string;
  expiringWithinDays?: number;
  inStockOnly?: boolean;
}

export function batchesApi(ctx: ResourceContext) {
  return {
    list: (query: BatchQuery = {}, opts?: ListOptions) => getPage(ctx, '/preview/inventory/batches', { ...query }, batchSchema, 'batch list', opts),
    all: (query: BatchQuery = {}, opts?: AllOptions) => getAll(ctx, '/preview/inventory/batches', { ...query }, batchSchema, 'batch list', opts),
  };
}
