import { z } from 'zod';
import { bulk, PREVIEW_AVAILABILITY_BATCH } from '../bulk';
import { collect } from '../paging';
import { getAll, getOne, seg, type ResourceContext } from '../resource';
import { decimal, nbool, nstr } from '../schemas';
import type { CallOptions } from '../types';
import { replenishmentType, trackingType } from './items';

export const warehouseAvailabilitySchema = z.looseObject({
  warehouseCode: z.string(),
  warehouseName: nstr,
  quantityOnHand: decimal,
  allocatedQuantity: decimal,
  availableQuantity: decimal,
  replenishmentType: replenishmentType.schema.nullish(),
  requiresBatch: nbool,
  requiresSerial: nbool,
  trackingType: trackingType.schema.nullish(),
});

export const availabilitySchema = z.looseObject({
  itemNumber: z.string(),
  totalQuantityOnHand: decimal,
  totalAllocatedQuantity: decimal,
  totalAvailableQuantity: decimal,
  warehouses: z.array(warehouseAvailabilitySchema).default([]),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Per-location stock rows (GET /preview/inventory/stock). */
export const stockRowSchema = z.looseObject({
  itemNumber: z.string(),
  warehouseCode: z.string(),
  locationCode: nstr,
  batchNumber: nstr,
  serialNumber: nstr,
  quantityOnHand: decimal,
});
export type StockRow = z.infer<typeof stockRowSchema>;

export interface BulkAvailabilityOptions extends CallOptions {
  warehouseCode?: string;
  modifiedSince?: string;
  /** Chunks requested side by side (default 4). */
  concurrency?: number;
  /** After each call: calls done and calls in all. */
  onProgress?: (done: number, total: number) => void;
}

export function availabilityApi(ctx: ResourceContext) {
  return {
    forItem: (itemNumber: string, opts?: CallOptions) =>
      getOne(ctx, `/preview/items/${seg(itemNumber)}/availability`, availabilitySchema, 'availability', opts),
    /**
     * Availability for any number of items in ceil(N/200) calls (pageSize 200, so a chunk is one
     * call, not four). Items without stock in an active warehouse are absent from the result (as the ERP omits them).
     */
    forItems: (itemNumbers: readonly string[], opts: BulkAvailabilityOptions = {}): Promise<Availability[]> => {
      const { warehouseCode, modifiedSince, concurrency, onProgress, ...call } = opts;
      return bulk(
        itemNumbers,
        PREVIEW_AVAILABILITY_BATCH,
        (chunk, signal) =>
          collect(
            getAll(ctx, '/preview/inventory/availability', { itemNumbers: chunk, warehouseCode, modifiedSince }, availabilitySchema, 'availability list', {
              ...call,
              signal,
            }),
          ),
        { concurrency, signal: opts.signal, onProgress },
      );
    },
    stock: async (query: { itemNumber: string; warehouseCode?: string; locationCode?: string }, opts?: CallOptions): Promise<StockRow[]> =>
      collect(getAll(ctx, '/preview/inventory/stock', { ...query }, stockRowSchema, 'stock list', opts)),
  };
}
