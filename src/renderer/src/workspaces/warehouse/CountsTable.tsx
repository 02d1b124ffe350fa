import { Group, Progress, Select, Stack, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { countSortFields, countStatuses, type CountRow, type CountSortField } from '@shared/contract/warehouse';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ScopedButton } from '../../components/ScopedButton';
import { baseMoneyText, label } from '../../components/format';
import { BaseCurrencyNote } from './BaseCurrencyNote';
import { shortDay, statusColor } from './format';
import { WarehouseSelect } from './WarehouseSelect';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftKeys } from '../../drafts/useDraftList';
import { statusColumn } from '../../components/StatusBadge';
import { dayColumn } from '../../components/table-columns';

const column = createColumnHelper<CountRow>();

function CountProgress({ row }: { row: CountRow }) {
  const total = row.totalLines ?? 0;
  const counted = row.countedLines ?? 0;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={total ? (counted / total) * 100 : 0} w={70} size="sm" aria-hidden />
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {counted} / {total}
      </Text>
    </Group>
  );
}

/**
 * On a narrow window Started, Applied, Type, Description and Completed give way, in that order
 * (row 353). Text columns name their `minSize`: without one TanStack's default of 20 px is the floor.
 */
const columns: DataTableColumn<CountRow>[] = [
  column.accessor('countNumber', { header: 'Count', size: 105, meta: { content: 'identifier' } }),
  column.accessor('type', {
    header: 'Type',
    size: 95,
    minSize: 66,
    meta: { content: 'text', text: (r) => label(r.type), giveWay: 4 },
    cell: (c) => label(c.getValue()),
  }),
  // As the tickets list draws its statuses: a word in its own case, never cut (row 353).
  statusColumn<CountRow>((r) => r.status, statusColor, 135),
  column.accessor('warehouseCode', { header: 'Warehouse', size: 110, meta: { content: 'identifier' } }),
  column.accessor('description', { header: 'Description', size: 190, minSize: 130, enableSorting: false, meta: { content: 'text', giveWay: 3 } }),
  column.accessor((r) => `${r.countedLines ?? 0}/${r.totalLines ?? 0}`, {
    id: 'progress',
    header: 'Counted',
    size: 145,
    minSize: 110,
    meta: { text: (r) => `${r.countedLines ?? 0} / ${r.totalLines ?? 0}` },
    cell: (c) => <CountProgress row={c.row.original} />,
  }),
  column.accessor('linesWithVariance', {
    header: 'Variance lines',
    size: 135,
    meta: { numeric: true, content: 'figure', text: (r) => String(r.linesWithVariance ?? '–') },
  }),
  column.accessor('totalVarianceValue', {
    header: 'Variance value',
    size: 135,
    meta: { numeric: true, content: 'money', text: (r) => baseMoneyText(r.totalVarianceValue) },
  }),
  dayColumn<CountRow, 'startedAt'>('startedAt', 'Started', shortDay, { size: 120, giveWay: 6 }),
  dayColumn<CountRow, 'completedAt'>('completedAt', 'Completed', shortDay, { size: 120, giveWay: 2 }),
  dayColumn<CountRow, 'appliedAt'>('appliedAt', 'Applied', shortDay, { size: 120, giveWay: 5 }),
];

const isSortField = (id: string): id is CountSortField => (countSortFields as readonly string[]).includes(id);

/** Counts, one page at a time from the ERP, filtered by status and warehouse and sorted by any column. */
export function CountsTable({ onOpen, onCreate }: { onOpen: (countNumber: string) => void; onCreate: () => void }) {
  const newCountDrafted = useDraftKeys('warehouse.newCount').has('new');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [status, setStatus] = useState<string | null>(null);
  const [warehouseCode, setWarehouseCode] = useState<string | null>(null);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'countNumber', desc: true }]);

  const sort = sorting[0] && isSortField(sorting[0].id) ? { field: sorting[0].id, desc: sorting[0].desc } : undefined;
  const counts = useCall(
    'warehouse.counts.list',
    { page, pageSize, sort, ...(status ? { status: status as (typeof countStatuses)[number] } : {}), ...(warehouseCode ? { warehouseCode } : {}) },
    // Counts move on in the warehouse app, so the page is read afresh on every visit and every 30 s.
    { placeholderData: keepPreviousData, staleTime: 0, refetchInterval: 30_000 },
  );

  const toolbar = (
    <>
      <Select
        size="xs"
        w={160}
        aria-label="Status"
        placeholder="Any status"
        clearable
        data={countStatuses.map((s) => ({ value: s, label: label(s) }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <WarehouseSelect
        size="xs"
        w={260}
        aria-label="Warehouse"
        placeholder="Any warehouse"
        clearable
        value={warehouseCode}
        onChange={(value) => {
          setWarehouseCode(value);
          setPage(1);
        }}
      />
      <ScopedButton
        tag="inventory"
        access="write"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={onCreate}
        rightSection={newCountDrafted ? <DraftMark what="New count: unsaved work kept as a draft" /> : undefined}
      >
        New count
      </ScopedButton>
    </>
  );

  return (
    <Stack gap="xs" data-testid="counts-table">
      <DataTable
        label="Inventory counts"
        data={counts.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.countNumber}
        sorting={sorting}
        onSortingChange={setSorting}
        server={{
          page,
          pageSize,
          totalCount: counts.data?.totalCount ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => (setPageSize(size), setPage(1)),
        }}
        onOpenRow={(row) => onOpen(row.countNumber)}
        loading={counts.isFetching}
        error={counts.error}
        onRetry={() => void counts.refetch()}
        emptyMessage={status || warehouseCode ? 'No counts match these filters.' : 'No inventory counts yet. Create one with New count.'}
        toolbar={toolbar}
        height="calc(100vh - 330px)"
        exportFileName="inventory-counts"
      />
      <BaseCurrencyNote values={(counts.data?.items ?? []).map((c) => c.totalVarianceValue)} />
    </Stack>
  );
}
