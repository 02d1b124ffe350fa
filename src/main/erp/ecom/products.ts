import { z } from 'zod';
import { collect, records } from '../paging';
import { getOne, send, seg, type ResourceContext } from '../resource';
import { nbool, nint, nstr } from '../schemas';
import type { CallOptions, QueryParams } from '../types';

/** The /ecom catalogue (docs/api-assumptions.md 160-162): products, facets and suggestions of one channel. */
export const productSchema = z.looseObject({
  id: z.string(),
  itemNumber: nstr,
  name: z.string(),
  slug: nstr,
  shortDescription: nstr,
  description: nstr,
  categoryCode: nstr,
  categoryName: nstr,
  unitCode: nstr,
  isFeatured: nbool,
  sortOrder: nint,
  images: z
    .array(z.looseObject({ url: z.string(), altText: nstr, width: nint, height: nint }))
    .nullish()
    .transform((v) => v ?? []),
  attributes: z
    .array(z.looseObject({ code: z.string(), name: nstr, value: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
});
export type EcomProduct = z.infer<typeof productSchema>;

const productPageSchema = z.looseObject({
  items: z.array(productSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  sort: nstr,
});
export type EcomProductPage = z.infer<typeof productPageSchema>;

const facetsSchema = z.looseObject({
  totalCount: nint,
  facets: z.array(
    z.looseObject({
      code: z.string(),
      name: nstr,
      values: z.array(z.looseObject({ value: z.string(), label: nstr, count: z.number().int(), selected: nbool })),
    }),
  ),
});
export type EcomFacets = z.infer<typeof facetsSchema>;

const suggestSchema = z.looseObject({
  suggestions: z.array(z.looseObject({ type: z.string(), text: z.string(), id: nstr, slug: nstr, code: nstr })),
});
export type EcomSuggestion = z.infer<typeof suggestSchema>['suggestions'][number];

export interface ProductQuery {
  category?: string;
  search?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
  /** attribute code -> accepted values; sent as `attr_{code}=a,b`. */
  attributes?: Record<string, readonly string[]>;
}

export type EcomCallOptions = CallOptions & { channel?: string };

function toQuery(q: ProductQuery): QueryParams {
  const out: QueryParams = { category: q.category, search: q.search, sort: q.sort, page: q.page, pageSize: q.pageSize };
  for (const [code, values] of Object.entries(q.attributes ?? {})) if (values.length > 0) out[`attr_${code}`] = values.join(',');
  return out;
}

/** Catalogue pages are at most 100 products (row 160). */
export const MAX_PRODUCT_PAGE = 100;

export function productsApi(ctx: ResourceContext) {
  const list = async (query: ProductQuery = {}, opts: EcomCallOptions = {}): Promise<EcomProductPage> =>
    (await send(ctx, { method: 'GET', path: '/ecom/catalog/products', query: toQuery(query), ...opts }, productPageSchema, 'product list')).value;
  return {
    list,
    /**
     * Every product the channel shows, in the order the API gives (row 313): page 1 tells the total, the
     * rest are asked side by side as the other lists are (`pageConcurrency`), within the client's quota.
     */
    all: (query: Omit<ProductQuery, 'page' | 'pageSize'> = {}, opts: EcomCallOptions & { concurrency?: number } = {}): Promise<EcomProduct[]> => {
      const { concurrency, signal, ...call } = opts;
      const fetchPage = (page: number, pageSize: number, pageSignal: AbortSignal) => list({ ...query, page, pageSize }, { ...call, signal: pageSignal });
      return collect(records(fetchPage, { pageSize: MAX_PRODUCT_PAGE, concurrency: concurrency ?? ctx.pageConcurrency, signal }));
    },
    /** By id, current slug or an old slug: the answer carries the current slug (row 161). */
    get: (idOrSlug: string, opts: EcomCallOptions = {}) => getOne(ctx, `/ecom/catalog/products/${seg(idOrSlug)}`, productSchema, 'product', opts),
    filters: async (query: Pick<ProductQuery, 'category' | 'search' | 'attributes'> = {}, opts: EcomCallOptions = {}) =>
      (await send(ctx, { method: 'GET', path: '/ecom/catalog/filters', query: toQuery(query), ...opts }, facetsSchema, 'catalogue filters')).value,
    suggest: async (q: string, opts: EcomCallOptions = {}) =>
      (await send(ctx, { method: 'GET', path: '/ecom/catalog/suggest', query: { q }, ...opts }, suggestSchema, 'suggestions')).value.suggestions,
  };
}
