import { z } from 'zod';
import { openEnum } from '../../../shared/domain/enums';
import { collection, getOne, seg, type ResourceContext } from '../resource';
import { links, nbool, ndec, nint, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';

export const trackingType = openEnum(['None', 'Batch', 'Serial']);
export const replenishmentType = openEnum(['Purchase', 'Manufacture', 'Transfer']);

export const itemSchema = z.looseObject({
  itemNumber: z.string(),
  name: nstr,
  description: nstr,
  baseUnitCode: nstr,
  salesPrice: ndec,
  decimalPlaces: nint,
  trackingType: trackingType.schema.nullish(),
  replenishmentType: replenishmentType.schema.nullish(),
  primarySupplierNumber: nstr,
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

export interface ItemQuery {
  search?: string;
  isConfigurable?: boolean;
  attribute?: string;
  modifiedSince?: string;
}

export function itemsApi(ctx: ResourceContext) {
  return {
    ...collection<ItemQuery, typeof itemSchema>(ctx, '/preview/items', 'item', itemSchema),
    price: (itemNumber: string, query: { customerNumber?: string; quantity?: string } = {}, opts?: CallOptions) =>
      getOne(ctx, `/preview/items/${seg(itemNumber)}/price`, itemPriceSchema, 'item price', opts, { ...query }),
  };
}
