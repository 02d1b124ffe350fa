import type { z } from 'zod';
import { AppError } from '@shared/errors';
import type { ErpRequest, ErpResponse, HttpCore, SurfaceAdapter } from './http';
import { records, MAX_PAGE_SIZE, type PagingOptions } from './paging';
import { paged } from './schemas';
import type { CallOptions, Paged, QueryParams } from './types';
import { pathSegment } from './sendable';

/** What a resource module needs: the core and the surface it talks to. */
export interface ResourceContext {
  core: HttpCore;
  adapter: SurfaceAdapter;
  pageConcurrency: number;
}

export type ListOptions = CallOptions & { page?: number; pageSize?: number };
export type AllOptions = CallOptions & Omit<PagingOptions, 'signal'>;

/**
 * A response that does not match the schema is the ERP's fault, not the user's: say so plainly.
 * The validator's own wording never reaches a screen; the place in the answer is kept for support.
 */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const where = result.error.issues[0]?.path.join('.');
  throw new AppError({
    kind: 'internal',
    code: 'Response.Unexpected',
    title: `The ERP sent an unexpected ${what}`,
    detail: where
      ? `This app cannot read its answer (at ${where}). The ERP may be a version this app does not know yet.`
      : "Its answer is not shaped like the ERP's. Check that the connection's address is the ERP's interface.",
  });
}

export async function send<S extends z.ZodType>(
  ctx: ResourceContext,
  request: ErpRequest,
  schema: S,
  what: string,
): Promise<{ value: z.output<S>; response: ErpResponse }> {
  const response = await ctx.core.call(ctx.adapter, request);
  return { value: parseWith(schema, response.body, what), response };
}

/** Single-record read with ETag revalidation. */
export async function getOne<S extends z.ZodType>(
  ctx: ResourceContext,
  path: string,
  schema: S,
  what: string,
  opts: CallOptions = {},
  query?: QueryParams,
): Promise<z.output<S>> {
  return (await send(ctx, { method: 'GET', path, query, conditional: true, ...opts }, schema, what)).value;
}

/** One page of a list. */
export async function getPage<S extends z.ZodType>(
  ctx: ResourceContext,
  path: string,
  query: QueryParams,
  item: S,
  what: string,
  opts: ListOptions = {},
): Promise<Paged<z.output<S>>> {
  const { page, pageSize, ...call } = opts;
  const q = { ...query, page: page ?? 1, pageSize: Math.min(pageSize ?? 50, MAX_PAGE_SIZE) };
  return (await send(ctx, { method: 'GET', path, query: q, ...call }, paged(item), what)).value as Paged<z.output<S>>;
}

/** Every record of a list: pageSize 200, pages fetched side by side, yielded in order. */
export function getAll<S extends z.ZodType>(
  ctx: ResourceContext,
  path: string,
  query: QueryParams,
  item: S,
  what: string,
  opts: AllOptions = {},
): AsyncGenerator<z.output<S>> {
  return records<z.output<S>>(pageFetcher(ctx, path, query, item, what, opts), pagingOf(ctx, opts));
}

function pageFetcher<S extends z.ZodType>(ctx: ResourceContext, path: string, query: QueryParams, item: S, what: string, opts: AllOptions) {
  const { pageSize: _size, concurrency: _concurrency, maxPages: _max, onTotal: _onTotal, ...call } = opts;
  return (page: number, pageSize: number, signal: AbortSignal) => getPage(ctx, path, query, item, what, { ...call, page, pageSize, signal });
}

function pagingOf(ctx: ResourceContext, opts: AllOptions): PagingOptions {
  return { concurrency: opts.concurrency ?? ctx.pageConcurrency, pageSize: opts.pageSize, maxPages: opts.maxPages, signal: opts.signal, onTotal: opts.onTotal };
}

/** `X-Transaction-Id: a, b` -> ['a', 'b']: the ERP references a write booked. */
export function splitIds(header: string | undefined): string[] {
  return header
    ? header
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** Path segment from a business key: escaped, or refused as a field error when it cannot be one. */
export const seg = pathSegment;

/**
 * The read side most resources share: a paged list at `path`, all records of it, and a
 * single record at `path/{key}` with ETag revalidation.
 */
export function collection<Q extends object, L extends z.ZodType, D extends z.ZodType = L>(
  ctx: ResourceContext,
  path: string,
  what: string,
  listItem: L,
  detail?: D,
) {
  const one = (detail ?? listItem) as D;
  return {
    list: (query: Q = {} as Q, opts?: ListOptions) => getPage(ctx, path, { ...query } as QueryParams, listItem, `${what} list`, opts),
    all: (query: Q = {} as Q, opts?: AllOptions) => getAll(ctx, path, { ...query } as QueryParams, listItem, `${what} list`, opts),
    get: (key: string, opts?: CallOptions) => getOne(ctx, `${path}/${seg(key)}`, one, what, opts),
  };
}
