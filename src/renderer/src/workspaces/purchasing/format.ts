import { compare, isDecimalString } from '@shared/domain/decimal';

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

/** Whether a quantity the ERP sent is more than zero, compared as a decimal (never through Number). */
export const isPositive = (value: string | null | undefined): boolean => !!value && isDecimalString(value) && compare(value, '0') > 0;
