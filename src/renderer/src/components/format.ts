import { formatDecimal, isDecimalString } from '@shared/domain/decimal';
import { enumLabel } from '@shared/domain/enums';
import { formatDate, formatTimestamp } from '@shared/domain/time';

/**
 * How screens show ERP figures, dates and open-enum values in the user's locale. A missing value
 * is shown as "–"; a value the ERP sent in another shape is shown as sent.
 */

/** A decimal string, with the item's decimalPlaces when given. */
export function quantity(value: string | null | undefined, decimalPlaces?: number | null): string {
  if (value === null || value === undefined) return '–';
  return isDecimalString(value) ? formatDecimal(value, decimalPlaces == null ? {} : { decimalPlaces }) : value;
}

/** Money with two decimals, followed by the currency when known. */
export function amount(value: string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined) return '–';
  return `${quantity(value, 2)}${currency ? ` ${currency}` : ''}`;
}

/** A calendar date (or the UTC date of a timestamp). */
export const day = (value: string | null | undefined): string => (value ? formatDate(value) : '–');

/** A timestamp, date and time of day. */
export const when = (value: string | null | undefined): string => (value ? formatTimestamp(value) : '–');

/** Open enums: a value the app does not know is still shown, in words. */
export const label = (value: string | null | undefined): string => (value ? enumLabel(value) : '–');
