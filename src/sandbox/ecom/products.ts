import { availabilityDto } from '../preview/availability';
import { nameOf } from '../preview/common';
import { publicUrl } from '../preview/media-public';
import { Decimal } from '../rules/decimals';
import { FAMILIES } from '../seed/catalog';
import type { Channel, Item, Publication, Store } from '../store';
import { ecomItemId } from './catalog';
import { channelFeatures, stockAggregationOf } from './session';

/**
 * A channel's products as visitors see them (docs/api-assumptions.md 160): built from the
 * channel's publications (its name, slug and texts) over the ERP item (category, unit, price
 * for sorting), with pictures from the channel's media library and attributes from the variant
 * and the maker.
 */
export interface Attribute {
  code: string;
  name: string;
  value: string;
}

export interface CatalogEntry {
  id: string;
  pub: Publication;
  item: Item;
  attributes: Attribute[];
  available: Decimal;
}

const VARIANT_KIND: Record<string, { code: string; name: string }> = {
  Green: { code: 'colour', name: 'Colour' },
  Sand: { code: 'colour', name: 'Colour' },
  Red: { code: 'colour', name: 'Colour' },
  Yellow: { code: 'colour', name: 'Colour' },
  Regular: { code: 'length', name: 'Length' },
  Long: { code: 'length', name: 'Length' },
};
const SIZE = { code: 'size', name: 'Size' };

export function attributesOf(store: Store, item: Item): Attribute[] {
  const out: Attribute[] = [];
  const family = FAMILIES.find((f) => f.categoryCode === item.categoryCode && f.names.some((n) => item.name.startsWith(n)));
  const base = family?.names.find((n) => item.name.startsWith(n));
  const variant =
    base === undefined
      ? undefined
      : item.name
          .slice(base.length)
          .replace(/\(series \d+\)/, '')
          .trim();
  if (variant && family?.variants.includes(variant)) out.push({ ...(VARIANT_KIND[variant] ?? SIZE), value: variant });
  const maker = item.primarySupplierNumber ? store.suppliers.get(item.primarySupplierNumber)?.name : 'Fjellvind';
  if (maker) out.push({ code: 'brand', name: 'Brand', value: maker });
  return out;
}

/**
 * Published and active in the channel, item active, inside its publish window, and not hidden for lack of stock.
 * Id, attributes and availability are worked out when first read: a page of 100 needs them for its
 * own products only, not for every publication of the channel.
 */
export function visibleEntries(store: Store, channel: Channel, now: number): CatalogEntry[] {
  const features = channelFeatures(channel);
  const warehouse = stockAggregationOf(channel) === 'DefaultWarehouse' ? channel.defaultWarehouseCode : undefined;
  const out: CatalogEntry[] = [];
  for (const pub of store.publications) {
    if (pub.channelCode !== channel.channelCode || !pub.isActive) continue;
    if ((pub.publishDate !== null && pub.publishDate > now) || (pub.unpublishDate !== null && pub.unpublishDate <= now)) continue;
    const item = store.items.get(pub.itemNumber);
    if (!item?.isActive) continue;
    const e = catalogEntry(store, pub, item, warehouse);
    if (!features.showOutOfStockProducts && e.available.lte(0) && pub.allowBackorder !== true) continue;
    out.push(e);
  }
  return out;
}

function catalogEntry(store: Store, pub: Publication, item: Item, warehouse: string | undefined): CatalogEntry {
  let id: string | undefined;
  let attributes: Attribute[] | undefined;
  let available: Decimal | undefined;
  return {
    pub,
    item,
    get id() {
      return (id ??= ecomItemId(store.tenant.id, item.itemNumber));
    },
    get attributes() {
      return (attributes ??= attributesOf(store, item));
    },
    get available() {
      return (available ??= Decimal.max(0, availabilityDto(store, item, warehouse).totalAvailableQuantity));
    },
  };
}

/** Every publication of the channel (visible or not) whose current or previous slug, or id, is `key`. */
export function findPublication(store: Store, channel: Channel, key: string): Publication | undefined {
  const lower = key.toLowerCase();
  const pubs = store.publications.filter((p) => p.channelCode === channel.channelCode);
  return (
    pubs.find((p) => p.slug === lower) ??
    pubs.find((p) => ecomItemId(store.tenant.id, p.itemNumber) === lower) ??
    pubs.find((p) => p.previousSlugs.includes(lower))
  );
}

function images(store: Store, base: string, channel: Channel, item: Item) {
  const pictures = [...store.media.assets.values()]
    .filter((a) => a.channelCode === channel.channelCode && (a.contentType === 'image/png' || a.contentType === 'image/jpeg'))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (pictures.length === 0) return [];
  const n = Number(item.itemNumber.replace(/\D/g, '')) || 0;
  const asset = pictures[n % pictures.length]!;
  return [{ url: publicUrl(base, asset), altText: asset.altText ?? item.name, width: asset.width, height: asset.height }];
}

export function productDto(store: Store, base: string, channel: Channel, e: CatalogEntry) {
  const categoryCode = e.pub.displayCategoryCode ?? e.item.categoryCode;
  return {
    id: e.id,
    itemNumber: e.item.itemNumber,
    name: e.pub.name,
    slug: e.pub.slug,
    shortDescription: e.pub.shortDescription,
    description: e.pub.description,
    categoryCode,
    categoryName: nameOf(store.categories, categoryCode),
    unitCode: e.item.baseUnitCode,
    isFeatured: e.pub.isFeatured,
    sortOrder: e.pub.sortOrder,
    images: images(store, base, channel, e.item),
    attributes: e.attributes,
    metaTitle: e.pub.metaTitle,
    metaDescription: e.pub.metaDescription,
  };
}
