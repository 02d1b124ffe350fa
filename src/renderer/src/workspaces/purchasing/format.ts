import { formatDecimal, isDecimalString } from '@shared/domain/decimal';
import { enumLabel } from '@shared/domain/enums';
import { formatDate, formatTimestamp } from '@shared/domain/time';

/** Figures and dates of purchasing screens in the user's locale; a value in an unknown shape is shown as sent. */
export function qty(value: string | null | undefined, decimalPlaces?: number | null): string {
  if (value === null || value === undefined) return '–';
  return isDecimalString(value) ? formatDecimal(value, decimalPlaces == null ? {} : { decimalPlaces }) : value;
}

export function amount(value: string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined) return '–';
  return `${qty(value, 2)}${currency ? ` ${currency}` : ''}`;
}

export const day = (value: string | null | undefined): string => (value ? formatDate(value) : '–');
export const when = (value: string | null | undefined): string => (value ? formatTimestamp(value) : '–');
export const words = (value: string | null | undefined): string => (value ? enumLabel(value) : '–');

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

/** Today as yyyy-mm-dd in local time, for date inputs. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
