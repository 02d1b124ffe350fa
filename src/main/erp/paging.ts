import type { Paged } from './types';

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_CONCURRENCY = 4;

/** What paging needs of a page: its records and how many there are in all (`totalPages` where the API sends it). */
export type ListPage<T> = Pick<Paged<T>, 'items' | 'totalCount'> & Partial<Pick<Paged<T>, 'totalPages'>>;

export type FetchPage<T, P extends ListPage<T> = Paged<T>> = (page: number, pageSize: number, signal: AbortSignal) => Promise<P>;

export interface PagingOptions {
  /** Up to 200 (the ERP's maximum); larger values are clamped. */
  pageSize?: number;
  /** Pages requested side by side after the first. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Stop after this many pages (a guard for unbounded lists). */
  maxPages?: number;
  /** Told the list's `totalCount` once page 1 answered, before its records are yielded (progress of a long read). */
  onTotal?: (totalCount: number) => void;
}

/**
 * All pages of a list, in order. Page 1 tells how many pages there are; the rest are
 * fetched with bounded concurrency and still yielded in page order. Stopping early
 * (break, error, abort) cancels the requests still running.
 * The window is hand-written rather than `mapLimit`: it reads ahead only as far as the consumer
 * pulls (at most `concurrency` pages held), where a limiter would fetch every page eagerly.
 */
export async function* pages<T, P extends ListPage<T> = Paged<T>>(fetchPage: FetchPage<T, P>, options: PagingOptions = {}): AsyncGenerator<P> {
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, options.pageSize ?? MAX_PAGE_SIZE));
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_PAGE_CONCURRENCY);
  const controller = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  const inFlight: Promise<P>[] = [];
  try {
    const first = await fetchPage(1, pageSize, signal);
    options.onTotal?.(first.totalCount);
    yield first;
    const totalPages = Math.min(first.totalPages ?? Math.ceil((first.totalCount ?? 0) / pageSize), options.maxPages ?? Number.POSITIVE_INFINITY);
    let next = 2;
    const launch = () => {
      const p = fetchPage(next++, pageSize, signal);
      p.catch(() => undefined); // handled when awaited in order; avoids an unhandled rejection meanwhile
      inFlight.push(p);
    };
    while (next <= totalPages && inFlight.length < concurrency) launch();
    while (inFlight.length > 0) {
      const page = await inFlight.shift()!;
      if (next <= totalPages) launch();
      yield page;
    }
  } finally {
    controller.abort();
  }
}

/** The records of all pages, flattened, in order. */
export async function* records<T>(fetchPage: FetchPage<T, ListPage<T>>, options: PagingOptions = {}): AsyncGenerator<T> {
  for await (const page of pages<T, ListPage<T>>(fetchPage, options)) yield* page.items;
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}
