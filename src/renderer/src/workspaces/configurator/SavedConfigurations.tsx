import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { forwardRef, useMemo, useState } from 'react';
import { configuratorScopes, type ConfigurationRow, type RowPrice } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { day, quantity } from '../../components/format';
import { ScopedButton } from '../../components/ScopedButton';
import { DraftMark } from '../../drafts/DraftMark';
import { useShortcuts } from '../../components/shortcuts';
import { CustomerSelect } from '../../components/CustomerSelect';
import { FilterBar } from '../../components/FilterBar';
import { ItemPicker } from './ItemPicker';
import { priceColumns } from './price-columns';
import { useRowPrices } from './useRowPrices';

const column = createColumnHelper<ConfigurationRow>();

/**
 * `drafted`: configurations whose unsaved changes are kept as a draft; their number carries a mark.
 * `prices`: what was read of the rows on screen (the list carries no prices, row 337).
 */
const columnsOf = (drafted: ReadonlySet<string>, prices: ReadonlyMap<string, RowPrice>): DataTableColumn<ConfigurationRow>[] =>
  [
    // Number, quantity and date are what a row is told apart by: never cut, also at 1024 px.
    column.accessor('configurationNumber', {
      header: 'Configuration',
      size: 120,
      meta: { content: 'identifier' },
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <span>{c.getValue()}</span>
          {drafted.has(c.getValue()) && <DraftMark what="Unsaved changes kept as a draft" />}
        </Group>
      ),
    }),
    column.accessor('title', { header: 'Title', size: 160, meta: { giveWay: 1 }, cell: (c) => c.getValue() ?? '–' }),
    // With the prices in, a narrow window drops Customer, then Item, then Title before anything scrolls sideways (row 338).
    column.accessor('itemNumber', {
      header: 'Item',
      size: 160,
      meta: { giveWay: 2 },
      cell: (c) => `${c.getValue()} ${c.row.original.itemName ?? ''}`,
    }),
    column.accessor('customerName', {
      header: 'Customer',
      size: 130,
      meta: { giveWay: 3 },
      cell: (c) => c.getValue() ?? c.row.original.customerNumber ?? 'Anyone',
    }),
    column.accessor('quantity', {
      header: 'Quantity',
      size: 80,
      meta: { numeric: true, content: 'figure', text: (r) => quantity(r.quantity) },
      cell: (c) => quantity(c.getValue()),
    }),
    ...priceColumns(prices),
    column.accessor('modifiedDate', {
      header: 'Changed',
      size: 110,
      meta: { content: 'figure', text: (r) => day(r.modifiedDate ?? r.createdDate) },
      cell: (c) => day(c.getValue() ?? c.row.original.createdDate),
    }),
  ].map((c) => ({ ...c, enableSorting: false }));

export interface SavedConfigurationsProps {
  onOpen: (configurationNumber: string) => void;
  onCompare: (numbers: [string, string]) => void;
  onQuote: (rows: ConfigurationRow[]) => void;
  drafted: ReadonlySet<string>;
}

/** Saved configurations not yet ordered, one page at a time from the ERP; select two to compare or several to quote. */
export const SavedConfigurations = forwardRef<HTMLInputElement, SavedConfigurationsProps>(function SavedConfigurations(
  { onOpen, onCompare, onQuote, drafted },
  searchRef,
) {
  const { prices, onRowsOnScreen } = useRowPrices();
  const columns = useMemo(() => columnsOf(drafted, prices), [drafted, prices]);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [customerNumber, setCustomer] = useState<string | null>(null);
  const [itemNumber, setItem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [known, setKnown] = useState<Record<string, ConfigurationRow>>({});
  const list = useCall(
    'configurator.configurations',
    { page, pageSize, ...(search ? { search } : {}), ...(customerNumber ? { customerNumber } : {}), ...(itemNumber ? { itemNumber } : {}) },
    { placeholderData: keepPreviousData },
  );
  const rows = list.data?.items ?? [];
  const selected = Object.keys(selection).filter((k) => selection[k]);
  // Selected rows may sit on another page; keep what was seen of them.
  const selectedRows = selected.map((n) => rows.find((r) => r.configurationNumber === n) ?? known[n]).filter((r): r is ConfigurationRow => !!r);
  const filtered = !!(search || customerNumber || itemNumber);
  const reset = () => setPage(1);
  const compare = () => selected.length === 2 && onCompare([selected[0]!, selected[1]!]);
  const quote = () => selectedRows.length > 0 && onQuote(selectedRows);
  useShortcuts('Saved configurations', [
    { keys: 'alt+M', label: 'Compare the two selected configurations', run: compare, global: true },
    { keys: 'alt+K', label: 'Put the selected configurations on a quote', run: quote, global: true },
  ]);

  return (
    <Stack gap="xs" data-testid="saved-configurations">
      <FilterBar
        searchRef={searchRef}
        searchLabel="Search configurations"
        placeholder="Number, title, item, customer"
        text={text}
        onText={(value) => (setText(value), reset())}
        filtered={filtered}
        onClear={() => (setText(''), setCustomer(null), setItem(null), reset())}
      >
        <CustomerSelect value={customerNumber} onChange={(value) => (setCustomer(value), reset())} placeholder="Any customer" />
        <ItemPicker value={itemNumber} onChange={(value) => (setItem(value), reset())} />
      </FilterBar>
      <DataTable
        label="Saved configurations"
        data={rows}
        columns={columns}
        getRowId={(row) => row.configurationNumber}
        sorting={[{ id: 'configurationNumber', desc: false }]}
        server={{ page, pageSize, totalCount: list.data?.totalCount ?? 0, onPageChange: setPage, onPageSizeChange: (size) => (setPageSize(size), setPage(1)) }}
        selectable
        rowLabel={(row) => row.configurationNumber}
        rowSelection={selection}
        onRowSelectionChange={(next) => {
          setSelection(next);
          setKnown((k) => ({ ...k, ...Object.fromEntries(rows.map((r) => [r.configurationNumber, r])) }));
        }}
        onOpenRow={(row) => onOpen(row.configurationNumber)}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={
          search && !/\s/.test(search) ? (
            // Ordered configurations leave this list (the ERP lists only open ones), yet open read-only by their number.
            <Stack gap={6} align="center">
              <Text size="sm">No saved configuration matches these filters. An ordered configuration is no longer listed.</Text>
              <Button size="xs" variant="light" onClick={() => onOpen(search)}>
                Open {search} by its number
              </Button>
            </Stack>
          ) : filtered ? (
            'No saved configuration matches these filters.'
          ) : (
            'No saved configurations yet. Configure an item and save it.'
          )
        }
        height="calc(100vh - 400px)"
        exportFileName="configurations"
        onRowsOnScreenChange={onRowsOnScreen}
        toolbar={
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="selection-count">
              {selected.length === 0 ? 'Select two to compare, or several to quote' : `${selected.length} selected`}
            </Text>
            <Button size="xs" variant="default" disabled={selected.length !== 2} onClick={compare} title="Alt+M">
              Compare
            </Button>
            <ScopedButton {...configuratorScopes.writeQuotes} size="xs" variant="default" disabled={selectedRows.length === 0} onClick={quote} title="Alt+K">
              Put on a quote
            </ScopedButton>
          </Group>
        }
      />
    </Stack>
  );
});
