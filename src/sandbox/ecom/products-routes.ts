import type { Api, Ctx } from '../api';
import { Decimal } from '../rules/decimals';
import { problem } from '../rules/problems';
import type { Channel } from '../store';
import { ecomItemId } from './catalog';
import { findPublication, productDto, visibleEntries, type CatalogEntry } from './products';
import { relevance, words } from './search';
import { requireChannel, requireTenant } from './session';

/**
 * GET /ecom/catalog/products, /products/{idOrSlug}, /filters and /suggest
 * (docs/api-assumptions.md 160-162). Catalogue reads are the same for every visitor and need no
 * token, so they are cacheable for a minute.
 */
export const CATALOG_CACHE = { 'Cache-Control': 'public, max-age=60' };
export const CATALOG_SORTS = ['relevance', 'position', 'name', 'name_desc', 'price', 'price_desc', 'newest'] as const;
const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;

interface Scored {
  e: CatalogEntry;
  score: number;
}

function positive(raw: string | undefined, field: string, fallback: number, max?: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw problem.invalid(field, 'Paging.Invalid', `'${field}' must be a whole number of at least 1.`);
  if (max !== undefined && Number(raw) > max) throw problem.invalid(field, 'Paging.PageSizeTooLarge', `'${field}' may be at most ${max}; got ${raw}.`);
  return Number(raw);
}

/** `attr_{code}=a,b`: any of the values within a code, every code given. */
function attributeFilters(query: Ctx['query']): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('attr_') || value === undefined) continue;
    const values = value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v !== '');
    if (values.length > 0) out.set(key.slice(5).toLowerCase(), new Set(values));
  }
  return out;
}

function matchesAttributes(e: CatalogEntry, filters: Map<string, Set<string>>, except?: string): boolean {
  for (const [code, values] of filters) {
    if (code === except) continue;
    const have =
      code === 'category'
        ? [(e.pub.displayCategoryCode ?? e.item.categoryCode).toLowerCase()]
        : e.attributes.filter((a) => a.code === code).map((a) => a.value.toLowerCase());
    if (!have.some((v) => values.has(v))) return false;
  }
  return true;
}

/** Category and search narrow the set; with a search only matching products remain, scored. */
function candidates(c: Ctx, channel: Channel): Scored[] {
  const category = c.query.category?.trim().toLowerCase();
  const search = c.query.search?.trim() ?? '';
  const out: Scored[] = [];
  for (const e of visibleEntries(c.store, channel, c.now)) {
    if (category && (e.pub.displayCategoryCode ?? e.item.categoryCode).toLowerCase() !== category) continue;
    if (search === '') {
      out.push({ e, score: 0 });
      continue;
    }
    const other = [
      e.pub.shortDescription,
      e.pub.description,
      e.item.itemNumber,
      e.item.categoryCode,
      c.store.categories.find((k) => k.code === e.item.categoryCode)?.name,
      ...e.attributes.map((a) => a.value),
    ].join(' ');
    const score = relevance(search, e.pub.name, other);
    if (score > 0) out.push({ e, score });
  }
  return out;
}

const price = (e: CatalogEntry) => (e.item.salesPrice === null ? null : new Decimal(e.item.salesPrice));

function comparator(sort: (typeof CATALOG_SORTS)[number]): (a: Scored, b: Scored) => number {
  const position = (a: Scored, b: Scored) => a.e.pub.sortOrder - b.e.pub.sortOrder || a.e.item.itemNumber.localeCompare(b.e.item.itemNumber);
  const byPrice = (dir: 1 | -1) => (a: Scored, b: Scored) => {
    const pa = price(a.e);
    const pb = price(b.e);
    // Products without a price go last in both directions.
    if (pa === null || pb === null) return pa === pb ? position(a, b) : pa === null ? 1 : -1;
    return dir * pa.comparedTo(pb) || position(a, b);
  };
  switch (sort) {
    case 'relevance':
      return (a, b) => b.score - a.score || position(a, b);
    case 'name':
      return (a, b) => a.e.pub.name.localeCompare(b.e.pub.name) || position(a, b);
    case 'name_desc':
      return (a, b) => b.e.pub.name.localeCompare(a.e.pub.name) || position(a, b);
    case 'price':
      return byPrice(1);
    case 'price_desc':
      return byPrice(-1);
    case 'newest':
      return (a, b) => (b.e.pub.publishDate ?? b.e.pub.createdDate) - (a.e.pub.publishDate ?? a.e.pub.createdDate) || position(a, b);
    default:
      return position;
  }
}

