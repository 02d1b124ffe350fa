import { toDate } from '@shared/domain/time';
import { quantity } from '../../components/format';
import { currentLocale } from '../../stores/number-format';
import { dateTimeFormat } from '@shared/domain/intl-formats';

/** A signed quantity: "+5" or "−2" (a real minus sign, so the column reads as figures). */
export function signedQuantity(value: string, decimalPlaces?: number | null): string {
  const shown = quantity(value, decimalPlaces);
  // Some formats (nb-NO, sv-SE, fi-FI) already write the minus sign itself.
  return value.startsWith('-') ? `−${shown.replace(/^[-−]/, '')}` : `+${shown}`;
}

/** The local calendar day of a timestamp, for tables where the time of day is detail. */
export function shortDay(value: string | null | undefined): string {
  return value ? dateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(toDate(value)) : '–';
}

const statusColors: Record<string, string> = { Draft: 'gray', InProgress: 'blue', Completed: 'teal', Applied: 'green', Cancelled: 'red' };
export const statusColor = (status: string): string => statusColors[status] ?? 'gray';
