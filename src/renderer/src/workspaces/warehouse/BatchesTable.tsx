import { Badge, Button, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createColumnHelper } from '@tanstack/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BatchRow } from '@shared/contract/warehouse';
import { useCall } from '../../api/hooks';
import { BatchExpiryChart } from '../../components/charts';
import { batchExpiryPoints } from '../../components/charts/batch-expiry-series';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DecimalInput } from '../../components/DecimalInput';
import { day, label, quantity } from '../../components/format';

const column = createColumnHelper<BatchRow>();

function DaysLeft({ days }: { days: number | null }) {
  if (days === null) return <>–</>;
  const color = days < 0 ? 'red' : days <= 30 ? 'orange' : undefined;
  return (
    <Text size="sm" c={color} fw={color ? 600 : undefined} span>
      {days} d
    </Text>
  );
}

const yesNoText = (value: boolean | null, yes: string, no: string) => (value === null ? '–' : value ? yes : no);
const yesNo = (value: boolean | null, yes: string, no: string, yesColor: string, noColor: string) =>
  value === null ? (
    '–'
  ) : (
    <Badge size="sm" variant="light" color={value ? yesColor : noColor}>
      {yesNoText(value, yes, no)}
    </Badge>
  );

const columns: DataTableColumn<BatchRow>[] = [
  column.accessor('batchNumber', { header: 'Batch', size: 100, meta: { content: 'identifier' } }),
  column.accessor('status', { header: 'Status', size: 110, cell: (c) => label(c.getValue()) }),
  column.accessor('expiryDate', { header: 'Expiry', size: 120, cell: (c) => day(c.getValue()) }),
  column.accessor('daysUntilExpiry', {
    header: 'Days left',
    size: 120,
    meta: { numeric: true, text: (r) => (r.daysUntilExpiry === null ? '–' : `${r.daysUntilExpiry} d`) },
    cell: (c) => <DaysLeft days={c.getValue()} />,
  }),
  column.accessor('isPickable', {
    header: 'Pickable',
    size: 100,
    meta: { text: (r) => yesNoText(r.isPickable, 'Pickable', 'Blocked') },
    cell: (c) => yesNo(c.getValue(), 'Pickable', 'Blocked', 'teal', 'red'),
  }),
  column.accessor('isRecalled', {
    header: 'Recalled',
    size: 110,
    meta: { text: (r) => yesNoText(r.isRecalled, 'Recalled', 'No') },
    cell: (c) => yesNo(c.getValue(), 'Recalled', 'No', 'red', 'gray'),
  }),
  column.accessor('quantityOnHand', { header: 'On hand', size: 110, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.quantityOnHand) } }),
  column.accessor('bestBeforeDate', { header: 'Best before', size: 120, cell: (c) => day(c.getValue()) }),
  column.accessor('receivedDate', { header: 'Received', size: 120, cell: (c) => day(c.getValue()) }),
  column.accessor('supplierBatchNumber', { header: 'Supplier lot', size: 110, meta: { content: 'identifier', text: (r) => r.supplierBatchNumber ?? '–' } }),
  column.accessor('supplierName', { header: 'Supplier', size: 170, cell: (c) => c.getValue() ?? '–' }),
];

interface BatchesTableProps {
  itemNumber: string;
  /** A batch named by a scanned label: only its row is shown until "Show all batches". */
  batchNumber?: string | null;
  onShowAll?: () => void;
  /** Enter or a click on a batch prints its labels. */
  onLabels?: (batch: BatchRow) => void;
}

/** An item's batches, soonest expiry first; "expiring within N days" and "in stock only" filter on the ERP. */
export function BatchesTable({ itemNumber, batchNumber, onShowAll, onLabels }: BatchesTableProps) {
  // The filter applies only a whole number of days it accepted; a refused text filters nothing.
  const [within, setWithin] = useState<{ text: string; days: number | null }>({ text: '', days: null });
  const [inStockOnly, setInStockOnly] = useState(false);
  const [days] = useDebouncedValue(within.days, 250);
  const batches = useCall(
    'warehouse.batches.list',
    { itemNumber, ...(days !== null ? { expiringWithinDays: days } : {}), ...(inStockOnly ? { inStockOnly } : {}) },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  // One array per answer, not per render: the table keys its work on the rows' identity.
  const rows = useMemo(() => {
    const all = batches.data?.batches ?? [];
    return batchNumber ? all.filter((b) => b.batchNumber === batchNumber) : all;
  }, [batches.data, batchNumber]);
  const toolbar = (
    <>
      <DecimalInput
        size="xs"
        w={200}
        aria-label="Expiring within days"
        placeholder="Expiring within … days"
        rightSection={
          <Text size="xs" c="dimmed">
            days
          </Text>
        }
        rightSectionWidth={48}
        decimalPlaces={0}
        max="3650"
        value={within.text}
        // At most 3650 whole days once accepted, so Number holds it exactly.
        onChange={(text, problem) => setWithin({ text, days: problem === null && text !== '' ? Number(text) : null })}
      />
      <Switch size="sm" label="In stock only" checked={inStockOnly} onChange={(e) => setInStockOnly(e.currentTarget.checked)} />
      {onLabels && (
        <Text size="xs" c="dimmed">
          Enter or a click on a batch prints its labels
        </Text>
      )}
      {batchNumber && (
        <>
          <Badge variant="light" size="lg" data-testid="scanned-batch">
            Batch {batchNumber} from the label
          </Badge>
          <Button size="xs" variant="subtle" onClick={onShowAll}>
            Show all batches
          </Button>
        </>
      )}
    </>
  );
  const { series, leftOut } = useMemo(() => batchExpiryPoints(rows), [rows]);
  return (
    <Stack gap="xs">
      {series.length > 0 && (
        <>
          {/* Today is when the batches were read: their days left are counted from then. */}
          <BatchExpiryChart batches={rows} today={batches.dataUpdatedAt} />
          {leftOut > 0 && (
            <Text size="sm" c="dimmed" data-testid="batches-off-timeline">
              {leftOut === 1 ? '1 batch has' : `${leftOut} batches have`} no expiry date and {leftOut === 1 ? 'is' : 'are'} in the table only.
            </Text>
          )}
        </>
      )}
      <DataTable
        label={`Batches of ${itemNumber}`}
        data={rows}
        columns={columns}
        getRowId={(b) => b.batchNumber}
        onOpenRow={onLabels}
        loading={batches.isFetching}
        error={batches.error}
        onRetry={() => void batches.refetch()}
        emptyMessage={
          batchNumber
            ? `${itemNumber} has no batch ${batchNumber}${days !== null || inStockOnly ? ' among the batches these filters show' : ' in the ERP'}.`
            : days !== null
              ? `No batch expires within ${days} days.`
              : 'This item has no batches.'
        }
        toolbar={toolbar}
        height={340}
        exportFileName={`batches-${itemNumber}`}
      />
    </Stack>
  );
}