function readSort(c: Ctx): (typeof CATALOG_SORTS)[number] {
  const raw = c.query.sort?.trim();
  if (!raw) return c.query.search?.trim() ? 'relevance' : 'position';
  const hit = CATALOG_SORTS.find((s) => s === raw.toLowerCase());
  if (!hit) throw problem.invalid('sort', 'Validation.UnknownEnumValue', `'sort' must be one of ${CATALOG_SORTS.join(', ')}; got '${raw}'.`);
  return hit;
}

function facets(c: Ctx, rows: Scored[], filters: Map<string, Set<string>>) {
  const counts = new Map<string, { name: string; values: Map<string, number> }>();
  const add = (code: string, name: string, value: string) => {
    const facet = counts.get(code) ?? { name, values: new Map<string, number>() };
    facet.values.set(value, (facet.values.get(value) ?? 0) + 1);
    counts.set(code, facet);
  };
  for (const { e } of rows) {
    // A facet counts what choosing one of its values would give, with the other facets applied.
    if (matchesAttributes(e, filters, 'category')) add('category', 'Category', e.pub.displayCategoryCode ?? e.item.categoryCode);
    for (const a of e.attributes) if (matchesAttributes(e, filters, a.code)) add(a.code, a.name, a.value);
  }
  return [...counts.entries()].map(([code, f]) => ({
    code,
    name: f.name,
    values: [...f.values.entries()]
      .map(([value, count]) => ({
        value,
        label: code === 'category' ? (c.store.categories.find((k) => k.code === value)?.name ?? value) : value,
        count,
        selected: filters.get(code)?.has(value.toLowerCase()) ?? false,
      }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  }));
}

export function registerProducts(api: Api): void {
  api.get('/ecom/catalog/products', undefined, (c) => {
    requireTenant(c);
    const channel = requireChannel(c);
    const sort = readSort(c);
    const page = positive(c.query.page, 'page', 1);
    const pageSize = positive(c.query.pageSize, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const filters = attributeFilters(c.query);
    const rows = candidates(c, channel)
      .filter((r) => matchesAttributes(r.e, filters))
      .sort(comparator(sort));
    const items = rows.slice((page - 1) * pageSize, page * pageSize).map((r) => productDto(c.store, c.base, channel, r.e));
    return { body: { items, page, pageSize, totalCount: rows.length, sort }, headers: CATALOG_CACHE };
  });

  api.get('/ecom/catalog/products/:idOrSlug', undefined, (c) => {
    requireTenant(c);
    const channel = requireChannel(c);
    const key = c.params.idOrSlug ?? '';
    const pub = findPublication(c.store, channel, key);
    const entry = pub && visibleEntries(c.store, channel, c.now).find((e) => e.pub === pub);
    if (!entry) throw problem.notFound('Product.NotFound', `No product '${key}' in channel ${channel.channelCode}.`);
    const canonical = `/ecom/catalog/products/${entry.pub.slug}`;
    // An old slug answers the product too, naming the current address (rule 161).
    return { body: productDto(c.store, c.base, channel, entry), headers: { ...CATALOG_CACHE, 'Content-Location': canonical } };
  });

  api.get('/ecom/catalog/filters', undefined, (c) => {
    requireTenant(c);
    const channel = requireChannel(c);
    const rows = candidates(c, channel);
    const filters = attributeFilters(c.query);
    return { body: { totalCount: rows.filter((r) => matchesAttributes(r.e, filters)).length, facets: facets(c, rows, filters) }, headers: CATALOG_CACHE };
  });

  api.get('/ecom/catalog/suggest', undefined, (c) => {
    requireTenant(c);
    const channel = requireChannel(c);
    const q = (c.query.q ?? c.query.search ?? '').trim();
    if (words(q).join('').length < 2) return { body: { query: q, suggestions: [] }, headers: CATALOG_CACHE };
    const products = candidates({ ...c, query: { search: q } }, channel)
      .sort(comparator('relevance'))
      .slice(0, 6)
      .map(({ e }) => ({ type: 'product', text: e.pub.name, id: ecomItemId(c.store.tenant.id, e.item.itemNumber), slug: e.pub.slug }));
    const categories = c.store.categories
      .filter((k) => relevance(q, k.name, k.code) > 0)
      .slice(0, 3)
      .map((k) => ({ type: 'category', text: k.name, code: k.code }));
    return { body: { query: q, suggestions: [...categories, ...products] }, headers: CATALOG_CACHE };
  });
}
