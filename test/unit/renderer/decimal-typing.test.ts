import { describe, expect, it } from 'vitest';
import { decimalsRule, readTypedDecimal, shownWhenLeft, type DecimalRules } from '../../../src/renderer/src/components/decimal-typing';

const refused = (message: string) => ({ value: null, message, incomplete: false });
const taken = (value: string) => ({ value, message: null });

describe('readTypedDecimal', () => {
  it.each<[string, string, DecimalRules, ReturnType<typeof readTypedDecimal>]>([
    ['digits', '12', {}, taken('12')],
    ['empty', '', { decimalPlaces: 2 }, taken('')],
    ['a half-written decimal means the whole number', '12.', { decimalPlaces: 2 }, taken('12')],
    ['a leading point', '.5', { decimalPlaces: 1 }, taken('0.5')],
    ['the decimal comma is a decimal point', '1,5', { decimalPlaces: 2 }, taken('1.5')],
    ['trailing zeros beyond the places carry no value', '2.50', { decimalPlaces: 1 }, taken('2.50')],
    ['pasted with spaces around', ' 12 ', {}, taken('12')],
    ['a negative decimal', '-0.5', { allowNegative: true, decimalPlaces: 1 }, taken('-0.5')],
    ['digits Number would lose', '123456789012345.123456789', {}, taken('123456789012345.123456789')],
    // The cases a clerk met: each used to become a different number.
    ['1.5 of a whole-unit item is refused, never 15', '1.5', { decimalPlaces: 0 }, refused('Whole numbers only')],
    ['1,5 of a whole-unit item is refused, never 15', '1,5', { decimalPlaces: 0 }, refused('Whole numbers only')],
    ['an exponent is refused, never 1309', '1e309', {}, refused('Digits and one decimal point or comma only')],
    ['a minus in a positive filter is refused, never 5', '-5', { decimalPlaces: 0, max: '3650' }, refused('Negative numbers are not allowed')],
    ['a decimal in a whole-day filter', '1.5', { decimalPlaces: 0, max: '3650' }, refused('Whole numbers only')],
    ['above the maximum', '4000', { decimalPlaces: 0, max: '3650' }, refused('At most 3650')],
    ['below the minimum', '0', { min: '1' }, refused('At least 1')],
    ['a third decimal with 2 allowed', '1.255', { decimalPlaces: 2 }, refused('At most 2 decimals')],
    ['a thousands comma is ambiguous', '1,000', {}, refused('Write 1,000 without a thousands separator, or with a decimal point')],
    ['grouping and a decimal point', '1,234.5', {}, refused('Only one decimal point or comma, and no thousands separators')],
    ['spaces between groups of three digits, as Nordic users write', '1 000', {}, taken('1000')],
    ['no-break spaces between groups, with a decimal comma', '12\u00A0345,5', { decimalPlaces: 1 }, taken('12345.5')],
    ['a space that does not group three digits', '1 0000', {}, refused('Digits and one decimal point or comma only')],
    ['a space inside the decimals', '1,5 5', {}, refused('Digits and one decimal point or comma only')],
    ['a plus sign', '+5', {}, refused('Digits and one decimal point or comma only')],
    ['letters', '12a', {}, refused('Digits and one decimal point or comma only')],
    ['a minus in the middle', '1-2', { allowNegative: true }, refused('Digits and one decimal point or comma only')],
  ])('%s: %j', (_name, raw, rules, expected) => {
    expect(readTypedDecimal(raw, rules)).toEqual(expected);
  });

  it('refuses a figure beyond 15 integer digits, naming the field', () => {
    expect(readTypedDecimal('99999999999999999999999999', { field: 'Quantity', allowNegative: true })).toEqual(
      refused('Quantity is too large: at most 15 digits before the decimal point.'),
    );
    expect(readTypedDecimal('999999999999999.5', { field: 'Quantity' })).toEqual(taken('999999999999999.5'));
    expect(readTypedDecimal('0000000000000001', {})).toEqual(taken('0000000000000001'));
  });

  it('marks a number still being written as incomplete', () => {
    expect(readTypedDecimal('-', { allowNegative: true })).toEqual({ value: null, message: 'Enter a number such as 12 or 12.5', incomplete: true });
    expect(readTypedDecimal('.', {})).toMatchObject({ value: null, incomplete: true });
  });
});

describe('shownWhenLeft', () => {
  it.each([
    [' 12 ', '12'],
    [' 2 400 ', '2400'],
    ['12.', '12'],
    ['.5', '0.5'],
    ['1,5', '1,5'],
    ['', ''],
  ])('%j is shown as %j', (typed, shown) => {
    expect(shownWhenLeft(typed, {})).toBe(shown);
  });

  it('keeps a refused text exactly as typed', () => {
    expect(shownWhenLeft(' 1.5 ', { decimalPlaces: 0 })).toBe(' 1.5 ');
    expect(shownWhenLeft('1e309', {})).toBe('1e309');
  });
});

describe('decimalsRule', () => {
  it('names the rule in plain words', () => {
    expect(decimalsRule(0)).toBe('Whole numbers only');
    expect(decimalsRule(1)).toBe('At most 1 decimal');
    expect(decimalsRule(3)).toBe('At most 3 decimals');
  });
});
