/** Colours of ticket statuses and priorities; the words are always shown beside them. */
const statusColors: Record<string, string> = {
  New: 'blue',
  Triaged: 'cyan',
  Assigned: 'indigo',
  InProgress: 'violet',
  WaitingCustomer: 'yellow',
  WaitingInternal: 'yellow',
  OnHold: 'gray',
  Resolved: 'teal',
  Closed: 'gray',
  Cancelled: 'gray',
};

export const statusColor = (status: string | null): string => (status && statusColors[status]) || 'gray';

export const priorityColor = (priority: string | null): string | undefined => (priority === 'Critical' ? 'red' : priority === 'High' ? 'orange' : undefined);
