export type Surface = 'preview' | 'ecom';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

/** Options every resource function accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Per-attempt timeout; the whole call is also bounded by the retry budget. */
  timeoutMs?: number;
  /**
   * A stable id for this logical write (e.g. "receive:PO-1001:2:<draft uuid>"). The same id
   * gets the same Idempotency-Key, also after a restart, so a repeated click or a resumed
   * write cannot book twice.
   */
  operationId?: string;
  /**
   * A person is waiting for this answer (a connection test): an address where nothing listens
   * is reported at once instead of being tried again for seconds.
   */
  failFast?: boolean;
}

/** `{items[], totalCount, page, pageSize, totalPages, hasPreviousPage, hasNextPage}` */
export interface Paged<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

export function buildQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
