import { formatDecimal, isDecimalString } from '@shared/domain/decimal';
import { enumLabel } from '@shared/domain/enums';
import { formatDate, formatTimestamp, toDate } from '@shared/domain/time';

/** A decimal string in the user's locale; a value the ERP sent in another shape is shown as sent. */
export function quantity(value: string | null | undefined, decimalPlaces?: number | null): string {
  if (value === null || value === undefined) return '–';
  return isDecimalString(value) ? formatDecimal(value, decimalPlaces == null ? {} : { decimalPlaces }) : value;
}

/** A signed quantity: "+5" or "−2" (a real minus sign, so the column reads as figures). */
export function signedQuantity(value: string, decimalPlaces?: number | null): string {
  const shown = quantity(value, decimalPlaces);
  return value.startsWith('-') ? `−${shown.replace(/^-/, '')}` : `+${shown}`;
}

export function money(value: string | null | undefined): string {
  return value === null || value === undefined ? '–' : quantity(value, 2);
}

export function when(value: string | null | undefined): string {
  return value ? formatTimestamp(value) : '–';
}

/** The local calendar day of a timestamp, for tables where the time of day is detail. */
export function shortDay(value: string | null | undefined): string {
  return value ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(toDate(value)) : '–';
}

export function day(value: string | null | undefined): string {
  return value ? formatDate(value) : '–';
}

/** Open enums: a value the app does not know is still shown, in words. */
export const label = (value: string | null | undefined): string => (value ? enumLabel(value) : '–');

const statusColors: Record<string, string> = { Draft: 'gray', InProgress: 'blue', Completed: 'teal', Applied: 'green', Cancelled: 'red' };
export const statusColor = (status: string): string => statusColors[status] ?? 'gray';
