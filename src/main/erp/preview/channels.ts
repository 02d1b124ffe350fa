import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, getAll, getPage, seg, type AllOptions, type ListOptions, type ResourceContext } from '../resource';
import { links, nbool, nint, nstr, nts } from '../schemas';

export const channelType = openEnum(['B2C', 'B2B', 'Marketplace', 'App', 'Store']);
export const stockDisplayMode = openEnum(['ExactQuantity', 'InStockOutOfStock', 'LeadTime', 'Hidden']);

export const channelSchema = z.looseObject({
  channelCode: z.string(),
  name: nstr,
  type: channelType.schema.nullish(),
  isActive: nbool,
  currencyCode: nstr,
  defaultLanguage: nstr,
  defaultPriceListCode: nstr,
  defaultWarehouseCode: nstr,
  orderTypeCode: nstr,
  allowGuestPrices: nbool,
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export type Channel = z.infer<typeof channelSchema>;

export const publicationSchema = z.looseObject({
  channelCode: z.string(),
  itemNumber: z.string(),
  name: nstr,
  slug: nstr,
  isActive: nbool,
  isFeatured: nbool,
  allowBackorder: nbool,
  showStock: nbool,
  stockDisplayMode: stockDisplayMode.schema.nullish(),
  sortOrder: nint,
  displayCategoryCode: nstr,
  description: nstr,
  shortDescription: nstr,
  metaTitle: nstr,
  metaDescription: nstr,
  publishDate: nts,
  unpublishDate: nts,
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export type Publication = z.infer<typeof publicationSchema>;

export interface ChannelQuery {
  search?: string;
  isActive?: boolean;
  type?: string;
}
export interface PublicationQuery {
  isActive?: boolean;
  isFeatured?: boolean;
  modifiedSince?: string;
}

export function channelsApi(ctx: ResourceContext) {
  const items = (channelCode: string) => `/preview/channels/${seg(channelCode)}/items`;
  return {
    ...collection<ChannelQuery, typeof channelSchema>(ctx, '/preview/channels', 'channel', channelSchema),
    items: (channelCode: string, query: PublicationQuery = {}, opts?: ListOptions) =>
      getPage(ctx, items(channelCode), { ...query }, publicationSchema, 'publication list', opts),
    allItems: (channelCode: string, query: PublicationQuery = {}, opts?: AllOptions) =>
      getAll(ctx, items(channelCode), { ...query }, publicationSchema, 'publication list', opts),
  };
}
