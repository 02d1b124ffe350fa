import { currencyDecimals } from '@shared/domain/currency';
export { currencyDecimals };
import { amountText, baseCurrencyAmountText, dayText, moneyAmountText, moneyUnitPriceText, quantityText, unitPriceText } from '@shared/domain/figures';
import { enumLabel } from '@shared/domain/enums';
import type { BaseCurrencyAmount, Money } from '@shared/domain/money';
import { formatRecent, formatTimestamp } from '@shared/domain/time';
import { currentLocale } from '../stores/number-format';

/**
 * How screens show ERP figures, dates and open-enum values in the user's number format (the
 * operating system's unless another was chosen). A missing value is shown as "–"; a value the
 * ERP sent in another shape is shown as sent.
 */

/** A decimal string, with the item's decimalPlaces when given. */
export const quantity = (value: string | null | undefined, decimalPlaces?: number | null): string => quantityText(value, decimalPlaces, currentLocale());

/** A total: rounded as the currency is counted, followed by the currency when known. */
export const amount = (value: string | null | undefined, currency?: string | null): string => amountText(value, currency, currentLocale());

/** A unit price or cost: every decimal it carries, at least the currency's (figures.ts). */
export const unitPrice = (value: string | null | undefined, currency?: string | null): string => unitPriceText(value, currency, currentLocale());

/** A Money total: rounded as its currency is counted, with its currency ("1,143.21 EUR"). */
export const moneyText = (value: Money | null | undefined): string => moneyAmountText(value, currentLocale());

/** An amount in the tenant's base currency: with its code, or labelled "base currency" where the connection names none. */
export const baseMoneyText = (value: BaseCurrencyAmount | null | undefined): string => baseCurrencyAmountText(value, currentLocale());

/** A Money unit price or surcharge: every decimal it carries, with its currency. */
export const unitMoneyText = (value: Money | null | undefined): string => moneyUnitPriceText(value, currentLocale());

/** A calendar date (or the UTC date of a timestamp). */
export const day = (value: string | null | undefined): string => dayText(value, currentLocale());

/** A timestamp, date and time of day. */
export const when = (value: string | null | undefined): string => (value ? formatTimestamp(value, { locale: currentLocale() }) : '–');

/** A recent instant: the time of day when today, else date and time. */
export const recently = (value: string): string => formatRecent(value, { locale: currentLocale() });

/** Open enums: a value the app does not know is still shown, in words. */
export const label = (value: string | null | undefined): string => (value ? enumLabel(value) : '–');
