import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNow } from '../../stores/clock';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { useTicketDrafts } from './useTicketDrafts';
import { AsOfNotice } from '../../components/AsOfNotice';
import { ticketPriorities, ticketStatuses, ticketTypes, type TicketPage, type TicketRow } from '@shared/contract/tickets';
import { BREACHING_SOON_MINUTES } from '@shared/domain/sla';
import { formatNearTime } from '@shared/domain/time';
import { currentLocale } from '../../stores/number-format';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { label } from '../../components/format';
import { CustomerSelect } from '../../components/CustomerSelect';
import { deadlineText, rowDeadline } from './deadlines';
import type { QueueSelection } from './QueueSidebar';
import { noFilters, type Filters } from './ticket-filters';
import { SlaBadge } from './SlaBadge';
import { priorityColor, statusColor } from './ticket-colors';
import type { Highlights } from './useTicketChanges';
import { statusColumn } from '../../components/StatusBadge';

const column = createColumnHelper<TicketRow>();
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: label(v) }));
const sortOptions = [
  { value: 'nextDeadline', label: 'Next SLA deadline' },
  { value: 'ticketNumber', label: 'Ticket number' },
  { value: 'newest', label: 'Newest first' },
  { value: 'recentlyChanged', label: 'Recently changed' },
];
const openOptions = [
  { value: 'open', label: 'Open' },
  { value: 'finished', label: 'Resolved, closed, cancelled' },
  { value: 'any', label: 'Any' },
];

/**
 * Which columns give way on a narrow window, and in what order: row 330.
 * `drafted`: per ticket, what of it holds a kept draft (reply, status, return), as the mark names it. */
function buildColumns(now: Date, highlights: Highlights, drafted: ReadonlyMap<string, string[]>): DataTableColumn<TicketRow>[] {
  return [
    column.accessor('ticketNumber', {
      header: 'Ticket',
      size: 100,
      meta: { content: 'identifier', text: (r) => r.ticketNumber },
      cell: (c) => {
        const mark = highlights[c.getValue()];
        return (
          <Group gap={4} wrap="nowrap">
            <span data-testid="ticket-number" data-next-due={c.row.original.sla.nextDeadline?.due ?? ''}>
              {c.getValue()}
            </span>
            {mark && (
              <Badge size="xs" color={mark === 'new' ? 'blue' : 'grape'} variant="filled" data-testid="ticket-highlight">
                {mark === 'new' ? 'New' : 'Updated'}
              </Badge>
            )}
            {drafted.get(c.getValue())?.map((what) => (
              <IconPencil key={what} size={14} aria-label={what} role="img" />
            ))}
          </Group>
        );
      },
    }),
    column.accessor('title', {
      header: 'Title',
      // Wide where there is room (a title reads as more than its first letters), narrow before Due, Priority or Status go.
      size: 200,
      minSize: 64,
      meta: { content: 'text', text: (r) => r.title ?? '–' },
      // Where the Customer column gave way, the customer stands after the title.
      cell: (c) => {
        const folded = !c.table.getColumn('customerName')?.getIsVisible();
        const customer = c.row.original.customerName ?? c.row.original.customerNumber;
        return (
          <>
            {c.getValue() ?? '–'}
            {folded && customer && (
              <Text span size="sm" c="dimmed" data-testid="folded-customer">
                {' · '}
                {customer}
              </Text>
            )}
          </>
        );
      },
    }),
    column.display({
      id: 'due',
      header: 'Due',
      size: 150,
      meta: {
        content: 'identifier',
        text: (r) => deadlineText(rowDeadline(r, now, BREACHING_SOON_MINUTES).view, now),
        // A small badge: 10 px bold letters, an icon and padding.
        drawnAs: { scale: 0.78, chrome: 32 },
      },
      cell: (c) => <SlaBadge now={now} {...rowDeadline(c.row.original, now, BREACHING_SOON_MINUTES)} />,
    }),
    column.accessor('priority', {
      header: 'Priority',
      size: 80,
      meta: { content: 'identifier', text: (r) => label(r.priority) },
      cell: (c) => (
        <Text size="sm" c={priorityColor(c.getValue())} fw={c.getValue() === 'Critical' || c.getValue() === 'High' ? 600 : undefined}>
          {label(c.getValue())}
        </Text>
      ),
    }),
    statusColumn<TicketRow>((r) => r.status, statusColor, 120),
    column.accessor('customerName', {
      header: 'Customer',
      size: 120,
      meta: { content: 'text', giveWay: 1 },
      cell: (c) => c.getValue() ?? c.row.original.customerNumber ?? '–',
    }),
    column.accessor('type', { header: 'Type', size: 110, meta: { content: 'text', text: (r) => label(r.type), giveWay: 3 } }),
    column.accessor('queueCode', { header: 'Queue', size: 70, meta: { content: 'identifier', giveWay: 2 } }),
    column.accessor('modifiedDate', {
      header: 'Changed',
      size: 100,
      meta: { content: 'text', text: (r) => (r.modifiedDate ? formatNearTime(r.modifiedDate, now, { locale: currentLocale() }) : '–'), giveWay: 4 },
    }),
  ].map((c) => ({ ...c, enableSorting: false }));
}

