import Decimal from 'decimal.js';
import { problem } from './problems';

/**
 * Decimals travel as invariant strings. Requests may send a JSON number or a string in plain
 * notation ("12.5", "-3"); anything else ("1,5", "1e3", "", true) is refused naming the field.
 */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export function readDecimal(value: unknown, field: string): Decimal {
  if (typeof value === 'number' && Number.isFinite(value)) return new Decimal(value);
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value)) return new Decimal(value);
  throw problem.invalid(
    field,
    'Validation.InvalidDecimal',
    `'${field}' must be a decimal number in invariant notation (a string such as "12.5" or a JSON number); got ${JSON.stringify(value) ?? 'nothing'}.`,
  );
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
export function qty(value: Decimal.Value): string {
  const d = new Decimal(value);
  return d.isZero() ? '0' : d.toFixed();
}

/** Money: two decimals, half-up (amounts in the tenant's or document's currency). */
export function money(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Unit prices and costs keep up to four decimals like an ERP price list does. */
export function price(value: Decimal.Value): string {
  const d = new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return d.decimalPlaces() < 2 ? d.toFixed(2) : d.toFixed();
}

export { Decimal };
