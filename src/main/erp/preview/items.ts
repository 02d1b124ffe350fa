import { z } from 'zod';
import { openEnum } from '../../../shared/domain/enums';
import { MAX_PAGE_SIZE } from '../paging';
import { collection, getOne, getPage, seg, type ResourceContext } from '../resource';
import { links, nbool, ndec, nint, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';

export const trackingType = openEnum(['None', 'Batch', 'Serial']);
export const replenishmentType = openEnum(['Purchase', 'Manufacture', 'Transfer']);

export const itemSchema = z.looseObject({
  itemNumber: z.string(),
  name: nstr,
  description: nstr,
  categoryCode: nstr,
  baseUnitCode: nstr,
  salesPrice: ndec,
  decimalPlaces: nint,
  trackingType: trackingType.schema.nullish(),
  replenishmentType: replenishmentType.schema.nullish(),
  primarySupplierNumber: nstr,
  isConfigurable: nbool,
  isActive: nbool,
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export type Item = z.infer<typeof itemSchema>;

export const itemPriceSchema = z.looseObject({
  itemNumber: nstr,
  unitPrice: ndec,
  currencyCode: nstr,
  quantity: ndec,
});
export type ItemPrice = z.infer<typeof itemPriceSchema>;

/** Reference rows of /preview/reference/item-categories. */
export const itemCategorySchema = z.looseObject({ code: z.string(), name: nstr });
export type ItemCategory = z.infer<typeof itemCategorySchema>;

export interface ItemQuery {
  search?: string;
  isConfigurable?: boolean;
  isActive?: boolean;
  categoryCode?: string;
  trackingType?: string;
  attribute?: string;
  modifiedSince?: string;
}

export function itemsApi(ctx: ResourceContext) {
  return {
    ...collection<ItemQuery, typeof itemSchema>(ctx, '/preview/items', 'item', itemSchema),
    price: (itemNumber: string, query: { customerNumber?: string; quantity?: string } = {}, opts?: CallOptions) =>
      getOne(ctx, `/preview/items/${seg(itemNumber)}/price`, itemPriceSchema, 'item price', opts, { ...query }),
    /** Item categories (reference data, small: one page of 200). */
    categories: async (opts?: CallOptions): Promise<ItemCategory[]> =>
      (await getPage(ctx, '/preview/reference/item-categories', {}, itemCategorySchema, 'item category list', { ...opts, pageSize: MAX_PAGE_SIZE })).items,
  };
}
