import { describe, expect, it } from 'vitest';
import { add, checkDecimal, compare, formatDecimal, isDecimalString, isPositive, mul, round, sub, sum } from '../../../src/shared/domain/decimal';

describe('decimal strings', () => {
  it('accepts only the invariant format', () => {
    expect(['0', '12', '-3.5', '0.0001', '123456789012345678901234567890.123'].every(isDecimalString)).toBe(true);
    expect(['', '1,5', '1e3', '.5', '1.', '+1', '1 000', 'NaN', 1.5].some(isDecimalString)).toBe(false);
  });

  it('does arithmetic without floating point loss', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('10', '0.01')).toBe('9.99');
    expect(mul('19.99', '3')).toBe('59.97');
    expect(add('9007199254740993', '1')).toBe('9007199254740994'); // beyond Number's exact range
    expect(sum(['1.10', '2.20', '3.30'])).toBe('6.6');
    expect(add('-1', '1')).toBe('0');
  });

  it('compares by value, not by spelling', () => {
    expect(compare('1.0', '1')).toBe(0);
    expect(compare('-2', '1')).toBe(-1);
    expect(compare('10', '9.999')).toBe(1);
  });

  it('rounds half up and keeps trailing zeros', () => {
    expect(round('2.345', 2)).toBe('2.35');
    expect(round('2.5', 2)).toBe('2.50');
    expect(round('-2.345', 2)).toBe('-2.35');
  });

  it('checks a quantity against the item decimalPlaces', () => {
    expect(checkDecimal('2.50', { decimalPlaces: 1 })).toEqual({ ok: true, value: '2.5' });
    expect(checkDecimal('2.55', { decimalPlaces: 1 })).toMatchObject({ ok: false, problem: 'decimalPlaces', message: 'Use at most 1 decimal.' });
    expect(checkDecimal('2.5', { decimalPlaces: 0 })).toMatchObject({ ok: false, problem: 'decimalPlaces', message: 'Enter a whole number.' });
    expect(checkDecimal('0', { allowZero: false })).toMatchObject({ ok: false, problem: 'zero' });
    expect(checkDecimal('-1', { allowNegative: false })).toMatchObject({ ok: false, problem: 'negative' });
    expect(checkDecimal('1,5')).toMatchObject({ ok: false, problem: 'format' });
    expect(checkDecimal(' 7 ')).toEqual({ ok: true, value: '7' });
  });

  it('refuses a figure the ERP cannot hold, naming the field', () => {
    expect(checkDecimal('999999999999999.9999')).toMatchObject({ ok: true });
    expect(checkDecimal('99999999999999999999999999', { field: 'Quantity' })).toEqual({
      ok: false,
      problem: 'tooLarge',
      message: 'Quantity is too large: at most 15 digits before the decimal point.',
    });
    expect(checkDecimal('-1000000000000000')).toMatchObject({ ok: false, problem: 'tooLarge' });
  });

  it('formats with the locale without losing digits', () => {
    expect(formatDecimal('1234567.5', { locale: 'en-US', decimalPlaces: 2 })).toBe('1,234,567.50');
    expect(formatDecimal('1234567.5', { locale: 'de-DE', decimalPlaces: 2 })).toBe('1.234.567,50');
    expect(formatDecimal('12345678901234567.89', { locale: 'en-US' })).toBe('12,345,678,901,234,567.89');
  });

  it('refuses to compute with something that is not a decimal string', () => {
    expect(() => add('1e3', '1')).toThrow(TypeError);
  });
});

describe('isPositive', () => {
  it('is true only for decimal strings above zero', () => {
    expect(['1', '0.001', '12.50'].map(isPositive)).toEqual([true, true, true]);
    expect(['0', '0.000', '-1', '', 'abc', '1e3'].map(isPositive)).toEqual([false, false, false, false, false, false]);
    expect(isPositive(null)).toBe(false);
    expect(isPositive(undefined)).toBe(false);
  });
});
