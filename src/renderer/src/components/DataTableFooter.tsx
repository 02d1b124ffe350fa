import { Group, Pagination, Select, Text } from '@mantine/core';
import { memo } from 'react';
import type { ServerPaging } from './data-table-types';

/**
 * How many rows (and which, when paged), how many selected, and the page controls of server mode.
 * Memoised: a scrolled frame of the table leaves it alone.
 */
export const DataTableFooter = memo(function DataTableFooter({
  server,
  rowOffset,
  shownRows,
  totalRows,
  selectedCount,
}: {
  server?: ServerPaging;
  rowOffset: number;
  shownRows: number;
  totalRows: number;
  selectedCount: number;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="data-table-count">
        {server && totalRows > 0
          ? `Rows ${(rowOffset + 1).toLocaleString()}–${(rowOffset + shownRows).toLocaleString()} of ${totalRows.toLocaleString()}`
          : `${totalRows.toLocaleString()} row${totalRows === 1 ? '' : 's'}`}
        {selectedCount > 0 && ` · ${selectedCount.toLocaleString()} selected`}
      </Text>
      {server && (
        <Group gap="sm">
          {server.onPageSizeChange && (
            <Select
              size="xs"
              w={110}
              aria-label="Rows per page"
              data={(server.pageSizes ?? [25, 50, 100, 200]).map((size) => ({ value: String(size), label: `${size} / page` }))}
              value={String(server.pageSize)}
              onChange={(value) => value && server.onPageSizeChange?.(Number(value))}
              allowDeselect={false}
            />
          )}
          <Pagination
            size="sm"
            total={Math.max(1, Math.ceil(server.totalCount / server.pageSize))}
            value={server.page}
            onChange={server.onPageChange}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
    </Group>
  );
});
