import Decimal from 'decimal.js';
import { numberFormat } from './intl-formats';

/**
 * Quantities and amounts travel as invariant decimal strings ("1234.5", "-0.25") and
 * never pass through `Number`, which would silently lose digits on large or long values.
 * Arithmetic goes through decimal.js with enough precision for ERP figures.
 */
export type DecimalString = string;

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -100, toExpPos: 100 });

/** Invariant format: optional minus, digits, optional `.` and digits. No exponent, no grouping. */
const INVARIANT = /^-?\d+(\.\d+)?$/;

export function isDecimalString(value: unknown): value is DecimalString {
  return typeof value === 'string' && INVARIANT.test(value);
}

/** Number of decimals that carry value ("1.50" has 1). */
export function significantDecimalPlaces(value: DecimalString): number {
  return Math.max(0, new D(value).decimalPlaces());
}

/**
 * The largest figure the ERP can hold: 15 digits before the decimal point (assumption 63). Both
 * the sandbox and the client refuse more, so nothing is rounded on the way in or out.
 */
export const MAX_INTEGER_DIGITS = 15;

/** Digits before the decimal point, leading zeros not counted ("-0012.5" has 2). */
export function integerDigits(value: DecimalString): number {
  const whole = value.replace(/^-/, '').split('.')[0]!.replace(/^0+/, '');
  return whole.length;
}

/** True when the ERP can hold the figure without rounding (a malformed value is left to the format check). */
export function fitsErp(value: string): boolean {
  return !isDecimalString(value) || integerDigits(value) <= MAX_INTEGER_DIGITS;
}

/** The sentence for a figure beyond MAX_INTEGER_DIGITS, naming the field as the user sees it. */
export function tooLargeMessage(field?: string): string {
  return `${field ? `${field} is too large` : 'Too large'}: at most ${MAX_INTEGER_DIGITS} digits before the decimal point.`;
}

export type DecimalProblem = 'format' | 'decimalPlaces' | 'negative' | 'zero' | 'tooLarge';

export interface DecimalCheckOptions {
  /** The item's `decimalPlaces`: how many decimals a quantity may carry. */
  decimalPlaces?: number | null;
  allowNegative?: boolean;
  allowZero?: boolean;
  /** The field's label, for messages that must name it. */
  field?: string;
}

export type DecimalCheck = { ok: true; value: DecimalString } | { ok: false; problem: DecimalProblem; message: string };

/**
 * Validate a decimal before it is sent. Trailing zeros beyond `decimalPlaces` are accepted
 * ("2.50" with 1 place is 2.5), digits that carry value are not. The returned value is canonical.
 */
export function checkDecimal(input: string, options: DecimalCheckOptions = {}): DecimalCheck {
  const value = input.trim();
  if (!isDecimalString(value)) {
    return { ok: false, problem: 'format', message: 'Enter a number such as 12 or 12.5.' };
  }
  if (integerDigits(value) > MAX_INTEGER_DIGITS) {
    return { ok: false, problem: 'tooLarge', message: tooLargeMessage(options.field) };
  }
  const places = options.decimalPlaces;
  if (places != null && significantDecimalPlaces(value) > places) {
    const message = places === 0 ? 'Enter a whole number.' : `Use at most ${places} decimal${places === 1 ? '' : 's'}.`;
    return { ok: false, problem: 'decimalPlaces', message };
  }
  const d = new D(value);
  if (d.isZero() && options.allowZero === false) {
    return { ok: false, problem: 'zero', message: 'Enter a quantity other than zero.' };
  }
  if (d.isNegative() && !d.isZero() && options.allowNegative === false) {
    return { ok: false, problem: 'negative', message: 'Enter a quantity of zero or more.' };
  }
  return { ok: true, value: canonical(d) };
}

function canonical(d: Decimal): DecimalString {
  const s = d.toFixed();
  return s === '-0' ? '0' : s;
}

function dec(value: DecimalString): Decimal {
  if (!isDecimalString(value)) throw new TypeError(`Not an invariant decimal string: ${JSON.stringify(value)}`);
  return new D(value);
}

export function add(a: DecimalString, b: DecimalString): DecimalString {
  return canonical(dec(a).plus(dec(b)));
}
export function sub(a: DecimalString, b: DecimalString): DecimalString {
  return canonical(dec(a).minus(dec(b)));
}
export function mul(a: DecimalString, b: DecimalString): DecimalString {
  return canonical(dec(a).times(dec(b)));
}
export function negate(a: DecimalString): DecimalString {
  return canonical(dec(a).negated());
}
/** -1, 0 or 1. "1.0" and "1" compare equal. */
export function compare(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  return dec(a).comparedTo(dec(b)) as -1 | 0 | 1;
}
export function isZero(a: DecimalString): boolean {
  return dec(a).isZero();
}
/** True for a decimal string above zero; null, empty or malformed values are not positive. */
export function isPositive(value: string | null | undefined): boolean {
  return !!value && isDecimalString(value) && compare(value, '0') > 0;
}

export function sum(values: readonly DecimalString[]): DecimalString {
  return canonical(values.reduce((acc, v) => acc.plus(dec(v)), new D(0)));
}
/** Round half up to `places` decimals, keeping trailing zeros ("2.5" -> "2.50"). */
export function round(a: DecimalString, places: number): DecimalString {
  return dec(a).toFixed(places, Decimal.ROUND_HALF_UP);
}

export interface FormatOptions {
  locale?: string;
  /** Fixed number of decimals (e.g. the item's decimalPlaces, or 2 for money). */
  decimalPlaces?: number;
}

/**
 * Display a decimal string with the locale's separators. Intl formats the string itself
 * (ES2023), so no digits are lost to floating point.
 */
export function formatDecimal(value: DecimalString, options: FormatOptions = {}): string {
  const d = dec(value);
  const places = options.decimalPlaces ?? Math.max(0, d.decimalPlaces());
  const fixed = d.toFixed(places, Decimal.ROUND_HALF_UP) as `${number}`;
  return numberFormat(options.locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(fixed);
}
