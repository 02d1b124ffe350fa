import { describe, expect, it } from 'vitest';
import { decimalsRule, readTypedDecimal, shownWhenLeft, widthInCharacters, type DecimalRules } from '../../../src/renderer/src/components/decimal-typing';
import { numberFormatOf } from '../../../src/shared/domain/number-format';

const nb = numberFormatOf('nb-NO');
const us = numberFormatOf('en-US');
const de = numberFormatOf('de-DE');

const refused = (message: string) => ({ value: null, message, incomplete: false });
const taken = (value: string) => ({ value, message: null });

describe('readTypedDecimal', () => {
  it.each<[string, string, DecimalRules, ReturnType<typeof readTypedDecimal>]>([
    ['digits', '12', { format: us }, taken('12')],
    ['empty', '', { decimalPlaces: 2, format: nb }, taken('')],
    ['a half-written decimal means the whole number', '12.', { decimalPlaces: 2, format: us }, taken('12')],
    ['a leading point', '.5', { decimalPlaces: 1, format: nb }, taken('0.5')],
    ['the decimal comma is a decimal point in nb-NO', '1,5', { decimalPlaces: 2, format: nb }, taken('1.5')],
    ['trailing zeros beyond the places carry no value', '2.50', { decimalPlaces: 1 }, taken('2.50')],
    ['pasted with spaces around', ' 12 ', {}, taken('12')],
    ['a negative decimal', '-0.5', { allowNegative: true, decimalPlaces: 1 }, taken('-0.5')],
    ['digits Number would lose', '123456789012345.123456789', {}, taken('123456789012345.123456789')],
    // The cases a clerk met: each used to become a different number.
    ['1.5 of a whole-unit item is refused, never 15', '1.5', { decimalPlaces: 0 }, refused('Whole numbers only')],
    ['1,5 of a whole-unit item is refused, never 15', '1,5', { decimalPlaces: 0, format: nb }, refused('Whole numbers only')],
    ['an exponent is refused, never 1309', '1e309', {}, refused('Digits and one decimal point or comma only')],
    ['a minus in a positive filter is refused, never 5', '-5', { decimalPlaces: 0, max: '3650' }, refused('Negative numbers are not allowed')],
    ['a decimal in a whole-day filter', '1.5', { decimalPlaces: 0, max: '3650' }, refused('Whole numbers only')],
    ['above the maximum', '4000', { decimalPlaces: 0, max: '3650' }, refused('At most 3650')],
    ['below the minimum', '0', { min: '1' }, refused('At least 1')],
    ['a third decimal with 2 allowed', '1.255', { decimalPlaces: 2 }, refused('At most 2 decimals')],
    ['1,234 is 1.234 under a comma-decimal format', '1,234', { format: nb }, taken('1.234')],
    ['1,234 is 1234 under en-US', '1,234', { format: us }, taken('1234')],
    ['grouping and a decimal point in en-US', '1,234.5', { format: us }, taken('1234.5')],
    ['grouping by points and a decimal comma in de-DE', '1.234,5', { format: de }, taken('1234.5')],
    [
      '1.234 in de-DE is a thousand and more, or one and a bit: asked, not guessed',
      '1.234',
      { format: de },
      refused('1.234 can be read as 1,234 or 1.234: write it without a thousands separator, or with a decimal comma'),
    ],
    ['the invariant form in de-DE', '1.5', { format: de, decimalPlaces: 1 }, taken('1.5')],
    ['the invariant form in nb-NO', '1234.5', { format: nb, decimalPlaces: 1 }, taken('1234.5')],
    ['the minus sign nb-NO writes', '\u22125', { format: nb, allowNegative: true }, taken('-5')],
    ['what nb-NO writes for 1234.50', '1\u00A0234,50', { format: nb }, taken('1234.50')],
    ['a decimal comma under en-US is not its format', '1,5', { format: us }, { value: null, message: 'Write numbers as 1,234.5 or 1234.5', incomplete: true }],
    ['grouping by commas in nb-NO is not its format', '1,234.5', { format: nb }, refused('Write numbers as 1\u00A0234,5 or 1234.5')],
    ['spaces between groups of three digits, in any format', '1 000', { format: us }, taken('1000')],
    ['no-break spaces between groups, with a decimal comma', '12\u00A0345,5', { decimalPlaces: 1, format: nb }, taken('12345.5')],
    ['a space that does not group three digits', '1 0000', { format: nb }, refused('Write numbers as 1\u00A0234,5 or 1234.5')],
    ['a space inside the decimals', '1,5 5', { format: nb }, refused('Write numbers as 1\u00A0234,5 or 1234.5')],
    ['a plus sign', '+5', {}, refused('Digits and one decimal point or comma only')],
    ['letters', '12a', {}, refused('Digits and one decimal point or comma only')],
    ['a minus in the middle', '1-2', { allowNegative: true }, refused('Digits and one decimal point or comma only')],
  ])('%s: %j', (_name, raw, rules, expected) => {
    expect(readTypedDecimal(raw, { format: us, ...rules })).toEqual(expected);
  });

  it('refuses a figure beyond 15 integer digits, naming the field and marking it too large', () => {
    expect(readTypedDecimal('99999999999999999999999999', { field: 'Quantity', allowNegative: true })).toEqual({
      ...refused('Quantity is too large: at most 15 digits before the decimal point.'),
      tooLarge: true,
    });
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
    expect(shownWhenLeft(typed, { format: nb })).toBe(shown);
  });

  it('keeps a refused text exactly as typed', () => {
    expect(shownWhenLeft(' 1.5 ', { decimalPlaces: 0, format: nb })).toBe(' 1.5 ');
    expect(shownWhenLeft('1e309', { format: nb })).toBe('1e309');
    expect(shownWhenLeft('1.234', { format: de })).toBe('1.234');
  });
});

describe('decimalsRule', () => {
  it('names the rule in plain words', () => {
    expect(decimalsRule(0)).toBe('Whole numbers only');
    expect(decimalsRule(1)).toBe('At most 1 decimal');
    expect(decimalsRule(3)).toBe('At most 3 decimals');
  });
});

describe('widthInCharacters', () => {
  it.each<[string, string, number]>([
    ['a figure is as wide as it is written', '1 234 567,125', 13],
    ['a negative figure with its sign', '-12345.5', 8],
    ['never narrower than three', '2', 3],
    ['an empty field', '', 3],
    ['a scanned label does not widen the field', '(01)07090012000627(17)311231(30)2(10)C-1', 3],
    ['a label scanned after a figure keeps the figure', '1250(01)07090012000627', 4],
    ['a word after a figure', '12345 pcs', 6],
  ])('%s', (_name, text, width) => expect(widthInCharacters(text)).toBe(width));
});
