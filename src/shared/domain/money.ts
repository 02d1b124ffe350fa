import { currencyDecimals } from './currency';
import { add, compare, isDecimalString, isZero, mul, negate, round, sub, sum, type DecimalString } from './decimal';

/**
 * An amount and the ISO 4217 currency it is counted in. Amounts of two currencies never meet in
 * one sum, difference or comparison: where both currencies are literal types (`Money<'NOK'>`)
 * mixing them does not compile; where they are only known at run time (`Money<string>`, what
 * the ERP sends) the operation throws CurrencyMismatch.
 */
export interface Money<C extends string = string> {
  readonly amount: DecimalString;
  readonly currency: C;
}

const ISO_4217 = /^[A-Z]{3}$/;

export class CurrencyMismatch extends Error {
  constructor(
    readonly left: string,
    readonly right: string,
    operation: string,
  ) {
    super(`Cannot ${operation} ${left} and ${right}: amounts in two currencies are never combined.`);
    this.name = 'CurrencyMismatch';
  }
}

export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && ISO_4217.test(value);
}

export function money<C extends string>(amount: DecimalString, currency: C): Money<C> {
  if (!isDecimalString(amount)) throw new TypeError(`Not an invariant decimal amount: ${JSON.stringify(amount)}`);
  if (!isCurrencyCode(currency)) throw new TypeError(`Not an ISO 4217 currency code: ${JSON.stringify(currency)}`);
  return { amount, currency };
}

/** The Money of two nullable ERP fields; null when either is missing or malformed (shown as "–"). */
export function moneyOf(amount: string | null | undefined, currency: string | null | undefined): Money | null {
  return isDecimalString(amount) && isCurrencyCode(currency) ? { amount, currency } : null;
}

/**
 * An amount the ERP gives in the tenant's base currency, which it never names (docs/api-assumptions.md
 * 350): Money in the code the connection sets as its base currency, or, where it sets none, the
 * amount with `currency: null`, shown as "base currency" and never as a guessed code.
 */
export type BaseCurrencyAmount = Money | { readonly amount: DecimalString; readonly currency: null };

/** An ERP amount in the base currency with the connection's code (null: none set); null when the amount is missing or malformed. */
export function inBaseCurrency(amount: string | null | undefined, baseCurrency: string | null | undefined): BaseCurrencyAmount | null {
  if (!isDecimalString(amount)) return null;
  return { amount, currency: isCurrencyCode(baseCurrency) ? baseCurrency : null };
}

/** The same amount in the same currency; amounts in two currencies are simply not the same (no throw). */
export function isSameMoney(a: Money, b: Money): boolean {
  return a.currency === b.currency && compare(a.amount, b.amount) === 0;
}

/** `NoInfer` makes the first argument fix the currency, so a second currency is a type error. */
function check<C extends string>(a: Money<C>, b: Money<NoInfer<C>>, operation: string): void {
  if (a.currency !== b.currency) throw new CurrencyMismatch(a.currency, b.currency, operation);
}

export function plus<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  check(a, b, 'add');
  return { amount: add(a.amount, b.amount), currency: a.currency };
}

export function minus<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  check(a, b, 'subtract');
  return { amount: sub(a.amount, b.amount), currency: a.currency };
}

/** -1, 0 or 1. */
export function compareMoney<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): -1 | 0 | 1 {
  check(a, b, 'compare');
  return compare(a.amount, b.amount);
}

export function equalMoney<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): boolean {
  return compareMoney(a, b) === 0;
}

/** The sum of amounts in `currency`; an empty list is zero in that currency. */
export function sumMoney<C extends string>(currency: C, amounts: readonly Money<NoInfer<C>>[]): Money<C> {
  for (const m of amounts) if (m.currency !== currency) throw new CurrencyMismatch(currency, m.currency, 'add');
  return { amount: sum(amounts.map((m) => m.amount)), currency };
}

/** An amount times a plain number (a quantity, a measurement): still in the same currency, not rounded. */
export const times = <C extends string>(m: Money<C>, factor: DecimalString): Money<C> => ({ amount: mul(m.amount, factor), currency: m.currency });

export const negated = <C extends string>(m: Money<C>): Money<C> => ({ amount: negate(m.amount), currency: m.currency });
export const isZeroMoney = (m: Money): boolean => isZero(m.amount);
export const isNegativeMoney = (m: Money): boolean => compare(m.amount, '0') < 0;

/** Rounded half up to the decimals the currency is counted in (2 for NOK, 0 for JPY). */
export const roundedToCurrency = <C extends string>(m: Money<C>): Money<C> => ({ amount: round(m.amount, currencyDecimals(m.currency)), currency: m.currency });
