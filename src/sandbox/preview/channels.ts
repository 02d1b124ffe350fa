import type { Api } from '../api';
import { enums, readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { ts } from '../rules/timestamps';
import { matchesSearch, queryBoolean } from '../rules/validate';
import type { Channel, Publication, Store } from '../store';
import { byKey, changedSince, link, lookup, modifiedSince } from './common';

/** Channels and their item publications (channels:read). Commercial terms only; branding lives in /ecom. */
export const channelByCode = (store: Store, code: string): Channel => lookup(store.channels, code, 'Channel');

function channelDto(c: Channel, base: string) {
  return {
    channelCode: c.channelCode,
    name: c.name,
    type: c.type,
    currencyCode: c.currencyCode,
    defaultLanguage: c.defaultLanguage,
    defaultPriceListCode: c.defaultPriceListCode,
    defaultWarehouseCode: c.defaultWarehouseCode,
    orderTypeCode: c.orderTypeCode,
    allowGuestPrices: c.allowGuestPrices,
    isActive: c.isActive,
    createdDate: ts(c.createdDate),
    modifiedDate: ts(c.modifiedDate),
    links: link(base, 'channels', c.channelCode),
  };
}

function publicationDto(p: Publication, base: string) {
  return {
    channelCode: p.channelCode,
    itemNumber: p.itemNumber,
    name: p.name,
    slug: p.slug,
    description: p.description,
    shortDescription: p.shortDescription,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    displayCategoryCode: p.displayCategoryCode,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    sortOrder: p.sortOrder,
    showStock: p.showStock,
    stockDisplayMode: p.stockDisplayMode,
    allowBackorder: p.allowBackorder,
    publishDate: ts(p.publishDate),
    unpublishDate: ts(p.unpublishDate),
    createdDate: ts(p.createdDate),
    modifiedDate: ts(p.modifiedDate),
    links: { self: `${link(base, 'channels', p.channelCode).self}/items/${encodeURIComponent(p.itemNumber)}` },
  };
}

export function registerChannels(api: Api): void {
  api.get('/preview/channels', 'channels:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const type = readEnumFilter(query.type, enums.channelType, 'type');
    const isActive = queryBoolean(query.isActive, 'isActive');
    const rows = [...store.channels.values()]
      .filter(
        (c) =>
          matchesSearch(query.search, c.channelCode, c.name) && (type === undefined || c.type === type) && (isActive === undefined || c.isActive === isActive),
      )
      .sort(byKey((c) => c.channelCode));
    return { body: toPage(rows, paging, (c) => channelDto(c, base)) };
  });

  api.get('/preview/channels/:channelCode', 'channels:read', ({ store, params, base }) => ({
    body: channelDto(channelByCode(store, params.channelCode ?? ''), base),
    etag: true,
  }));

  api.get('/preview/channels/:channelCode/items', 'channels:read', ({ store, params, query, base }) => {
    const paging = readPaging(query);
    const channel = channelByCode(store, params.channelCode ?? '');
    const isActive = queryBoolean(query.isActive, 'isActive');
    const isFeatured = queryBoolean(query.isFeatured, 'isFeatured');
    const since = modifiedSince(query);
    const rows = store.publications
      .filter(
        (p) =>
          p.channelCode === channel.channelCode &&
          (isActive === undefined || p.isActive === isActive) &&
          (isFeatured === undefined || p.isFeatured === isFeatured) &&
          changedSince(since, p.modifiedDate, p.createdDate),
      )
      .sort((a, b) => a.sortOrder - b.sortOrder || a.itemNumber.localeCompare(b.itemNumber));
    return { body: toPage(rows, paging, (p) => publicationDto(p, base)) };
  });
}
