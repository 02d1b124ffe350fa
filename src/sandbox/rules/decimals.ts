import DecimalJs from 'decimal.js';
import { problem } from './problems';

/**
 * decimal.js rounds every result to 20 significant digits by default, which turned a balance of
 * 26 digits into a rounded one. Every sandbox figure goes through this clone: 60 digits is far
 * beyond the largest figure accepted (15 integer digits, assumption 63) plus its decimals.
 */
export const Decimal = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -100, toExpPos: 100 });
export type Decimal = DecimalJs;

/** The largest figure the ERP holds: 15 digits before the decimal point (assumption 63). */
export const MAX_INTEGER_DIGITS = 15;

/**
 * Decimals travel as invariant strings. Requests may send a JSON number or a string in plain
 * notation ("12.5", "-3"); anything else ("1,5", "1e3", "", true) is refused naming the field.
 */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export function readDecimal(value: unknown, field: string): Decimal {
  if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && PLAIN_DECIMAL.test(value))) {
    // A JSON number this large has already lost digits in parsing; a string would be rounded in storage.
    return checkRepresentable(new Decimal(value), field, JSON.stringify(value));
  }
  throw problem.invalid(
    field,
    'Validation.InvalidDecimal',
    `'${field}' must be a decimal number in invariant notation (a string such as "12.5" or a JSON number); got ${JSON.stringify(value) ?? 'nothing'}.`,
  );
}

/** Refuses a figure beyond MAX_INTEGER_DIGITS: a request value, or a balance it would lead to. */
export function checkRepresentable(d: Decimal, field: string, shown = d.toFixed()): Decimal {
  if (d.abs().gte(new Decimal(10).pow(MAX_INTEGER_DIGITS))) {
    throw problem.invalid(field, 'Validation.OutOfRange', `'${field}' must have at most ${MAX_INTEGER_DIGITS} digits before the decimal point; got ${shown}.`);
  }
  return d;
}

/** A quantity must not carry more decimals than the item's decimalPlaces allows. */
export function checkDecimalPlaces(value: Decimal, places: number, field: string, itemNumber: string): void {
  if (value.decimalPlaces() > places) {
    throw problem.invalid(
      field,
      'Validation.TooManyDecimalPlaces',
      `'${field}' allows at most ${places} decimal place(s) for item ${itemNumber}; got ${value.toFixed()}.`,
    );
  }
}

/** Quantities: minimal plain notation ("5", "2.5"), never exponent notation. */
export function qty(value: DecimalJs.Value): string {
  const d = new Decimal(value);
  return d.isZero() ? '0' : d.toFixed();
}

/** Money: two decimals, half-up (amounts in the tenant's or document's currency). */
export function money(value: DecimalJs.Value): string {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Unit prices and costs keep up to four decimals like an ERP price list does. */
export function price(value: DecimalJs.Value): string {
  const d = new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return d.decimalPlaces() < 2 ? d.toFixed(2) : d.toFixed();
}
