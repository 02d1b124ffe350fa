import { Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { forwardRef, useMemo, useState, type ReactNode } from 'react';
import { purchaseOrderStates, type OrderRow } from '@shared/contract/purchasing';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { amount, day, label } from '../../components/format';
import { dueDate, isOverdue } from '@shared/domain/overdue';
import { statusColor } from './format';
import { useDraftKeys } from '../../drafts/useDraftList';
import { usePurchasingReference } from './usePurchasingReference';
import { DateField } from '../../components/DateField';
import { statusColumn } from '../../components/StatusBadge';
import { dayColumn } from '../../components/table-columns';

const column = createColumnHelper<OrderRow>();

/**
 * `drafted`: orders whose Receive or Edit lines holds unsent work; their number carries a mark.
 * On a narrow window Promised, Order date and Expected give way, in that order (row 354).
 */
const columnsFor = (drafted: ReadonlySet<string>): DataTableColumn<OrderRow>[] =>
  [
    column.accessor('orderNumber', {
      header: 'Order',
      size: 135,
      meta: { content: 'identifier' },
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <span style={{ whiteSpace: 'nowrap' }}>{c.getValue()}</span>
          {drafted.has(c.getValue()) && <IconPencil size={14} aria-label="Draft kept" data-testid="po-row-draft" />}
        </Group>
      ),
    }),
    // Drawn as the counts and tickets lists draw statuses: small badges in the word's own case, never cut (row 354).
    statusColumn<OrderRow>(
      (r) => r.status,
      statusColor,
      190,
      (r) => (isOverdue(r) ? { label: 'Overdue', title: `Overdue: due ${day(dueDate(r))}`, testId: 'po-row-overdue' } : null),
    ),
    column.accessor('supplierName', {
      header: 'Supplier',
      size: 180,
      minSize: 110,
      meta: { content: 'text', text: (r) => r.supplierName ?? r.supplierNumber ?? '–' },
      cell: (c) => c.getValue() ?? c.row.original.supplierNumber ?? '–',
    }),
    column.accessor('supplierReference', { header: 'Supplier ref.', size: 100, meta: { content: 'identifier', text: (r) => r.supplierReference ?? '–' } }),
    column.accessor('warehouseCode', { header: 'Wareh.', size: 70, meta: { content: 'identifier' } }),
    dayColumn<OrderRow, 'orderDate'>('orderDate', 'Order date', day, { size: 112, giveWay: 2 }),
    dayColumn<OrderRow, 'expectedDeliveryDate'>('expectedDeliveryDate', 'Expected', day, { size: 112, giveWay: 1 }),
    dayColumn<OrderRow, 'promisedDeliveryDate'>('promisedDeliveryDate', 'Promised', day, { size: 112, giveWay: 3 }),
    column.accessor('lineCount', { header: 'Lines', size: 55, meta: { numeric: true, content: 'figure' } }),
    column.accessor('totalAmount', {
      header: 'Total excl. tax',
      size: 130,
      meta: { numeric: true, content: 'money', text: (r) => amount(r.totalAmount, r.currencyCode) },
    }),
  ].map((c) => ({ ...c, enableSorting: false }));

export interface OrderFilters {
  statuses: string[];
  supplierNumber: string | null;
  orderDateFrom: string;
  orderDateTo: string;
  expectedFrom: string;
  expectedTo: string;
  search: string;
}

export const noFilters: OrderFilters = { statuses: [], supplierNumber: null, orderDateFrom: '', orderDateTo: '', expectedFrom: '', expectedTo: '', search: '' };

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <DateField size="xs" w={135} aria-label={label} title={label} value={value} onChange={(typed) => onChange(typed)} />;
}

/** A date filter still being typed, or refused, filters nothing; the field says why. */
const asDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

function Range({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
        {children}
      </Group>
    </Stack>
  );
}

/** Purchase orders, newest order date first, one page at a time from the ERP. */
export const OrdersTable = forwardRef<HTMLInputElement, { onOpen: (orderNumber: string) => void }>(function OrdersTable({ onOpen }, searchRef) {
  const [filters, setFilters] = useState<OrderFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const { supplierOptions } = usePurchasingReference();
  const received = useDraftKeys('purchasing.receive');
  const edited = useDraftKeys('purchasing.editLines');
  const columns = useMemo(() => columnsFor(new Set([...received, ...edited])), [received, edited]);
  const set =
    <K extends keyof OrderFilters>(key: K) =>
    (value: OrderFilters[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    };
  const orders = useCall(
    'purchasing.orders',
    {
      page,
      pageSize,
      statuses: filters.statuses,
      ...(filters.supplierNumber ? { supplierNumber: filters.supplierNumber } : {}),
      ...(asDate(filters.orderDateFrom) ? { orderDateFrom: asDate(filters.orderDateFrom) } : {}),
      ...(asDate(filters.orderDateTo) ? { orderDateTo: asDate(filters.orderDateTo) } : {}),
      ...(asDate(filters.expectedFrom) ? { expectedFrom: asDate(filters.expectedFrom) } : {}),
      ...(asDate(filters.expectedTo) ? { expectedTo: asDate(filters.expectedTo) } : {}),
      ...(search ? { search } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

  const filterBar = (
    <Group gap="sm" wrap="wrap" align="flex-end" data-testid="po-filters">
      <TextInput
        ref={searchRef}
        size="xs"
        w={220}
        label="Search"
        aria-label="Search orders"
        placeholder="Order no., supplier, reference"
        leftSection={<IconSearch size={14} />}
        value={filters.search}
        onChange={(e) => set('search')(e.currentTarget.value)}
      />
      <MultiSelect
        size="xs"
        w={250}
        label="Status"
        placeholder={filters.statuses.length ? undefined : 'Any status'}
        data={purchaseOrderStates.map((s) => ({ value: s, label: label(s) }))}
        value={filters.statuses}
        onChange={set('statuses')}
        clearable
      />
      <Select
        size="xs"
        w={220}
        label="Supplier"
        placeholder="Any supplier"
        searchable
        clearable
        data={supplierOptions}
        value={filters.supplierNumber}
        onChange={set('supplierNumber')}
      />
      <Range label="Order date">
        <DateFilter label="Order date from" value={filters.orderDateFrom} onChange={set('orderDateFrom')} />
        <DateFilter label="Order date to" value={filters.orderDateTo} onChange={set('orderDateTo')} />
      </Range>
      <Range label="Expected delivery">
        <DateFilter label="Expected delivery from" value={filters.expectedFrom} onChange={set('expectedFrom')} />
        <DateFilter label="Expected delivery to" value={filters.expectedTo} onChange={set('expectedTo')} />
      </Range>
      {filtered && (
        <Button size="xs" variant="subtle" onClick={() => (setFilters(noFilters), setPage(1))}>
          Clear filters
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="xs" data-testid="po-table">
      {filterBar}
      <DataTable
        label="Purchase orders"
        data={orders.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.orderNumber}
        sorting={[{ id: 'orderDate', desc: true }]}
        server={{
          page,
          pageSize,
          totalCount: orders.data?.totalCount ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => (setPageSize(size), setPage(1)),
        }}
        onOpenRow={(row) => onOpen(row.orderNumber)}
        loading={orders.isFetching}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        emptyMessage={filtered ? 'No purchase orders match these filters.' : 'No purchase orders yet. Create one with New order.'}
        height="calc(100vh - 390px)"
        exportFileName="purchase-orders"
      />
    </Stack>
  );
});
