import '@mantine/core/styles.css';
import { Badge, Code, Container, Group, MantineProvider, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppError } from '@shared/errors';
import { DataTable, type DataTableColumn } from '../../src/renderer/src/components/DataTable';
import { DecimalInput } from '../../src/renderer/src/components/DecimalInput';
import { ProblemAlert } from '../../src/renderer/src/components/ProblemAlert';
import { ScannerSettings } from '../../src/renderer/src/components/ScannerSettings';
import { useFieldErrors } from '../../src/renderer/src/components/field-errors';
import { compareDecimalValues } from '../../src/renderer/src/components/table-sorting';
import { useScanner } from '../../src/renderer/src/components/useScanner';
import { theme } from '../../src/renderer/src/theme';

/** Test-only rows: deterministic, with commas and quotes where CSV must quote them. */
interface StockRow {
  itemNumber: string;
  description: string;
  warehouse: string;
  onHand: string;
  allocated: string;
  unitCost: string;
  counted: string;
}

function generateRows(count: number): StockRow[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const names = ['Hex bolt, M8 x 40', 'Washer 8.4 mm', 'Pipe 3/4" galvanised', 'Cable tie 200 mm', 'Hinge, stainless "heavy"', 'Wall plug 6 mm'];
  const warehouses = ['MAIN', 'EAST', 'WEST'];
  return Array.from({ length: count }, (_, i) => {
    const onHand = Math.floor(random() * 200000) - 20000;
    const allocated = Math.floor(random() * 5000);
    const cents = Math.floor(random() * 100000);
    return {
      itemNumber: `ITEM-${String(i + 1).padStart(5, '0')}`,
      description: names[i % names.length]!,
      warehouse: warehouses[i % warehouses.length]!,
      onHand: `${onHand < 0 ? '-' : ''}${Math.floor(Math.abs(onHand) / 100)}.${String(Math.abs(onHand) % 100).padStart(2, '0')}`,
      allocated: String(allocated),
      unitCost: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}00`,
      counted: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString().slice(0, 10),
    };
  });
}

const column = createColumnHelper<StockRow>();
const columns: DataTableColumn<StockRow>[] = [
  column.accessor('itemNumber', { header: 'Item', size: 130 }),
  column.accessor('description', { header: 'Description', size: 260 }),
  column.accessor('warehouse', { header: 'Warehouse', size: 110 }),
  column.accessor('onHand', { header: 'On hand', size: 120, meta: { numeric: true } }),
  column.accessor('allocated', { header: 'Allocated', size: 110, meta: { numeric: true } }),
  column.accessor('unitCost', { header: 'Unit cost', size: 120, meta: { numeric: true } }),
  column.accessor('counted', { header: 'Last counted', size: 130 }),
];

/** The columns with a mark after the opened row's item, as screens mark drafted records: new definitions each time. */
const markedColumns = (marked: string): DataTableColumn<StockRow>[] => [
  column.accessor('itemNumber', {
    header: 'Item',
    size: 130,
    cell: (c) => (
      <>
        <span>{c.getValue()}</span>
        {c.getValue() === marked && <span data-testid="row-mark"> ★</span>}
      </>
    ),
  }),
  ...columns.slice(1),
];

const params = new URLSearchParams(window.location.search);
const rowCount = Number(params.get('rows') ?? 10_000);

/** The benchmark view: one table filling the window, virtualised or not. */
function BenchView() {
  const rows = useMemo(() => generateRows(rowCount), []);
  const virtualize = params.get('virtualize') !== '0';
  useEffect(() => {
    // After React committed, the next frame is the first one painted with rows.
    requestAnimationFrame(() => {
      (window as unknown as { __firstPaint: number }).__firstPaint = performance.now();
    });
  }, []);
  return (
    <Container size="xl" py="md">
      <DataTable label="Stock" data={rows} columns={columns} getRowId={(r) => r.itemNumber} height="calc(100vh - 120px)" virtualize={virtualize} />
    </Container>
  );
}

const scanErrorExample = new AppError({
  kind: 'problem',
  status: 409,
  code: 'Inventory.InsufficientStock',
  title: 'Insufficient stock',
  detail: 'On hand 3.00, requested -5.00.',
  fieldErrors: [
    { field: 'quantity', message: 'Quantity exceeds on hand.', code: 'Inventory.InsufficientStock' },
    { field: 'lines[2].batchNumber', message: 'Batch B-17 is recalled.' },
  ],
});

function ServerTable({ all }: { all: StockRow[] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [sorting, setSorting] = useState<SortingState>([]);
  // Stands in for the ERP: sorts and pages on "the server".
  const pageRows = useMemo(() => {
    const sort = sorting[0];
    const sorted = sort
      ? [...all].sort((a, b) => {
          const key = sort.id as keyof StockRow;
          const order = key === 'onHand' || key === 'allocated' || key === 'unitCost' ? compareDecimalValues(a[key], b[key]) : a[key].localeCompare(b[key]);
          return sort.desc ? -order : order;
        })
      : all;
    return sorted.slice((page - 1) * pageSize, page * pageSize);
  }, [all, page, pageSize, sorting]);
  return (
    <DataTable
      label="Stock by page"
      data={pageRows}
      columns={columns}
      getRowId={(r) => r.itemNumber}
      sorting={sorting}
      onSortingChange={setSorting}
      server={{ page, pageSize, totalCount: all.length, onPageChange: setPage, onPageSizeChange: setPageSize }}
      height={260}
    />
  );
}

/** A controlled field with its own state: each keystroke redraws only this field. */
function ScanField() {
  const [value, setValue] = useState('');
  return <TextInput label="Scan into this field" value={value} onChange={(e) => setValue(e.currentTarget.value)} data-testid="scan-field" />;
}

/** Own state, so typing here does not redraw the big tables (each keystroke would be slower). */
function ScannerSection() {
  const [lastScan, setLastScan] = useState('');
  const [fieldScan, setFieldScan] = useState('');
  const [hotkeys, setHotkeys] = useState(0);
  useScanner({ onScan: setLastScan, onFieldScan: (code) => setFieldScan(code) });
  // A one-key shortcut: typing it slowly must still reach the page although the scanner holds keys.
  useHotkeys([['g', () => setHotkeys((n) => n + 1)]]);
  return (
    <Paper withBorder p="md" data-testid="section-scanner">
      <Stack gap="sm">
        <Title order={4}>Scanner</Title>
        <Group gap="md">
          <Text size="sm" data-testid="last-scan">
            Last scan: {lastScan || 'none'}
          </Text>
          <Text size="sm" data-testid="field-scan">
            Field scan: {fieldScan || 'none'}
          </Text>
          <Badge variant="light" data-testid="hotkey-count">
            Shortcut g pressed {hotkeys}×
          </Badge>
        </Group>
        <ScanField />
        <ScannerSettings />
      </Stack>
    </Paper>
  );
}

function DecimalSection() {
  const [quantity, setQuantity] = useState('');
  const [cost, setCost] = useState('');
  const [serverQuantity, setServerQuantity] = useState('5');
  const errorFor = useFieldErrors(scanErrorExample);
  return (
    <Paper withBorder p="md" data-testid="section-decimal">
      <Stack gap="sm">
        <Title order={4}>DecimalInput</Title>
        <DecimalInput
          label="Quantity"
          description="2 decimals, negative allowed"
          decimalPlaces={2}
          allowNegative
          value={quantity}
          onChange={setQuantity}
          data-testid="decimal-quantity"
        />
        <Text size="sm">
          Value: <Code data-testid="decimal-value">{JSON.stringify(quantity)}</Code>
        </Text>
        <DecimalInput label="Unit cost" description="No decimals" decimalPlaces={0} value={cost} onChange={setCost} data-testid="decimal-whole" />
        <DecimalInput
          label="Quantity (server said no)"
          decimalPlaces={2}
          value={serverQuantity}
          onChange={setServerQuantity}
          error={errorFor('quantity')}
          data-testid="decimal-server"
        />
      </Stack>
    </Paper>
  );
}

function ComponentsView() {
  const rows = useMemo(() => generateRows(rowCount), []);
  const [opened, setOpened] = useState('');
  const openedColumns = useMemo(() => markedColumns(opened), [opened]);

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={2}>Shared components</Title>

        <Paper withBorder p="md" data-testid="section-table">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={4}>DataTable, {rows.length.toLocaleString()} rows, virtualised</Title>
              <Text size="sm" data-testid="opened-row">
                Opened: {opened || 'none'}
              </Text>
            </Group>
            <DataTable
              label="Stock"
              data={rows}
              columns={openedColumns}
              getRowId={(r) => r.itemNumber}
              selectable
              rowLabel={(r) => r.itemNumber}
              onOpenRow={(row) => setOpened(row.itemNumber)}
              height={420}
              exportFileName="stock"
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md" data-testid="section-server-table">
          <Stack gap="xs">
            <Title order={4}>Server-side paging and sorting</Title>
            <ServerTable all={rows} />
          </Stack>
        </Paper>

        <SimpleGrid cols={3} data-testid="section-states">
          <DataTable label="Loading" data={[]} columns={columns.slice(0, 3)} loading height={200} />
          <DataTable label="Empty" data={[]} columns={columns.slice(0, 3)} emptyMessage="No counts match these filters." height={200} />
          <DataTable
            label="Failed"
            data={[]}
            columns={columns.slice(0, 3)}
            error={new AppError({ kind: 'unavailable', status: 503, title: 'Service unavailable', retryAfter: 30 })}
            onRetry={() => undefined}
            height={200}
          />
        </SimpleGrid>

        <SimpleGrid cols={2}>
          <ScannerSection />
          <DecimalSection />
        </SimpleGrid>

        <Stack gap="sm" data-testid="section-problems">
          <Title order={4}>ProblemAlert</Title>
          <ProblemAlert error={scanErrorExample} shownFields={['quantity']} onRetry={() => undefined} />
          <ProblemAlert error={new AppError({ kind: 'rateLimited', status: 429, title: 'Too many requests', retryAfter: 12 })} />
          <ProblemAlert
            error={new AppError({ kind: 'forbidden', status: 403, title: 'Forbidden', code: 'Scope.Missing', requiredScopes: ['inventory:write'] })}
            onClose={() => undefined}
          />
        </Stack>
      </Stack>
    </Container>
  );
}

/** Lighter pages for tests that depend on keystroke timing: less to redraw per key. */
const views: Record<string, ReactNode> = {
  bench: <BenchView />,
  scanner: (
    <Container size="sm" py="md">
      <ScannerSection />
    </Container>
  ),
};

const started = performance.now();
(window as unknown as { __renderStart: number }).__renderStart = started;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {views[params.get('view') ?? ''] ?? <ComponentsView />}
    </MantineProvider>
  </StrictMode>,
);
