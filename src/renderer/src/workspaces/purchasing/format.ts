const statusColors: Record<string, string> = {
  Draft: 'gray',
  Sent: 'blue',
  PartiallyConfirmed: 'cyan',
  Confirmed: 'indigo',
  PartiallyReceived: 'yellow',
  Received: 'green',
  Closed: 'teal',
  Cancelled: 'red',
};
export const statusColor = (status: string | null | undefined): string => statusColors[status ?? ''] ?? 'gray';
