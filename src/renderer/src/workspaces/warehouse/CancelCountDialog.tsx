import { Text } from '@mantine/core';
import type { CountDetail } from '@shared/contract/warehouse';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';

/** Calls off a count that is planned or being counted; nothing is posted to stock. */
export function CancelCountDialog({ count, onClose }: { count: CountDetail; onClose: () => void }) {
  return (
    <ConfirmDestructive
      title={`Cancel count ${count.countNumber}?`}
      confirmLabel="Cancel the count"
      keepLabel="Keep the count"
      call="warehouse.counts.cancel"
      input={{ countNumber: count.countNumber }}
      write={{ invalidates: ['warehouse.counts.list', 'warehouse.counts.get'], recheckWhenNotOffered: ['warehouse.counts.get'] }}
      onDone={onClose}
      onClose={onClose}
      testId="cancel-count-dialog"
    >
      <Text size="sm">
        The count stops here: {count.countedLines ?? 0} of {count.totalLines ?? 0} lines were counted, and nothing is posted to stock. A cancelled count cannot
        be restarted; plan a new one instead.
      </Text>
    </ConfirmDestructive>
  );
}
