import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { callOptional, offerOf } from '../offered-operations';
import { collection, send, seg, splitIds, type ResourceContext } from '../resource';
import { links, nbool, nint, ndec, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';

export const countStatus = openEnum(['Draft', 'InProgress', 'Completed', 'Applied', 'Cancelled']);
export const countType = openEnum(['Full', 'Location', 'Category', 'ABC', 'Random', 'Impulse']);

/** In a blind count, expected quantities and variances are null until the count is Completed. */
export const countLineSchema = z.looseObject({
  lineNumber: nint,
  itemNumber: z.string(),
  itemName: nstr,
  locationCode: nstr,
  batchNumber: nstr,
  serialNumber: nstr,
  expectedQuantity: ndec,
  /** When the expected quantity was taken (docs/api-assumptions.md 291); absent: at the count's creation. */
  expectedAt: nts,
  countedQuantity: ndec,
  varianceQuantity: ndec,
  varianceValue: ndec,
  countedAt: nts,
});

export const countSchema = z.looseObject({
  countNumber: z.string(),
  type: countType.schema.nullish(),
  status: countStatus.schema,
  description: nstr,
  warehouseCode: nstr,
  blindCount: nbool,
  totalLines: nint,
  countedLines: nint,
  linesWithVariance: nint,
  totalVarianceValue: ndec,
  createdDate: nts,
  startedAt: nts,
  completedAt: nts,
  appliedAt: nts,
  modifiedDate: nts,
  links,
});
export const countDetailSchema = countSchema.extend({ lines: z.array(countLineSchema).default([]) });
export type InventoryCount = z.infer<typeof countSchema>;
export type InventoryCountDetail = z.infer<typeof countDetailSchema>;
export type InventoryCountLine = z.infer<typeof countLineSchema>;

export interface CountQuery {
  status?: string;
  warehouseCode?: string;
  modifiedSince?: string;
}

export interface CreateCountInput {
  type: 'Full' | 'Location' | 'Category' | 'Random' | 'Impulse';
  warehouseCode?: string;
  autoStart?: boolean;
  blindCount?: boolean;
  description?: string;
  zoneFilter?: string;
  locationCodeFilter?: string;
  categoryCode?: string;
  randomSampleSize?: number;
  itemNumber?: string;
}

export interface ApplyResult {
  count: InventoryCountDetail;
  /** Adjustments booked by the apply; empty on a replayed answer (the ERP replays the body only). */
  transactionIds: string[];
  replayed: boolean;
}

export function inventoryCountsApi(ctx: ResourceContext) {
  const base = '/preview/inventory/counts';
  return {
    ...collection<CountQuery, typeof countSchema, typeof countDetailSchema>(ctx, base, 'inventory count', countSchema, countDetailSchema),
    create: async (input: CreateCountInput, opts?: CallOptions) =>
      (await send(ctx, { method: 'POST', path: base, json: input, ...opts }, countDetailSchema, 'inventory count')).value,
    /** Posts the differences of a Completed count to stock; X-Transaction-Id lists what was booked. */
    apply: async (countNumber: string, opts?: CallOptions): Promise<ApplyResult> => {
      const { value, response } = await send(ctx, { method: 'POST', path: `${base}/${seg(countNumber)}/apply`, ...opts }, countDetailSchema, 'inventory count');
      return { count: value, transactionIds: splitIds(response.headers['x-transaction-id']), replayed: response.replayed };
    },
    /** Calls off a Draft or InProgress count (docs/api-assumptions.md 70); optional on a real ERP. */
    cancel: (countNumber: string, opts?: CallOptions) =>
      callOptional(
        ctx,
        'inventory-count.cancel',
        async () => (await send(ctx, { method: 'POST', path: `${base}/${seg(countNumber)}/cancel`, ...opts }, countDetailSchema, 'inventory count')).value,
      ),
    /** Whether this server offers cancel, and why not once it was found to lack it. */
    cancelOffer: () => offerOf(ctx, 'inventory-count.cancel'),
    /**
     * Takes the named lines' recorded quantity again (docs/api-assumptions.md 291): as it stood when
     * each was counted, or, with `recount`, as it stands now for the warehouse app to count them again.
     */
    recalculate: (countNumber: string, body: { lineNumbers: number[]; recount: boolean }, opts?: CallOptions) =>
      callOptional(
        ctx,
        'inventory-count.recalculate',
        async () =>
          (await send(ctx, { method: 'POST', path: `${base}/${seg(countNumber)}/recalculate`, json: body, ...opts }, countDetailSchema, 'inventory count'))
            .value,
      ),
    recalculateOffer: () => offerOf(ctx, 'inventory-count.recalculate'),
  };
}
