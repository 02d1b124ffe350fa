import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../src/shared/domain/intl-formats';
import { numberFormatOf } from '../../../src/shared/domain/number-format';

describe('Intl formatters made once', () => {
  it('hands out the same formatter for the same locale and options, another for other options', () => {
    expect(numberFormat('nb-NO', { minimumFractionDigits: 2 })).toBe(numberFormat('nb-NO', { minimumFractionDigits: 2 }));
    expect(numberFormat('nb-NO', { minimumFractionDigits: 2 })).not.toBe(numberFormat('nb-NO', { minimumFractionDigits: 3 }));
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5');
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }));
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 11, 31)))).toBe('31 Dec 2026');
  });

  it("keeps a locale's number format as one object, so a memoised component sees no change", () => {
    expect(numberFormatOf('sv-SE')).toBe(numberFormatOf('sv-SE'));
    expect(numberFormatOf('sv-SE').decimal).toBe(',');
  });
});
