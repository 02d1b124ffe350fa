import type { CountRow } from '@shared/contract/warehouse';
import { when } from '../../components/format';

/** Why a count cannot be applied now, in a sentence; null when it can (only a Completed count). */
export function applyBlockReason(count: CountRow): string | null {
  switch (count.status) {
    case 'Completed':
      return null;
    case 'Draft':
      return 'Counting has not started yet. A count can be applied once counting is completed in the warehouse app.';
    case 'InProgress':
      return `Counting is in progress (${count.countedLines ?? 0} of ${count.totalLines ?? 0} lines counted). A count can be applied once counting is completed.`;
    case 'Applied':
      return `The differences were already posted to stock (${when(count.appliedAt)}).`;
    case 'Cancelled':
      return 'The count was cancelled, so it has nothing to apply.';
    default:
      return `The count is ${count.status}; only a completed count can be applied.`;
  }
}
