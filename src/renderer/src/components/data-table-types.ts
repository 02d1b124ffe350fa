import type { ColumnDef } from '@tanstack/react-table';

/** Any column of T; TanStack's own helpers produce ColumnDef<T, TValue> with a concrete TValue. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T> = ColumnDef<T, any>;

/** Server-side mode: the parent loads one page at a time and owns paging (1-based, like the ERP). */
export interface ServerPaging {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: number[];
}
