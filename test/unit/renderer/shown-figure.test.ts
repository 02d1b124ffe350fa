import { describe, expect, it } from 'vitest';
import { numberSeparators, readShownFigure } from '../../../src/renderer/src/components/shown-figure';
import { formatDecimal } from '@shared/domain/decimal';

describe('readShownFigure', () => {
  it.each([
    ['en-US', '3,932.38 NOK', { value: '3932.38', places: 2, suffix: 'NOK' }],
    ['en-US', '161', { value: '161', places: 0, suffix: null }],
    ['en-US', '-5', { value: '-5', places: 0, suffix: null }],
    ['en-US', '+5', { value: '5', places: 0, suffix: null }],
    ['en-US', '12 pcs', { value: '12', places: 0, suffix: 'pcs' }],
    ['en-US', '3,145.90 NOK excl. VAT', { value: '3145.90', places: 2, suffix: 'NOK excl. VAT' }],
    ['nb-NO', '1\u00a0234,50', { value: '1234.50', places: 2, suffix: null }],
    ['nb-NO', '1 234,50', { value: '1234.50', places: 2, suffix: null }],
    ['nb-NO', '\u221211\u00a0399,01 NOK', { value: '-11399.01', places: 2, suffix: 'NOK' }],
    ['de-DE', '1.234,5', { value: '1234.5', places: 1, suffix: null }],
  ])('%s reads %j', (locale, text, expected) => {
    expect(readShownFigure(text, locale)).toEqual(expected);
  });

  it.each([
    ['en-US', '–'],
    ['en-US', 'Fix settings'],
    ['en-US', '12,5'],
    ['en-US', '1.2.3'],
    ['nb-NO', '1.234,50'],
    ['en-US', 'FV-10001'],
  ])('%s reads %j as no figure', (locale, text) => {
    expect(readShownFigure(text, locale)).toBeNull();
  });

  it('reads back every figure the app formats, in the locales users run', () => {
    for (const locale of ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'de-DE', 'en-GB', 'en-US', 'fr-FR', 'de-CH']) {
      for (const value of ['0.00', '-0.50', '1234567.891', '-11399.01', '999']) {
        const decimalPlaces = value.split('.')[1]?.length ?? 0;
        expect(readShownFigure(formatDecimal(value, { locale, decimalPlaces }), locale)?.value, `${locale} ${value}`).toBe(value);
      }
    }
  });

  it('knows the decimal separator of a comma locale', () => {
    expect(numberSeparators('nb-NO').decimal).toBe(',');
    expect(numberSeparators('en-US').decimal).toBe('.');
  });
});
