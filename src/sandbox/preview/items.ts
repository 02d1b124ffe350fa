import type { Api } from '../api';
import { enums, readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { tsNoZone } from '../rules/timestamps';
import { matchesSearch, queryBoolean } from '../rules/validate';
import type { Item } from '../store';
import { attributeFilter, registerAttributes } from './attributes';
import { byKey, changedSince, codeList, equalsIgnoreCase, itemByKey, link, modifiedSince } from './common';

/** Items (items:read). Item timestamps are sent without a trailing Z, which the description allows. */
export function itemDto(item: Item, base: string) {
  return {
    itemNumber: item.itemNumber,
    name: item.name,
    description: item.description,
    categoryCode: item.categoryCode,
    baseUnitCode: item.baseUnitCode,
    salesPrice: item.salesPrice,
    decimalPlaces: item.decimalPlaces,
    trackingType: item.trackingType,
    isConfigurable: item.isConfigurable,
    isActive: item.isActive,
    primarySupplierNumber: item.primarySupplierNumber,
    replenishmentType: item.replenishmentType,
    createdDate: tsNoZone(item.createdDate),
    modifiedDate: tsNoZone(item.modifiedDate),
    links: link(base, 'items', item.itemNumber),
  };
}

export function registerItems(api: Api): void {
  api.get('/preview/items', 'items:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const isConfigurable = queryBoolean(query.isConfigurable, 'isConfigurable');
    const isActive = queryBoolean(query.isActive, 'isActive');
    const trackingType = readEnumFilter(query.trackingType, enums.trackingType, 'trackingType');
    const since = modifiedSince(query);
    const hasAttribute = attributeFilter(store, query.attribute);
    const rows = [...store.items.values()]
      .filter(
        (i) =>
          matchesSearch(query.search, i.itemNumber, i.name) &&
          (isConfigurable === undefined || i.isConfigurable === isConfigurable) &&
          (isActive === undefined || i.isActive === isActive) &&
          (trackingType === undefined || i.trackingType === trackingType) &&
          equalsIgnoreCase(i.categoryCode, query.categoryCode) &&
          (hasAttribute === undefined || hasAttribute(i.itemNumber)) &&
          changedSince(since, i.modifiedDate, i.createdDate),
      )
      .sort(byKey((i) => i.itemNumber));
    return { body: toPage(rows, paging, (i) => itemDto(i, base)) };
  });

  api.get('/preview/items/:itemNumber', 'items:read', ({ store, params, base }) => ({
    body: itemDto(itemByKey(store, params.itemNumber ?? ''), base),
    etag: true,
  }));

  registerAttributes(api);
  codeList(api, 'item-categories', 'items:read', (s) => s.categories);
  codeList(api, 'units', 'items:read', (s) => s.units);
}
