import { problem } from './problems';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface Paging {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

function positiveInt(raw: string | undefined, field: string, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw problem.invalid(field, 'Paging.Invalid', `'${field}' must be a whole number of at least 1.`);
  }
  return Number(raw);
}

export function readPaging(query: Record<string, string | undefined>): Paging {
  const page = positiveInt(query.page, 'page', 1);
  const pageSize = positiveInt(query.pageSize, 'pageSize', DEFAULT_PAGE_SIZE);
  if (pageSize > MAX_PAGE_SIZE) {
    throw problem.invalid('pageSize', 'Paging.PageSizeTooLarge', `'pageSize' may be at most ${MAX_PAGE_SIZE}; got ${pageSize}.`);
  }
  return { page, pageSize };
}

/** Cuts one page out of an already filtered and sorted list and maps only the rows shown. */
export function toPage<T, R>(rows: readonly T[], paging: Paging, map: (row: T) => R): Page<R> {
  const { page, pageSize } = paging;
  const totalCount = rows.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  const start = (page - 1) * pageSize;
  return {
    items: rows.slice(start, start + pageSize).map(map),
    totalCount,
    page,
    pageSize,
    totalPages,
    hasPreviousPage: page > 1,
    hasNextPage: page < totalPages,
  };
}
