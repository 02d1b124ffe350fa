import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { forwardRef, useState } from 'react';
import { configuratorScopes, quoteStatuses, type QuoteRow } from '@shared/contract/configurator';
import { localToday } from '@shared/domain/overdue';
import { useCall } from '../../api/hooks';
import { CustomerSelect } from '../../components/CustomerSelect';
import { DecimalInput } from '../../components/DecimalInput';
import { FilterBar } from '../../components/FilterBar';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { amount, day, label } from '../../components/format';
import { ScopedButton } from '../../components/ScopedButton';
import { ExpiryBadge, expiryText } from './ExpiryBadge';

const column = createColumnHelper<QuoteRow>();

const columns: DataTableColumn<QuoteRow>[] = [
  column.accessor('quoteNumber', { header: 'Quote', size: 110, meta: { content: 'identifier' } }),
  column.accessor('status', {
    header: 'Status',
    size: 190,
    // Two badges side by side: measured as badge text plus both badges' padding and gap.
    meta: {
      content: 'identifier',
      text: (r) => [label(r.status), expiryText(r)].filter(Boolean).join(', '),
      drawnAs: { scale: 0.78, chrome: 44 },
    },
    cell: (c) => (
      <Group gap={4} wrap="nowrap">
        <Badge variant="light">{label(c.getValue())}</Badge>
        <ExpiryBadge quote={c.row.original} />
      </Group>
    ),
  }),
  column.accessor('customerName', { header: 'Customer', size: 170, cell: (c) => c.getValue() ?? c.row.original.customerNumber ?? '–' }),
  column.accessor('title', { header: 'Title', size: 170, meta: { content: 'text', giveWay: 1 }, cell: (c) => c.getValue() ?? '–' }),
  column.accessor('validUntil', {
    header: 'Valid until',
    size: 110,
    meta: { content: 'figure', text: (r) => day(r.validUntil) },
    cell: (c) => day(c.getValue()),
  }),
  column.accessor('totalAmount', {
    header: 'Total excl. tax',
    size: 130,
    meta: { numeric: true, content: 'money', text: (r) => amount(r.totalAmount, r.currencyCode), giveWay: 2 },
  }),
  column.accessor('totalAmountIncludingTax', {
    header: 'Total incl. tax',
    size: 130,
    meta: { numeric: true, content: 'money', text: (r) => amount(r.totalAmountIncludingTax, r.currencyCode) },
  }),
].map((c) => ({ ...c, enableSorting: false }));

export interface QuotesListProps {
  /** The customer filter, also set from outside (a customer opened from the palette). */
  customerNumber: string | null;
  onCustomer: (customerNumber: string | null) => void;
  onOpen: (quoteNumber: string) => void;
  /** Start a quote from saved configurations. */
  onNew: () => void;
}

/** Quotes in the ERP's quote-number order, one page at a time, filtered by status, customer, text and expiry. */
export const QuotesList = forwardRef<HTMLInputElement, QuotesListProps>(function QuotesList({ customerNumber, onCustomer, onOpen, onNew }, searchRef) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [within, setWithin] = useState('');
  const [withinDays, setWithinDays] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const reset = () => setPage(1);
  const list = useCall(
    'configurator.quotes',
    {
      page,
      pageSize,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
      ...(customerNumber ? { customerNumber } : {}),
      ...(withinDays !== null ? { expiringWithinDays: withinDays, today: localToday() } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = !!(search || status || customerNumber || within);

  return (
    <Stack gap="xs" data-testid="quotes-list">
      <FilterBar
        searchRef={searchRef}
        searchLabel="Search quotes"
        placeholder="Quote number, title"
        text={text}
        onText={(value) => (setText(value), reset())}
        searchWidth={200}
        filtered={filtered}
        onClear={() => (setText(''), setStatus(null), onCustomer(null), setWithin(''), reset())}
      >
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          w={150}
          data={quoteStatuses.map((s) => ({ value: s, label: label(s) }))}
          value={status}
          onChange={(value) => (setStatus(value), reset())}
        />
        <CustomerSelect value={customerNumber} onChange={(value) => (onCustomer(value), reset())} placeholder="Any customer" width={260} />
        {/* What was typed stays as typed; a text that is not a whole number of days up to 365 is named under the field and filters nothing. */}
        <DecimalInput
          label="Expiring within (days)"
          placeholder="Any"
          w={190}
          decimalPlaces={0}
          min="0"
          max="365"
          value={within}
          onChange={(value, problem) => (setWithin(value), setWithinDays(problem === null && value !== '' ? Number(value) : null), reset())}
        />
      </FilterBar>
      <DataTable
        label="Quotes"
        data={list.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.quoteNumber}
        sorting={[{ id: 'quoteNumber', desc: false }]}
        server={{ page, pageSize, totalCount: list.data?.totalCount ?? 0, onPageChange: setPage, onPageSizeChange: (size) => (setPageSize(size), setPage(1)) }}
        onOpenRow={(row) => onOpen(row.quoteNumber)}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={filtered ? 'No quote matches these filters.' : 'No quotes yet. Put saved configurations on a quote.'}
        height="calc(100vh - 400px)"
        exportFileName="quotes"
        toolbar={
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Open a quote to see its lines and send a draft
            </Text>
            <ScopedButton {...configuratorScopes.writeQuotes} size="xs" variant="default" onClick={onNew} title="Alt+K in Saved configurations">
              New quote from configurations
            </ScopedButton>
          </Group>
        }
      />
    </Stack>
  );
});
