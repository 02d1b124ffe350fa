import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { CategoryVarianceRow, CountVarianceRow } from '@shared/contract/warehouse';
import { useCall } from '../../api/hooks';
import { CountVarianceChart } from '../../components/charts';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { baseMoneyText, label } from '../../components/format';
import { BaseCurrencyNote } from './BaseCurrencyNote';
import { shortDay } from './format';
import { useWarehouseReference } from './useWarehouseReference';
import { Busy } from '../../components/Busy';

const countColumn = createColumnHelper<CountVarianceRow>();
const countColumns: DataTableColumn<CountVarianceRow>[] = [
  countColumn.accessor('completedAt', { header: 'Completed', size: 130, meta: { content: 'identifier', text: (r) => shortDay(r.completedAt) } }),
  countColumn.accessor('countNumber', { header: 'Count', size: 110, meta: { content: 'identifier' } }),
  // Words that may give way in a narrow window (titled when cut), so the figures beside them stay whole.
  countColumn.accessor('type', { header: 'Type', size: 100, meta: { text: (r) => label(r.type) } }),
  countColumn.accessor('status', { header: 'Status', size: 100, meta: { text: (r) => label(r.status) } }),
  countColumn.accessor('linesWithVariance', {
    header: 'Variance lines',
    size: 130,
    meta: { numeric: true, content: 'figure', text: (r) => String(r.linesWithVariance ?? '–') },
  }),
  countColumn.accessor('totalVarianceValue', {
    header: 'Variance value',
    size: 140,
    meta: { numeric: true, content: 'money', text: (r) => baseMoneyText(r.totalVarianceValue) },
  }),
];

const categoryColumn = createColumnHelper<CategoryVarianceRow>();

const periods = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

/**
 * Count variance of one warehouse over a period (docs/api-assumptions.md 345): per count as it was
 * completed, and per item category; each chart with the table of its exact figures beside it.
 */
export function CountVariancePanel() {
  const reference = useWarehouseReference();
  const warehouses = reference.data?.warehouses ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const warehouseCode = chosen ?? warehouses[0]?.warehouseCode ?? '';
  const [period, setPeriod] = useState('365');
  const days = Number(period) as 30 | 90 | 365;
  const variance = useCall('warehouse.counts.variance', { warehouseCode, days }, { enabled: !!warehouseCode, placeholderData: keepPreviousData, staleTime: 0 });
  const categoryName = (code: string | null) => (code === null ? 'No category' : (reference.data?.categories.find((c) => c.code === code)?.name ?? code));
  const categoryColumns: DataTableColumn<CategoryVarianceRow>[] = [
    categoryColumn.accessor((r) => categoryName(r.categoryCode), { id: 'category', header: 'Category', size: 200 }),
    categoryColumn.accessor('linesWithVariance', {
      header: 'Variance lines',
      size: 130,
      meta: { numeric: true, content: 'figure', text: (r) => String(r.linesWithVariance) },
    }),
    categoryColumn.accessor('varianceValue', {
      header: 'Variance value',
      size: 140,
      meta: { numeric: true, content: 'money', text: (r) => baseMoneyText(r.varianceValue) },
    }),
  ];
  const data = variance.data?.warehouseCode === warehouseCode ? variance.data : undefined;
  const periodText = periods.find((p) => p.value === period)!.label;
  return (
    <Paper withBorder p="md" radius="md" data-testid="count-variance">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Count variance
          </Title>
          <Group gap="md" wrap="wrap">
            <SegmentedControl
              aria-label="Warehouse for variance"
              value={warehouseCode}
              onChange={setChosen}
              data={warehouses.map((w) => ({ value: w.warehouseCode, label: w.warehouseCode }))}
            />
            <SegmentedControl aria-label="Variance period" value={period} onChange={setPeriod} data={periods} />
            {variance.isFetching && <Busy size="xs" label="Reading counts" />}
          </Group>
        </Group>
        {data?.counts.length === 0 && (
          <Text size="sm" data-testid="count-variance-empty">
            No count in {warehouseCode} was completed in the last {periodText}.
          </Text>
        )}
        <Title order={3} size="h5">
          Per count, by completion
        </Title>
        {data && data.counts.length > 0 && <CountVarianceChart variance={data} which="overTime" categoryName={categoryName} />}
        <DataTable
          label={`Variance per count in ${warehouseCode}`}
          data={data?.counts ?? []}
          columns={countColumns}
          getRowId={(r) => r.countNumber}
          loading={variance.isFetching}
          error={variance.error}
          onRetry={() => void variance.refetch()}
          emptyMessage={`No completed counts in the last ${periodText}.`}
          height={220}
          exportFileName={`count-variance-${warehouseCode}`}
        />
        <Title order={3} size="h5">
          Per item category
        </Title>
        {data && data.categories.length > 0 && <CountVarianceChart variance={data} which="byCategory" categoryName={categoryName} />}
        <DataTable
          label={`Variance per item category in ${warehouseCode}`}
          data={data?.categories ?? []}
          columns={categoryColumns}
          getRowId={(r) => r.categoryCode ?? '(none)'}
          loading={variance.isFetching}
          emptyMessage="No line with a variance."
          height={220}
          exportFileName={`count-variance-categories-${warehouseCode}`}
        />
        <BaseCurrencyNote values={[...(data?.counts ?? []).map((c) => c.totalVarianceValue), ...(data?.categories ?? []).map((c) => c.varianceValue)]} />
      </Stack>
    </Paper>
  );
}