export interface TicketsTableProps {
  selection: QueueSelection;
  /** Kept by the workspace, so a saved view can set them and "Save this view" can read them. */
  filters: Filters;
  onFilters: (filters: Filters) => void;
  highlights: Highlights;
  onOpen: (row: TicketRow) => void;
  /** The rows on screen, in order, for next and previous ticket. */
  onPage: (page: TicketPage) => void;
}

/** The queue's tickets, next SLA deadline first, one page at a time from the ERP. */
export const TicketsTable = forwardRef<HTMLInputElement, TicketsTableProps>(function TicketsTable(
  { selection, filters, onFilters, highlights, onOpen, onPage },
  searchRef,
) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const now = useNow();
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) => {
      onFilters({ ...filters, [key]: value });
      setPage(1);
    };
  useEffect(() => setPage(1), [selection, filters]);
  const tickets = useCall(
    'tickets.list',
    {
      page,
      pageSize,
      view: selection.view,
      sort: filters.sort as 'nextDeadline',
      open: filters.open === 'open' ? true : filters.open === 'finished' ? false : null,
      ...(selection.queueCode ? { queueCode: selection.queueCode } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.priority ? { priority: filters.priority } : {}),
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.customerNumber ? { customerNumber: filters.customerNumber } : {}),
      ...(search ? { search } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  useEffect(() => {
    if (tickets.data) onPage(tickets.data);
  }, [tickets.data, onPage]);
  const drafted = useTicketDrafts();
  const columns = useMemo(() => buildColumns(now, highlights, drafted), [now, highlights, drafted]);
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

  return (
    <Stack gap="xs" data-testid="tickets-table" style={{ minWidth: 0, flex: 1 }}>
      <Group gap="sm" wrap="wrap" align="flex-end" data-testid="ticket-filters">
        <TextInput
          ref={searchRef}
          size="xs"
          w={200}
          label="Search"
          aria-label="Search tickets"
          placeholder="Number, title, contact"
          leftSection={<IconSearch size={14} />}
          value={filters.search}
          onChange={(e) => set('search')(e.currentTarget.value)}
        />
        <Select
          size="xs"
          w={150}
          label="Status"
          placeholder="Any status"
          data={options(ticketStatuses)}
          value={filters.status}
          onChange={set('status')}
          clearable
        />
        <Select
          size="xs"
          w={110}
          label="Priority"
          placeholder="Any"
          data={options(ticketPriorities)}
          value={filters.priority}
          onChange={set('priority')}
          clearable
        />
        <Select
          size="xs"
          w={150}
          label="Type"
          placeholder="Any type"
          data={options(ticketTypes)}
          value={filters.type}
          onChange={set('type')}
          clearable
          searchable
        />
        <CustomerSelect value={filters.customerNumber} onChange={(n) => set('customerNumber')(n)} placeholder="Any customer" size="xs" width={220} />
        {filtered && (
          <Button size="xs" variant="subtle" onClick={() => (onFilters(noFilters), setPage(1))}>
            Clear filters
          </Button>
        )}
        <AsOfNotice asOf={tickets.data?.asOf} testId="tickets-as-of" onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />
      </Group>
      <DataTable
        label="Tickets"
        data={tickets.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.ticketNumber}
        sorting={[]}
        server={{
          page,
          pageSize,
          totalCount: tickets.data?.totalCount ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => (setPageSize(size), setPage(1)),
        }}
        onOpenRow={onOpen}
        loading={tickets.isFetching && !tickets.data}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
        emptyMessage={filtered || selection.view !== 'all' ? 'No tickets match this view and these filters.' : 'No open tickets in this queue.'}
        height="calc(100vh - 330px)"
        exportFileName="tickets"
        toolbar={
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <Select
              size="xs"
              w={150}
              label="Open or finished"
              data={openOptions}
              value={filters.open}
              onChange={(v) => set('open')((v ?? 'open') as Filters['open'])}
              allowDeselect={false}
            />
            <Select
              size="xs"
              w={170}
              label="Sort by"
              data={sortOptions}
              value={filters.sort}
              onChange={(v) => set('sort')((v ?? 'nextDeadline') as Filters['sort'])}
              allowDeselect={false}
            />
          </Group>
        }
      />
    </Stack>
  );
});
