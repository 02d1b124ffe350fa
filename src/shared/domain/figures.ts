import { currencyDecimals } from './currency';
import { formatDecimal, isDecimalString, significantDecimalPlaces } from './decimal';
import { formatDate } from './time';
import type { BaseCurrencyAmount, Money } from './money';

/**
 * How ERP figures and dates are written for people, in one place: the screens (through
 * renderer/components/format.ts, with the user's number format) and the PDF documents (with the
 * number format the screen asked them in) write the same value the same way. A missing value is
 * "–"; a value the ERP sent in another shape is written as sent.
 */

/** A decimal string, with the item's decimalPlaces when given. */
export function quantityText(value: string | null | undefined, decimalPlaces: number | null | undefined, locale: string | undefined): string {
  if (value === null || value === undefined) return '–';
  return isDecimalString(value) ? formatDecimal(value, decimalPlaces == null ? { locale } : { decimalPlaces, locale }) : value;
}

/** A total: rounded as the currency is counted, followed by the currency when known. */
export function amountText(value: string | null | undefined, currency: string | null | undefined, locale: string | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${quantityText(value, currencyDecimals(currency), locale)}${currency ? ` ${currency}` : ''}`;
}

/**
 * A unit price or cost: every decimal it carries (788.7252 stays 788.7252), at least the
 * currency's, so quantity × price gives the line total. Only totals are rounded.
 */
export function unitPriceText(value: string | null | undefined, currency: string | null | undefined, locale: string | undefined): string {
  if (value === null || value === undefined) return '–';
  if (!isDecimalString(value)) return value;
  const places = Math.max(significantDecimalPlaces(value), currencyDecimals(currency));
  return `${formatDecimal(value, { decimalPlaces: places, locale })}${currency ? ` ${currency}` : ''}`;
}

/** A calendar date (or the UTC date of a timestamp). */
export const dayText = (value: string | null | undefined, locale: string | undefined): string => (value ? formatDate(value, { locale }) : '–');

/** A Money total: rounded as its currency is counted, with its currency ("1,143.21 EUR"); no Money: "–". */
export const moneyAmountText = (value: Money | null | undefined, locale: string | undefined): string =>
  value ? amountText(value.amount, value.currency, locale) : '–';

/** A Money unit price or surcharge: every decimal it carries, with its currency. */
export const moneyUnitPriceText = (value: Money | null | undefined, locale: string | undefined): string =>
  value ? unitPriceText(value.amount, value.currency, locale) : '–';

/** What an amount in an unnamed base currency is labelled with (docs/api-assumptions.md 350). */
export const BASE_CURRENCY_LABEL = 'base currency';

/**
 * An amount in the tenant's base currency: as a Money total when the connection names its code
 * ("-1,234.50 NOK"), else labelled honestly ("-1,234.50 base currency", which an export reads as it reads a currency code); none: "–".
 */
export const baseCurrencyAmountText = (value: BaseCurrencyAmount | null | undefined, locale: string | undefined): string =>
  !value ? '–' : value.currency !== null ? moneyAmountText(value, locale) : `${amountText(value.amount, null, locale)} ${BASE_CURRENCY_LABEL}`;
