import { Badge } from '@mantine/core';
import type { DataTableColumn } from './data-table-types';
import { label } from './format';

/**
 * How every list draws a record's status (rows 330, 353, 354): a small light badge with the word
 * in its own case, never cut. `STATUS_DRAWN_AS` tells content-fit how a badge's text compares
 * with the cell's (smaller letters, padding either side).
 */
export const STATUS_DRAWN_AS = { scale: 0.78, chrome: 20 } as const;
const ownCase = { label: { textTransform: 'none' } } as const;

export function StatusBadge({ status, color }: { status: string; color: string }) {
  return (
    <Badge size="sm" variant="light" color={color} styles={ownCase}>
      {label(status)}
    </Badge>
  );
}

/** A list's status column: the badge, its text for sorting, search, export and fit. */
export function statusColumn<T>(statusOf: (row: T) => string, colorOf: (status: string) => string, size: number): DataTableColumn<T> {
  return {
    id: 'status',
    accessorFn: statusOf,
    header: 'Status',
    size,
    meta: { content: 'identifier', text: (r: T) => label(statusOf(r)), drawnAs: STATUS_DRAWN_AS },
    cell: ({ row }) => <StatusBadge status={statusOf(row.original)} color={colorOf(statusOf(row.original))} />,
  };
}
