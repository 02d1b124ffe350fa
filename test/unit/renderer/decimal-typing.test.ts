import { describe, expect, it } from 'vitest';
import { acceptDecimalTyping, decimalsRule, finishDecimal } from '../../../src/renderer/src/components/decimal-typing';

describe('acceptDecimalTyping', () => {
  it.each<[string, string, Parameters<typeof acceptDecimalTyping>[1], ReturnType<typeof acceptDecimalTyping>]>([
    ['digits', '12', {}, { ok: true, value: '12' }],
    ['half-written decimal', '12.', { decimalPlaces: 2 }, { ok: true, value: '12.' }],
    ['a comma is the decimal point', '12,5', { decimalPlaces: 2 }, { ok: true, value: '12.5' }],
    ['two decimals with 2 allowed', '1.25', { decimalPlaces: 2 }, { ok: true, value: '1.25' }],
    ['a third decimal with 2 allowed', '1.255', { decimalPlaces: 2 }, { ok: false, message: 'At most 2 decimals' }],
    ['any decimal with 0 allowed', '1.', { decimalPlaces: 0 }, { ok: false, message: 'Whole numbers only' }],
    ['a second decimal with 1 allowed', '1.25', { decimalPlaces: 1 }, { ok: false, message: 'At most 1 decimal' }],
    ['no limit', '1.123456789012345678901234567890', {}, { ok: true, value: '1.123456789012345678901234567890' }],
    ['a minus when negatives are allowed', '-', { allowNegative: true }, { ok: true, value: '-' }],
    ['a negative decimal', '-0.5', { allowNegative: true, decimalPlaces: 1 }, { ok: true, value: '-0.5' }],
    ['a minus when negatives are not allowed', '-1', {}, { ok: false, message: 'Negative numbers are not allowed' }],
    ['a minus in the middle', '1-2', { allowNegative: true }, { ok: false, message: 'Digits and one decimal point only' }],
    ['letters', '12a', {}, { ok: false, message: 'Digits and one decimal point only' }],
    ['an exponent', '1e5', {}, { ok: false, message: 'Digits and one decimal point only' }],
    ['two points', '1.2.3', {}, { ok: false, message: 'Only one decimal point' }],
    ['a point and a comma', '1,2.3', {}, { ok: false, message: 'Only one decimal point' }],
    ['pasted with spaces around', ' 7.5 ', {}, { ok: true, value: '7.5' }],
    ['empty', '', { decimalPlaces: 2 }, { ok: true, value: '' }],
  ])('%s: %j', (_name, raw, rules, expected) => {
    expect(acceptDecimalTyping(raw, rules)).toEqual(expected);
  });

  it('keeps digits that Number would lose', () => {
    expect(acceptDecimalTyping('12345678901234567890.12')).toEqual({ ok: true, value: '12345678901234567890.12' });
  });
});

describe('finishDecimal', () => {
  it.each([
    ['12.', '12'],
    ['.5', '0.5'],
    ['-.5', '-0.5'],
    ['0.50', '0.50'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(finishDecimal(input)).toBe(expected);
  });

  it.each(['-', '.', '-.', '1.2.3'])('%j is not a number', (input) => {
    expect(finishDecimal(input)).toBeNull();
  });
});

describe('decimalsRule', () => {
  it('names the rule in plain words', () => {
    expect(decimalsRule(0)).toBe('Whole numbers only');
    expect(decimalsRule(1)).toBe('At most 1 decimal');
    expect(decimalsRule(3)).toBe('At most 3 decimals');
  });
});
