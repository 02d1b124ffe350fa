import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
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

/** The price hierarchy's answer for one item, customer and quantity (docs/api-assumptions.md row 90). */
export const itemPriceSchema = z.looseObject({
  itemNumber: nstr,
  itemName: nstr,
  customerNumber: nstr,
  quantity: ndec,
  currencyCode: nstr,
  priceSource: nstr,
  priceListCode: nstr,
  priceListName: nstr,
  listPrice: ndec,
  unitPrice: ndec,
  discountPercent: ndec,
  netUnitPrice: ndec,
  lineTotal: ndec,
  volumeBreaks: z.array(z.looseObject({ minQuantity: ndec, unitPrice: ndec, isApplied: nbool })).default([]),
});
export type ItemPrice = z.infer<typeof itemPriceSchema>;

const conditionSchema = z.looseObject({
  featureCode: z.string(),
  optionCodes: z.array(z.string()).nullish(),
  boolean: nbool,
  minNumber: ndec,
  maxNumber: ndec,
});

const featureOptionSchema = z.looseObject({
  code: z.string(),
  name: nstr,
  priceImpact: ndec,
  linkedItemNumber: nstr,
  linkedQuantity: ndec,
  requires: z.array(conditionSchema).nullish(),
});

export const featureSchema = z.looseObject({
  code: z.string(),
  name: nstr,
  description: nstr,
  type: z.string(),
  isRequired: nbool,
  sortOrder: nint,
  unit: nstr,
  isMeasured: nbool,
  minValue: ndec,
  maxValue: ndec,
  step: ndec,
  decimalPlaces: nint,
  maxLength: nint,
  priceImpact: ndec,
  priceImpactPerUnit: ndec,
  linkedItemNumber: nstr,
  formula: nstr,
  options: z.array(featureOptionSchema).nullish(),
  candidates: z.array(z.looseObject({ itemNumber: z.string(), itemName: nstr, priceImpact: ndec })).nullish(),
});
export type ErpFeature = z.infer<typeof featureSchema>;

/** The configurator form of an item (rows 80-83); every priceImpact is in `currencyCode`. */
export const itemConfigurationSchema = z.looseObject({
  itemNumber: z.string(),
  itemName: nstr,
  baseUnitCode: nstr,
  decimalPlaces: nint,
  currencyCode: nstr,
  features: z.array(featureSchema).default([]),
  links,
});
export type ItemConfiguration = z.infer<typeof itemConfigurationSchema>;

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
    /** The configurator form; ETag-revalidated, so reopening a form costs a 304. */
    configuration: (itemNumber: string, opts?: CallOptions) =>
      getOne(ctx, `/preview/items/${seg(itemNumber)}/configuration`, itemConfigurationSchema, 'configuration form', opts),
    /** Item categories (reference data, small: one page of 200). */
    categories: async (opts?: CallOptions): Promise<ItemCategory[]> =>
      (await getPage(ctx, '/preview/reference/item-categories', {}, itemCategorySchema, 'item category list', { ...opts, pageSize: MAX_PAGE_SIZE })).items,
  };
}
