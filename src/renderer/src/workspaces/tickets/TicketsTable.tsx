import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { useTicketDrafts } from './useTicketDrafts';
import { AsOfNotice } from '../../components/AsOfNotice';
import { ticketPriorities, ticketStatuses, ticketTypes, type TicketPage, type TicketRow } from '@shared/contract/tickets';
import { BREACHING_SOON_MINUTES } from '@shared/domain/sla';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { label, when } from '../../components/format';
import { CustomerSelect } from '../../components/CustomerSelect';
import { deadlineOf, deadlineText } from './deadlines';
import type { QueueSelection } from './QueueSidebar';
import { SlaBadge } from './SlaBadge';
import { priorityColor, statusColor } from './ticket-colors';
import { useNow } from './useNow';
import type { Highlights } from './useTicketChanges';

const column = createColumnHelper<TicketRow>();
/** The column is sized to its widest countdown; these em spaces stand for the badge's icon and padding. */
const badgeRoom = '\u2003\u2003';
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

/** `drafted`: per ticket, what of it holds a kept draft (reply, status, return), as the mark names it. */
function buildColumns(now: Date, highlights: Highlights, drafted: ReadonlyMap<string, string[]>): DataTableColumn<TicketRow>[] {
  return [
    column.accessor('ticketNumber', {
      header: 'Ticket',
      size: 150,
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
    column.accessor('title', { header: 'Title', size: 260, meta: { content: 'text' }, cell: (c) => c.getValue() ?? '–' }),
    column.display({
      id: 'response',
      header: 'Response',
      size: 130,
      meta: { content: 'identifier', text: (r) => badgeRoom + deadlineText(deadlineOf('response', r, now, BREACHING_SOON_MINUTES), true) },
      cell: (c) => <SlaBadge compact kind="response" view={deadlineOf('response', c.row.original, now, BREACHING_SOON_MINUTES)} />,
    }),
    column.display({
      id: 'resolution',
      header: 'Resolution',
      size: 130,
      meta: { content: 'identifier', text: (r) => badgeRoom + deadlineText(deadlineOf('resolution', r, now, BREACHING_SOON_MINUTES), true) },
      cell: (c) => <SlaBadge compact kind="resolution" view={deadlineOf('resolution', c.row.original, now, BREACHING_SOON_MINUTES)} />,
    }),
    column.accessor('priority', {
      header: 'Priority',
      size: 90,
      meta: { content: 'identifier', text: (r) => label(r.priority) },
      cell: (c) => (
        <Text size="sm" c={priorityColor(c.getValue())} fw={c.getValue() === 'Critical' || c.getValue() === 'High' ? 600 : undefined}>
          {label(c.getValue())}
        </Text>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      size: 130,
      meta: { content: 'identifier', text: (r) => label(r.status) },
      cell: (c) => (
        <Badge variant="light" color={statusColor(c.getValue())} styles={{ label: { textTransform: 'none' } }}>
          {label(c.getValue())}
        </Badge>
      ),
    }),
    column.accessor('customerName', {
      header: 'Customer',
      size: 180,
      meta: { content: 'text' },
      cell: (c) => c.getValue() ?? c.row.original.customerNumber ?? '–',
    }),
    column.accessor('type', { header: 'Type', size: 120, meta: { content: 'text', text: (r) => label(r.type) } }),
    column.accessor('queueCode', { header: 'Queue', size: 80, meta: { content: 'identifier' } }),
    column.accessor('modifiedDate', { header: 'Changed', size: 150, cell: (c) => when(c.getValue()) }),
  ].map((c) => ({ ...c, enableSorting: false }));
}

interface Filters {
  status: string | null;
  priority: string | null;
  type: string | null;
  customerNumber: string | null;
  open: 'open' | 'finished' | 'any';
  search: string;
  sort: string;
}

const noFilters: Filters = { status: null, priority: null, type: null, customerNumber: null, open: 'open', search: '', sort: 'nextDeadline' };

export interface TicketsTableProps {
  selection: QueueSelection;
  highlights: Highlights;
  onOpen: (row: TicketRow) => void;
  /** The rows on screen, in order, for next and previous ticket. */
  onPage: (page: TicketPage) => void;
}

/** The queue's tickets, next SLA deadline first, one page at a time from the ERP. */
export const TicketsTable = forwardRef<HTMLInputElement, TicketsTableProps>(function TicketsTable({ selection, highlights, onOpen, onPage }, searchRef) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const now = useNow();
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    };
  useEffect(() => setPage(1), [selection]);
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
          <Button size="xs" variant="subtle" onClick={() => (setFilters(noFilters), setPage(1))}>
            Clear filters
          </Button>
        )}
        <AsOfNotice asOf={tickets.data?.asOf} testId="tickets-as-of" />
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
              onChange={(v) => set('sort')(v ?? 'nextDeadline')}
              allowDeselect={false}
            />
          </Group>
        }
      />
    </Stack>
  );
});
