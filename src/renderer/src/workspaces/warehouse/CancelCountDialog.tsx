import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CountDetail } from '@shared/contract/warehouse';
import { useCommand } from '../../api/hooks';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { useOperationId } from '../../components/useOperationId';

/** Calls off a count that is planned or being counted; nothing is posted to stock. */
export function CancelCountDialog({ count, onClose }: { count: CountDetail; onClose: () => void }) {
  const client = useQueryClient();
  const cancel = useCommand('warehouse.counts.cancel', { invalidates: ['warehouse.counts.list', 'warehouse.counts.get'] });
  // One id per dialog: pressing again after a lost answer cannot cancel twice.
  const operation = useOperationId();
  const run = () =>
    cancel.mutate(
      { operationId: operation.id, countNumber: count.countNumber },
      {
        onSuccess: onClose,
        onSettled: (_data, error) => operation.settle(error),
        // The count now says the ERP lacks the call, and the action is disabled with the reason.
        onError: (error) => error.kind === 'notOffered' && void client.invalidateQueries({ queryKey: ['warehouse.counts.get'] }),
      },
    );
  return (
    <ConfirmDestructive
      title={`Cancel count ${count.countNumber}?`}
      confirmLabel="Cancel the count"
      keepLabel="Keep the count"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={run}
      onClose={onClose}
      testId="cancel-count-dialog"
    >
      <Text size="sm">
        The count stops here: {count.countedLines ?? 0} of {count.totalLines ?? 0} lines were counted, and nothing is posted to stock. A cancelled count cannot be
        restarted; plan a new one instead.
      </Text>
    </ConfirmDestructive>
  );
}
