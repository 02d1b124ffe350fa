import { z } from 'zod';
import { bulk, ECOM_IDS_BATCH } from '../bulk';
import { send, type ResourceContext } from '../resource';
import { arrayOrItems, ndec, nstr } from '../schemas';
import type { CallOptions } from '../types';

/** Rows of POST /ecom/catalog/prices and /stock; `itemNumber` maps a row back to the ERP item. */
export const priceSchema = z.looseObject({
  itemId: z.string(),
  itemNumber: nstr,
  price: ndec,
  listPrice: ndec,
  currencyCode: nstr,
  includesVat: z.boolean().nullish(),
  vatRate: ndec,
  /** Which level of the price hierarchy gave `price` (row 178). */
  priceSource: nstr,
});
export type EcomPrice = z.infer<typeof priceSchema>;

export const stockSchema = z.looseObject({
  itemId: z.string(),
  itemNumber: nstr,
  quantity: ndec,
  inStock: z.boolean().nullish(),
  status: nstr,
  /** How the channel shows this item's stock (row 164); quantity is null unless ExactQuantity. */
  displayMode: nstr,
  leadTimeDays: z.number().int().nullish(),
});
export type EcomStock = z.infer<typeof stockSchema>;

export interface EcomBulkOptions extends CallOptions {
  channel?: string;
  concurrency?: number;
}

const customerPricesSchema = z.looseObject({ customerNumber: nstr, items: z.array(priceSchema) });

/** The signed-in session's prices no longer belong to its customer: it has ended (row 181). */
export class CustomerSessionEnded extends Error {
  constructor(readonly customerNumber: string) {
    super(`The sign-in as customer ${customerNumber} has ended.`);
  }
}

export function catalogApi(ctx: ResourceContext) {
  /** POST variants: 100 ids fit a JSON body, while a URL runs out near 50. Reads, so safe to retry. */
  const post =
    <T extends z.ZodType>(path: string, item: T, what: string) =>
    (itemIds: readonly string[], opts: EcomBulkOptions = {}) =>
      bulk(
        itemIds,
        ECOM_IDS_BATCH,
        async (chunk, signal) =>
          (await send(ctx, { method: 'POST', path, json: { itemIds: chunk }, retryMode: 'safe', ...opts, signal }, arrayOrItems(item), what)).value,
        { concurrency: opts.concurrency, signal: opts.signal },
      );
  return {
    prices: post('/ecom/catalog/prices', priceSchema, 'price list'),
    stock: post('/ecom/catalog/stock', stockSchema, 'stock list'),
    /**
     * Prices of a signed-in customer's session (rows 178, 181): an expired session answers list
     * prices without a 401, so each answer must name the customer, or the sign-in has ended.
     */
    customerPrices: (itemIds: readonly string[], session: { token: string; customerNumber: string }, opts: EcomBulkOptions = {}) =>
      bulk(
        itemIds,
        ECOM_IDS_BATCH,
        async (chunk, signal) => {
          const request = {
            method: 'POST',
            path: '/ecom/catalog/prices',
            json: { itemIds: chunk },
            retryMode: 'safe',
            ...opts,
            sessionToken: session.token,
            signal,
          } as const;
          const answer = (await send(ctx, request, customerPricesSchema, 'customer price list')).value;
          if (answer.customerNumber !== session.customerNumber) throw new CustomerSessionEnded(session.customerNumber);
          return answer.items;
        },
        { concurrency: opts.concurrency, signal: opts.signal },
      ),
  };
}
