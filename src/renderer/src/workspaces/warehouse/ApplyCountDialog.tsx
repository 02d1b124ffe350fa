import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { useEffect } from 'react';
import type { CountDetail } from '@shared/contract/warehouse';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { ProblemAlert } from '../../components/ProblemAlert';
import { baseMoneyText } from '../../components/format';
import { isOutcomeUnknown } from '@shared/errors';
import { AppModal } from '../../components/overlay/AppModal';
import { MovedLinesTable } from './MovedLinesTable';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

const stockChanges = [
  'warehouse.counts.list',
  'warehouse.counts.get',
  'warehouse.counts.movements',
  'warehouse.stock.get',
  'warehouse.transactions.list',
  'warehouse.batches.list',
] as const;

/**
 * The confirmation before a completed count's differences are posted to stock. Lines whose stock
 * moved while they were counted (docs/api-assumptions.md 290) are named first: posting their recorded
 * difference would book the movement again, so they are recounted or posted against current stock.
 */
export function ApplyCountDialog({ count, onClose }: { count: CountDetail; onClose: () => void }) {
  const movements = useCall('warehouse.counts.movements', { countNumber: count.countNumber }, { staleTime: 0 });
  // One write per dialog: pressing Apply again after a lost answer cannot post twice.
  const apply = useWrite('warehouse.counts.apply', { invalidates: [...stockChanges], recheckWhenNotOffered: ['warehouse.counts.movements'] });
  const recount = useWrite('warehouse.counts.recount', {
    invalidates: ['warehouse.counts.list', 'warehouse.counts.get', 'warehouse.counts.movements'],
    recheckWhenNotOffered: ['warehouse.counts.movements'],
  });
  const moved = movements.data?.lines ?? [];
  const lineNumbers = moved.map((l) => l.lineNumber);
  const offer = movements.data?.recalculateOffer;
  const refetchMovements = movements.refetch;
  // Stock moved again between reading and posting: the list on screen is out of date.
  useEffect(() => {
    if (apply.error?.code === 'InventoryCount.StockMoved') void refetchMovements();
  }, [apply.error, refetchMovements]);
  const busy = apply.isPending || recount.isPending;

  return (
    <AppModal opened onClose={onClose} title={`Apply count ${count.countNumber}?`} size={moved.length > 0 ? 'xl' : 'md'}>
      <Stack gap="md">
        <Text size="sm">
          Applying posts the differences between counted and recorded quantities to stock, as adjustments in warehouse {count.warehouseCode}. This cannot be
          undone.
        </Text>
        <SimpleGrid cols={3}>
          <Figure label="Lines counted" value={`${count.countedLines ?? 0} / ${count.totalLines ?? 0}`} testId="apply-counted" />
          <Figure label="Lines with variance" value={String(count.linesWithVariance ?? 0)} testId="apply-variance-lines" />
          <Figure
            label={moved.length > 0 ? 'Variance value as recorded' : 'Variance value'}
            value={baseMoneyText(count.totalVarianceValue)}
            testId="apply-variance-value"
          />
        </SimpleGrid>
        {movements.isPending && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Checking whether stock moved while the lines were counted…</Text>
          </Group>
        )}
        <ProblemAlert error={movements.error} onRetry={() => void movements.refetch()} />
        {moved.length > 0 && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={`Stock moved at ${moved.length === 1 ? '1 line' : `${moved.length} lines`} while counting`}
            data-testid="stock-moved"
          >
            <Text size="sm">
              Posting the recorded difference would book these movements a second time. Have the {moved.length === 1 ? 'line' : 'lines'} counted again, or post
              against current stock: only what the shelf differs from the stock when it was counted, movements included ("To post").
            </Text>
            {offer?.reason && <Text size="sm">{offer.reason} Correct the lines in the ERP before applying.</Text>}
          </Alert>
        )}
        {moved.length > 0 && <MovedLinesTable lines={moved} countNumber={count.countNumber} />}
        {isOutcomeUnknown(apply.error) && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            The answer was lost on the way. Apply again: the differences are posted at most once.
          </Alert>
        )}
        <ProblemAlert error={apply.error} />
        <ProblemAlert error={recount.error} />
        <Group justify="flex-end">
          {/* Posting cannot be undone: Enter on opening keeps the stock as it is. */}
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          {moved.length > 0 ? (
            <>
              <Button
                variant="default"
                disabled={offer?.offered === false || apply.isPending}
                loading={recount.isPending}
                onClick={() => recount.send({ countNumber: count.countNumber, lineNumbers }, { onSuccess: onClose })}
              >
                Recount {moved.length === 1 ? 'the line' : `${moved.length} lines`}
              </Button>
              <Button
                color="orange"
                disabled={offer?.offered === false || recount.isPending}
                loading={apply.isPending}
                onClick={() => apply.send({ countNumber: count.countNumber, postAgainstCurrentStock: lineNumbers }, { onSuccess: onClose })}
              >
                Post against current stock
              </Button>
            </>
          ) : (
            <Button
              color="orange"
              disabled={!movements.isSuccess || busy}
              loading={apply.isPending}
              onClick={() => apply.send({ countNumber: count.countNumber }, { onSuccess: onClose })}
            >
              Post differences to stock
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
