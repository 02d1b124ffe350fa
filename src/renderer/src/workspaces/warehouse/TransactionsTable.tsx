import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { TransactionRow } from '@shared/contract/warehouse';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { label, quantity, when } from '../../components/format';
import { signedQuantity } from './format';
import classes from './warehouse.module.css';

const column = createColumnHelper<TransactionRow>();

/**
 * The ERP lists movements newest first and sorts them no other way, so the columns do not sort.
 * A stock history shows some of them (`historyColumns`), in the order the chart is read.
 */
export const movementColumns: DataTableColumn<TransactionRow>[] = (
  [
    column.accessor('transactionDate', { header: 'When', size: 185, cell: (c) => when(c.getValue()) }),
    column.accessor('transactionType', { header: 'Type', size: 110, cell: (c) => label(c.getValue()) }),
    column.accessor('warehouseCode', { header: 'Warehouse', size: 100, meta: { content: 'identifier' } }),
    column.accessor('locationCode', { header: 'Location', size: 90, meta: { content: 'identifier' } }),
    column.accessor('batchNumber', { header: 'Batch', size: 100, meta: { content: 'identifier', text: (r) => r.batchNumber ?? '–' } }),
    column.accessor('serialNumber', { header: 'Serial', size: 110, meta: { content: 'identifier', text: (r) => r.serialNumber ?? '–' } }),
    column.accessor('quantity', {
      header: 'Quantity',
      size: 90,
      meta: { numeric: true, content: 'figure', text: (r) => signedQuantity(r.quantity) },
      cell: (c) => (
        <Text size="sm" span fw={600} className={c.getValue().startsWith('-') ? classes.negative : classes.positive}>
          {signedQuantity(c.getValue())}
        </Text>
      ),
    }),
    column.accessor('balanceAfter', { header: 'Balance after', size: 120, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.balanceAfter) } }),
    column.accessor((t) => (t.referenceType ? `${t.referenceType} ${t.referenceId ?? ''}`.trim() : ''), {
      id: 'reference',
      header: 'Reference',
      size: 200,
      cell: (c) => c.getValue() || '–',
    }),
    column.accessor('notes', { header: 'Notes', size: 220, cell: (c) => c.getValue() ?? '' }),
  ] as DataTableColumn<TransactionRow>[]
).map((c) => ({ ...c, enableSorting: false }));

const byKey = (key: string) => movementColumns.find((c) => (c as { accessorKey?: string }).accessorKey === key)!;

/** A stock history's table: when, what, how much and the balance left, then where; the warehouse is the one chosen. */
export const historyColumns: DataTableColumn<TransactionRow>[] = [
  // Time and type in full: with six columns there is room for them at 1024 px.
  { ...byKey('transactionDate'), meta: { content: 'identifier', text: (r) => when(r.transactionDate) } },
  { ...byKey('transactionType'), meta: { content: 'identifier', text: (r) => label(r.transactionType) } },
  ...['quantity', 'balanceAfter', 'batchNumber'].map(byKey),
  // The location gives way first on a narrow window: the batch says more of a movement's stock.
  { ...byKey('locationCode'), meta: { ...byKey('locationCode').meta, giveWay: 1 } },
];

/** An item's stock movements, newest first, a page at a time from the ERP. */
export function TransactionsTable({ itemNumber }: { itemNumber: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const movements = useCall('warehouse.transactions.list', { itemNumber, page, pageSize }, { placeholderData: keepPreviousData, staleTime: 0 });
  return (
    <DataTable
      label={`Movements of ${itemNumber}`}
      data={movements.data?.items ?? []}
      columns={movementColumns}
      getRowId={(t) => t.transactionId}
      server={{
        page,
        pageSize,
        totalCount: movements.data?.totalCount ?? 0,
        onPageChange: setPage,
        onPageSizeChange: (size) => (setPageSize(size), setPage(1)),
      }}
      loading={movements.isFetching}
      error={movements.error}
      onRetry={() => void movements.refetch()}
      emptyMessage="No stock movements recorded for this item."
      height={340}
      exportFileName={`movements-${itemNumber}`}
    />
  );
}
