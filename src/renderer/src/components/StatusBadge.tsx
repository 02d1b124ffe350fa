import { Badge, Group } from '@mantine/core';
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

/** A second mark beside a row's status ("Overdue"), with what its tooltip says. */
export interface StatusFlag {
  label: string;
  title: string;
  testId: string;
}

/**
 * A list's status column: the badge, its text for sorting, search, export and fit. `flagOf` adds a
 * red outlined mark beside the status of the rows it names (an order overdue), in the text too.
 */
export function statusColumn<T>(
  statusOf: (row: T) => string,
  colorOf: (status: string) => string,
  size: number,
  flagOf?: (row: T) => StatusFlag | null,
): DataTableColumn<T> {
  const text = (row: T) => {
    const flag = flagOf?.(row);
    return flag ? `${label(statusOf(row))}, ${flag.label.toLowerCase()}` : label(statusOf(row));
  };
  return {
    id: 'status',
    accessorFn: statusOf,
    header: 'Status',
    size,
    // The flag's badge and the gap before it are more than the status badge's own padding.
    meta: { content: 'identifier', text, drawnAs: flagOf ? { ...STATUS_DRAWN_AS, chrome: 36 } : STATUS_DRAWN_AS },
    cell: ({ row }) => {
      const status = statusOf(row.original);
      const badge = <StatusBadge status={status} color={colorOf(status)} />;
      const flag = flagOf?.(row.original);
      if (!flag) return badge;
      return (
        <Group gap={4} wrap="nowrap">
          {badge}
          <Badge variant="outline" color="red" size="sm" styles={ownCase} title={flag.title} data-testid={flag.testId}>
            {flag.label}
          </Badge>
        </Group>
      );
    },
  };
}
