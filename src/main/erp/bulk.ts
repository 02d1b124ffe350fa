import { mapLimit } from '@shared/concurrency';

/** Keys per call: /preview availability takes 200 item numbers, /ecom prices and stock 100 ids. */
export const PREVIEW_AVAILABILITY_BATCH = 200;
export const ECOM_IDS_BATCH = 100;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Duplicates would cost calls and return the same rows twice; order of first use is kept. */
export function uniqueKeys<T>(keys: readonly T[]): T[] {
  return [...new Set(keys)];
}

export interface BulkOptions {
  concurrency?: number;
  signal?: AbortSignal;
  /** After each call: calls done and calls in all. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * One call per `size` keys instead of one per key: N keys cost ceil(N/size) calls.
 * Results of all calls are concatenated in key order.
 */
export async function bulk<K, R>(
  keys: readonly K[],
  size: number,
  fetchChunk: (chunk: K[], signal: AbortSignal | undefined) => Promise<R[]>,
  options: BulkOptions = {},
): Promise<R[]> {
  const chunks = chunk(uniqueKeys(keys), size);
  let done = 0;
  const results = await mapLimit(chunks, options.concurrency ?? 4, async (c) => {
    const rows = await fetchChunk(c, options.signal);
    options.onProgress?.(++done, chunks.length);
    return rows;
  });
  return results.flat();
}
