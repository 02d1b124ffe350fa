/**
 * Where a ticket may move from its status (docs/api-assumptions.md row 113), so a screen offers
 * only moves the ERP accepts. Unknown statuses offer nothing (the ERP decides).
 */
const unfinished = ['New', 'Triaged', 'Assigned', 'InProgress', 'WaitingCustomer', 'WaitingInternal', 'OnHold'];

export function nextStatuses(status: string): string[] {
  if (unfinished.includes(status)) return [...unfinished.filter((s) => s !== 'New' && s !== status), 'Resolved', 'Cancelled'];
  if (status === 'Resolved') return ['Closed', ...unfinished.filter((s) => s !== 'New')];
  return [];
}

/** Resolving needs a resolution type (sent with the move or already set). */
export function needsResolutionType(nextStatus: string): boolean {
  return nextStatus === 'Resolved';
}
