import { describe, expect, it } from 'vitest';
import { fullYear, readTypedDate, writeDate } from '../../../src/renderer/src/components/date-typing';
import { formatExamples, numberFormatLocales, numberFormatOf } from '../../../src/shared/domain/number-format';

const nb = numberFormatOf('nb-NO');
const us = numberFormatOf('en-US');
const gb = numberFormatOf('en-GB');
const sv = numberFormatOf('sv-SE');

describe('readTypedDate', () => {
  it('reads what the chosen format writes, and the invariant form, as the same day', () => {
    expect(readTypedDate('31.12.2026', nb)).toEqual({ value: '2026-12-31', message: null });
    expect(readTypedDate('1.2.2026', nb)).toEqual({ value: '2026-02-01', message: null });
    expect(readTypedDate('2026-12-31', nb)).toEqual({ value: '2026-12-31', message: null });
    expect(readTypedDate('12/31/2026', us)).toEqual({ value: '2026-12-31', message: null });
    expect(readTypedDate('2026-12-31', sv)).toEqual({ value: '2026-12-31', message: null });
  });

  it('reads 01/02/2026 by the chosen format only: 2 January in en-US, 1 February in en-GB', () => {
    expect(readTypedDate('01/02/2026', us).value).toBe('2026-01-02');
    expect(readTypedDate('01/02/2026', gb).value).toBe('2026-02-01');
  });

  it('refuses a day the calendar lacks instead of moving it, and another format with how to write it', () => {
    expect(readTypedDate('31.02.2026', nb)).toEqual({ value: null, message: '31.02.2026 is not a date in the calendar' });
    expect(readTypedDate('2026-02-30', us)).toEqual({ value: null, message: '2026-02-30 is not a date in the calendar' });
    expect(readTypedDate('31.12.2026', us)).toEqual({ value: null, message: 'Write the date as 12/31/2026 or 2026-12-31' });
    expect(readTypedDate('31.12.2026.', nb)).toEqual({ value: null, message: 'Write the date as 31.12.2026 or 2026-12-31' });
    expect(readTypedDate('31.13.2026', nb)).toEqual({ value: null, message: '31.13.2026 is not a date in the calendar' });
    expect(readTypedDate('31.02.26', nb, 2026)).toEqual({ value: null, message: '31.02.26 is not a date in the calendar' });
    expect(readTypedDate('31.12.026', nb)).toEqual({ value: null, message: 'Write the date as 31.12.2026 or 2026-12-31' });
    expect(readTypedDate('', nb)).toEqual({ value: '', message: null });
  });

  it('reads a two-digit year as the one nearest this year, in every order', () => {
    expect(readTypedDate('31.12.26', nb, 2026)).toEqual({ value: '2026-12-31', message: null });
    expect(readTypedDate('1.2.30', nb, 2026)).toEqual({ value: '2030-02-01', message: null });
    expect(readTypedDate('12/31/26', us, 2026)).toEqual({ value: '2026-12-31', message: null });
    expect([fullYear(26, 2026), fullYear(76, 2026), fullYear(77, 2026), fullYear(0, 2026), fullYear(3, 2098)]).toEqual([2026, 2076, 1977, 2000, 2103]);
  });

  it('writes a date the form set in the chosen format', () => {
    expect(writeDate('2026-12-31', nb)).toBe('31.12.2026');
    expect(writeDate('2026-12-31', us)).toBe('12/31/2026');
    expect(writeDate('', nb)).toBe('');
  });
});

describe('the formats on offer', () => {
  it('each has its separators and date order from Intl', () => {
    expect(numberFormatLocales.map((l) => formatExamples(numberFormatOf(l)))).toEqual([
      { number: '1\u00A0234,5', date: '31.12.2026' },
      { number: '1\u00A0234,5', date: '2026-12-31' },
      { number: '1.234,5', date: '31.12.2026' },
      { number: '1\u00A0234,5', date: '31.12.2026' },
      { number: '1.234,5', date: '31.12.2026' },
      { number: '1,234.5', date: '31/12/2026' },
      { number: '1,234.5', date: '12/31/2026' },
    ]);
  });
});
