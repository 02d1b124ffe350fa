import { z } from 'zod';
import { bulk, PREVIEW_AVAILABILITY_BATCH } from '../bulk';
import { MAX_PAGE_SIZE, collect, records } from '../paging';
import { getOne, getPage, seg, type ResourceContext } from '../resource';
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
}

export function availabilityApi(ctx: ResourceContext) {
  /** One chunk of up to 200 item numbers; pageSize 200 so a chunk is one call, not four. */
  const chunk = (itemNumbers: string[], opts: BulkAvailabilityOptions, signal?: AbortSignal) =>
    collect(
      records(
        (page, pageSize, pageSignal) =>
          getPage(ctx, '/preview/inventory/availability', { itemNumbers, warehouseCode: opts.warehouseCode, modifiedSince: opts.modifiedSince }, availabilitySchema, 'availability list', {
            ...opts,
            page,
            pageSize,
            signal: pageSignal,
          }),
        { pageSize: MAX_PAGE_SIZE, signal },
      ),
    );
  return {
    forItem: (itemNumber: string, opts?: CallOptions) => getOne(ctx, `/preview/items/${seg(itemNumber)}/availability`, availabilitySchema, 'availability', opts),
    /**
     * Availability for any number of items in ceil(N/200) calls. Items without stock in an
     * active warehouse are absent from the result (as the ERP omits them).
     */
    forItems: (itemNumbers: readonly string[], opts: BulkAvailabilityOptions = {}): Promise<Availability[]> =>
      bulk(itemNumbers, PREVIEW_AVAILABILITY_BATCH, (keys, signal) => chunk(keys, opts, signal), { concurrency: opts.concurrency, signal: opts.signal }),
    stock: async (query: { itemNumber: string; warehouseCode?: string; locationCode?: string }, opts?: CallOptions): Promise<StockRow[]> =>
      collect(
        records((page, pageSize, signal) => getPage(ctx, '/preview/inventory/stock', { ...query }, stockRowSchema, 'stock list', { ...opts, page, pageSize, signal }), {
          signal: opts?.signal,
        }),
      ),
  };
}
