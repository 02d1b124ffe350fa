import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import type { CountDetail } from '@shared/contract/warehouse';
import { useWrite } from '../../api/useWrite';
import { ProblemAlert } from '../../components/ProblemAlert';
import { amount } from '../../components/format';
import { isOutcomeUnknown } from '@shared/errors';
import { AppModal } from '../../components/overlay/AppModal';

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

/** The confirmation before a completed count's differences are posted to stock. */
export function ApplyCountDialog({ count, onClose }: { count: CountDetail; onClose: () => void }) {
  // One write per dialog: pressing Apply again after a lost answer cannot post twice.
  const apply = useWrite('warehouse.counts.apply', { invalidates: ['warehouse.counts.list', 'warehouse.counts.get', 'warehouse.stock.get', 'warehouse.transactions.list', 'warehouse.batches.list'] });
  const confirm = () => apply.send({ countNumber: count.countNumber }, onClose);

  return (
    <AppModal opened onClose={onClose} title={`Apply count ${count.countNumber}?`} size="md">
      <Stack gap="md">
        <Text size="sm">
          Applying posts the differences between counted and recorded quantities to stock, as adjustments in warehouse {count.warehouseCode}. This cannot be
          undone.
        </Text>
        <SimpleGrid cols={3}>
          <Figure label="Lines counted" value={`${count.countedLines ?? 0} / ${count.totalLines ?? 0}`} testId="apply-counted" />
          <Figure label="Lines with variance" value={String(count.linesWithVariance ?? 0)} testId="apply-variance-lines" />
          <Figure label="Variance value" value={amount(count.totalVarianceValue ?? '0')} testId="apply-variance-value" />
        </SimpleGrid>
        {isOutcomeUnknown(apply.error) && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            The answer was lost on the way. Apply again: the differences are posted at most once.
          </Alert>
        )}
        <ProblemAlert error={apply.error} />
        <Group justify="flex-end">
          {/* Posting cannot be undone: Enter on opening keeps the stock as it is. */}
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="orange" loading={apply.isPending} onClick={confirm}>
            Post differences to stock
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
