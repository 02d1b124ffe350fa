import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryPeriod, Stock, StockHistory } from '@shared/contract/warehouse';
import { useCall } from '../../api/hooks';
import { StockHistoryChart } from '../../components/charts';
import { DataTable } from '../../components/DataTable';
import { day, quantity } from '../../components/format';
import { historyColumns } from './TransactionsTable';
import { Busy } from '../../components/Busy';

const periods: { value: string; label: string; days: HistoryPeriod }[] = [
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '1 year', days: 365 },
  { value: 'all', label: 'All', days: null },
];

/** The lines drawn across the chart, in words: what they are and where they come from. */
function Levels({ history }: { history: StockHistory }) {
  const safetySource = history.safetyStockSource === 'calculatedSafetyStock' ? ' (calculated by the ERP)' : '';
  return (
    <Text size="sm" data-testid="stock-history-levels">
      {history.openingBalance !== null && (
        <>
          On hand {quantity(history.openingBalance)} at {history.from ? day(history.from) : 'the first movement'}
          {' · '}
        </>
      )}
      Reorder point {history.reorderPoint === null ? 'not set' : quantity(history.reorderPoint)}
      {' · '}
      Safety stock {history.safetyStock === null ? 'not set' : `${quantity(history.safetyStock)}${safetySource}`}
    </Text>
  );
}

/**
 * An item's stock in one warehouse over a period: a chart of the balance after each movement,
 * receipts, issues, adjustments and scrap marked, the reorder point and safety stock as lines, and
 * beside it the table of the same figures for screen readers and the keyboard.
 */
export function StockHistoryPanel({ stock }: { stock: Stock }) {
  const itemNumber = stock.item.itemNumber;
  const [warehouseCode, setWarehouseCode] = useState(stock.warehouses[0]?.warehouseCode ?? '');
  const [period, setPeriod] = useState('90');
  const days = periods.find((p) => p.value === period)!.days;
  const history = useCall(
    'warehouse.stock.history',
    { itemNumber, warehouseCode, days },
    { enabled: !!warehouseCode, placeholderData: keepPreviousData, staleTime: 0 },
  );
  if (!warehouseCode) return <Text size="sm">{itemNumber} has no stock record in any warehouse.</Text>;
  const data = history.data?.warehouseCode === warehouseCode ? history.data : undefined;
  const periodText = days === null ? 'at all' : `in the last ${periods.find((p) => p.value === period)!.label}`;
  return (
    <Stack gap="sm" data-testid="stock-history">
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Warehouse"
          value={warehouseCode}
          onChange={setWarehouseCode}
          data={stock.warehouses.map((w) => ({ value: w.warehouseCode, label: w.warehouseCode }))}
        />
        <SegmentedControl aria-label="Period" value={period} onChange={setPeriod} data={periods.map(({ value, label }) => ({ value, label }))} />
        {history.isFetching && <Busy size="xs" label="Reading movements" />}
      </Group>
      {data && (
        <>
          <Levels history={data} />
          {data.olderLeftOut && (
            <Text size="sm" c="dimmed">
              Only the newest {data.points.length} movements are shown; older ones of the period were left out.
            </Text>
          )}
          {data.points.length > 0 ? (
            // The line runs on to when the figures were read.
            <StockHistoryChart history={data} now={history.dataUpdatedAt} />
          ) : (
            <Text size="sm" data-testid="stock-history-empty">
              No movements of {itemNumber} in {warehouseCode} {periodText}; on hand now{' '}
              {quantity(stock.warehouses.find((w) => w.warehouseCode === warehouseCode)?.quantityOnHand)}.
            </Text>
          )}
        </>
      )}
      <DataTable
        label={`Stock of ${itemNumber} in ${warehouseCode} after each movement`}
        data={data?.points ?? []}
        columns={historyColumns}
        getRowId={(p) => p.transactionId}
        loading={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyMessage={`No movements ${periodText}.`}
        height={260}
        exportFileName={`stock-history-${itemNumber}-${warehouseCode}`}
      />
    </Stack>
  );
}
