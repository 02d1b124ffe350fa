import { describe, expect, it } from 'vitest';
import {
  isSameMoney,
  times,
  compareMoney,
  CurrencyMismatch,
  equalMoney,
  minus,
  money,
  moneyOf,
  inBaseCurrency,
  plus,
  roundedToCurrency,
  sumMoney,
  type Money,
} from '../../../src/shared/domain/money';

describe('a Money value: an amount and its currency', () => {
  const nok = money('14340.00', 'NOK');
  const eur = money('1143.21', 'EUR');

  it('adds, subtracts and compares amounts of one currency exactly', () => {
    expect(plus(nok, money('292.65', 'NOK'))).toEqual({ amount: '14632.65', currency: 'NOK' });
    expect(minus(money('0.3', 'NOK'), money('0.1', 'NOK'))).toEqual({ amount: '0.2', currency: 'NOK' });
    expect(compareMoney(nok, money('14340', 'NOK'))).toBe(0);
    expect(equalMoney(nok, money('14340.01', 'NOK'))).toBe(false);
    expect(sumMoney('SEK', [money('1.10', 'SEK'), money('2.20', 'SEK')])).toEqual({ amount: '3.3', currency: 'SEK' });
    expect(sumMoney('SEK', [])).toEqual({ amount: '0', currency: 'SEK' });
  });

  it('does not compile a sum, difference or comparison of two currencies the types know', () => {
    // The calls are never run: only the compiler's refusal is asserted (npm run typecheck).
    const typeChecks = () => {
      // @ts-expect-error EUR cannot be added to NOK
      plus(nok, eur);
      // @ts-expect-error EUR cannot be taken from NOK
      minus(nok, eur);
      // @ts-expect-error NOK and EUR cannot be compared
      compareMoney(nok, eur);
      // @ts-expect-error an EUR amount in a NOK sum
      sumMoney('NOK', [nok, eur]);
    };
    expect(typeChecks).toBeTypeOf('function');
  });

  it('throws when the currencies are known only at run time and differ', () => {
    const fromErp = (amount: string, currency: string): Money => money(amount, currency);
    const a = fromErp('1143.21', 'EUR');
    const b = fromErp('14340.00', 'NOK');
    expect(() => minus(a, b)).toThrow(CurrencyMismatch);
    expect(() => minus(a, b)).toThrow('Cannot subtract EUR and NOK');
    expect(() => plus(a, b)).toThrow(CurrencyMismatch);
    expect(() => compareMoney(a, b)).toThrow(CurrencyMismatch);
    expect(() => sumMoney(b.currency, [b, a])).toThrow(CurrencyMismatch);
    // Asking whether two amounts are the same is answered, not refused: two currencies never are.
    expect(isSameMoney(money('100', 'NOK'), money('100.00', 'NOK'))).toBe(true);
    expect(isSameMoney(a, fromErp('1143.21', 'NOK'))).toBe(false);
  });

  it('refuses an amount that is not a decimal string or a currency that is not an ISO 4217 code', () => {
    expect(() => money('1,5', 'NOK')).toThrow(/decimal/);
    expect(() => money('1.5', 'kr')).toThrow(/ISO 4217/);
    expect(moneyOf(null, 'NOK')).toBeNull();
    expect(moneyOf('12.50', null)).toBeNull();
    expect(moneyOf('12.50', 'NOK')).toEqual({ amount: '12.50', currency: 'NOK' });
  });

  it('multiplies by a plain number in the same currency, rounding only when asked', () => {
    expect(times(money('420.00', 'NOK'), '6.125')).toEqual({ amount: '2572.5', currency: 'NOK' });
    expect(roundedToCurrency(times(money('0.333', 'NOK'), '3'))).toEqual({ amount: '1.00', currency: 'NOK' });
  });

  it('rounds to the decimals the currency is counted in', () => {
    expect(roundedToCurrency(money('1234.565', 'NOK')).amount).toBe('1234.57');
    expect(roundedToCurrency(money('1234.5', 'JPY')).amount).toBe('1235');
  });

  it('carries an amount in the base currency with the connection’s code, never a guessed one (row 350)', () => {
    expect(inBaseCurrency('-12.50', 'NOK')).toEqual({ amount: '-12.50', currency: 'NOK' });
    expect(inBaseCurrency('-12.50', null)).toEqual({ amount: '-12.50', currency: null });
    expect(inBaseCurrency('-12.50', 'kr')).toEqual({ amount: '-12.50', currency: null });
    expect(inBaseCurrency(null, 'NOK')).toBeNull();
    expect(inBaseCurrency('1,5', 'NOK')).toBeNull();
  });
});
