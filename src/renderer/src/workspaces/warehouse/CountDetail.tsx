import { Badge, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import IconChecks from '@tabler/icons-react/dist/esm/icons/IconChecks.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { CountDetail as Detail, CountLine } from '@shared/contract/warehouse';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ScopedButton } from '../../components/ScopedButton';
import { useShortcuts } from '../../components/shortcuts';
import { countCanBeCancelled } from '@shared/domain/cancelling';
import { applyBlockReason } from './apply-block-reason';
import { ApplyCountDialog } from './ApplyCountDialog';
import { CancelCountDialog } from './CancelCountDialog';
import { baseMoneyText, label, quantity, when } from '../../components/format';
import { BaseCurrencyNote } from './BaseCurrencyNote';
import { statusColor } from './format';
import { AppDrawer } from '../../components/overlay/AppModal';

const column = createColumnHelper<CountLine>();
const lineColumns: DataTableColumn<CountLine>[] = [
  column.accessor('lineNumber', { header: 'Line', size: 75, meta: { numeric: true, content: 'figure' } }),
  column.accessor('itemNumber', { header: 'Item', size: 100, meta: { content: 'identifier' } }),
  column.accessor('itemName', { header: 'Name', size: 170 }),
  column.accessor('locationCode', { header: 'Location', size: 90, meta: { content: 'identifier' } }),
  column.accessor('batchNumber', { header: 'Batch', size: 95, meta: { content: 'identifier', text: (r) => r.batchNumber ?? '–' } }),
  column.accessor('serialNumber', { header: 'Serial', size: 100, meta: { content: 'identifier', text: (r) => r.serialNumber ?? '–' } }),
  column.accessor('expectedQuantity', { header: 'Recorded', size: 110, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.expectedQuantity) } }),
  column.accessor('countedQuantity', { header: 'Counted', size: 105, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.countedQuantity) } }),
  column.accessor('varianceQuantity', { header: 'Variance', size: 105, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.varianceQuantity) } }),
  column.accessor('varianceValue', {
    header: 'Variance value',
    size: 140,
    meta: { numeric: true, content: 'money', text: (r) => baseMoneyText(r.varianceValue) },
  }),
];

function Fact({ label: name, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {name}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

function Summary({ count }: { count: Detail }) {
  const blind = count.blindCount && (count.status === 'Draft' || count.status === 'InProgress');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Fact label="Type">{label(count.type)}</Fact>
      <Fact label="Covers">{count.filter ?? 'The whole warehouse'}</Fact>
      <Fact label="Warehouse">{count.warehouseCode ?? '–'}</Fact>
      <Fact label="Blind count">{count.blindCount === null ? '–' : count.blindCount ? 'Yes' : 'No'}</Fact>
      <Fact label="Lines counted">
        {count.countedLines ?? 0} / {count.totalLines ?? 0}
      </Fact>
      <Fact label="Lines with variance">{blind ? 'Hidden while counting' : (count.linesWithVariance ?? '–')}</Fact>
      <Fact label="Variance value">{blind ? 'Hidden while counting' : baseMoneyText(count.totalVarianceValue)}</Fact>
      <Fact label="Created">{when(count.createdDate)}</Fact>
      <Fact label="Started">{when(count.startedAt)}</Fact>
      <Fact label="Completed">{when(count.completedAt)}</Fact>
      <Fact label="Applied">{when(count.appliedAt)}</Fact>
    </SimpleGrid>
  );
}

/** One count: what it covers, its progress and variances, its lines, and Apply when it is completed. */
export function CountDetail({ countNumber, onClose }: { countNumber: string; onClose: () => void }) {
  // Counting happens in the warehouse app: while it runs, progress is polled (cheap: the ERP answers 304 when unchanged).
  const detail = useCall(
    'warehouse.counts.get',
    { countNumber },
    { staleTime: 0, refetchInterval: (query) => (['Draft', 'InProgress'].includes(query.state.data?.status ?? '') ? 10_000 : false) },
  );
  const [confirming, setConfirming] = useState<'apply' | 'cancel' | null>(null);
  const count = detail.data;
  const blocked = count ? applyBlockReason(count) : 'Loading the count…';
  useShortcuts('Count detail', [{ keys: 'alt+P', label: 'Apply the open count (post differences)', run: () => !blocked && setConfirming('apply') }]);
  const cancellable = !!count && countCanBeCancelled(count.status);

  return (
    <AppDrawer
      opened
      onClose={onClose}
      position="right"
      size="min(1200px, 92vw)"
      title={
        <Group gap="sm">
          <Text fw={700} size="lg">
            Count {countNumber}
          </Text>
          {count && (
            <Badge variant="light" color={statusColor(count.status)}>
              {label(count.status)}
            </Badge>
          )}
        </Group>
      }
    >
      <Stack gap="md" data-testid="count-detail">
        {detail.isPending && <Loader size="sm" />}
        <ProblemAlert error={detail.error} onRetry={() => void detail.refetch()} />
        {count && (
          <>
            {count.description && <Text c="dimmed">{count.description}</Text>}
            <Summary count={count} />
            <BaseCurrencyNote values={[count.totalVarianceValue, ...count.lines.map((l) => l.varianceValue)]} />
            <Group gap="sm" align="center" wrap="nowrap">
              <ScopedButton tag="inventory" access="write" leftSection={<IconChecks size={16} />} disabled={!!blocked} onClick={() => setConfirming('apply')}>
                Apply count
              </ScopedButton>
              {blocked && (
                <Text size="sm" c="dimmed" data-testid="apply-blocked-reason">
                  {blocked}
                </Text>
              )}
              {cancellable && (
                <ScopedButton
                  tag="inventory"
                  access="write"
                  variant="default"
                  color="red"
                  leftSection={<IconX size={16} />}
                  disabled={count.cancelOffer.offered === false}
                  onClick={() => setConfirming('cancel')}
                >
                  Cancel count
                </ScopedButton>
              )}
              {cancellable && count.cancelOffer.reason && (
                <Text size="sm" c="dimmed" data-testid="cancel-not-offered">
                  {count.cancelOffer.reason}
                </Text>
              )}
            </Group>
            <DataTable
              label={`Lines of count ${count.countNumber}`}
              data={count.lines}
              columns={lineColumns}
              getRowId={(line) => String(line.lineNumber)}
              height="calc(100vh - 420px)"
              emptyMessage="This count has no lines."
              exportFileName={`count-${count.countNumber}`}
            />
          </>
        )}
      </Stack>
      {confirming === 'apply' && count && <ApplyCountDialog count={count} onClose={() => setConfirming(null)} />}
      {confirming === 'cancel' && count && <CancelCountDialog count={count} onClose={() => setConfirming(null)} />}
    </AppDrawer>
  );
}
