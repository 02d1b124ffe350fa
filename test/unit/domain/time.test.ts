import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, isCalendarDate, normaliseUtc, toDate, toQueryTimestamp } from '../../../src/shared/domain/time';

describe('UTC timestamps', () => {
  it('treats a timestamp without designator as UTC', () => {
    expect(normaliseUtc('2025-03-01T10:15:00')).toBe('2025-03-01T10:15:00Z');
    expect(toDate('2025-03-01T10:15:00').getTime()).toBe(Date.UTC(2025, 2, 1, 10, 15));
  });

  it('keeps Z timestamps and the fraction as sent (seven digits too)', () => {
    expect(normaliseUtc('2025-03-01T10:15:00.1234567Z')).toBe('2025-03-01T10:15:00.1234567Z');
    expect(normaliseUtc('2025-03-01T10:15:00.5')).toBe('2025-03-01T10:15:00.5Z');
    expect(normaliseUtc('2025-03-01T10:15')).toBe('2025-03-01T10:15:00Z');
  });

  it('converts numeric offsets to UTC', () => {
    expect(normaliseUtc('2025-03-01T10:15:00+02:00')).toBe('2025-03-01T08:15:00Z');
    expect(normaliseUtc('2025-03-01T00:30:00.250-0130')).toBe('2025-03-01T02:00:00.250Z');
    expect(normaliseUtc('2025-12-31T23:00:00-02:00')).toBe('2026-01-01T01:00:00Z');
  });

  it('rejects what is not a timestamp', () => {
    expect(normaliseUtc('yesterday')).toBeNull();
    expect(normaliseUtc('2025-03-01')).toBeNull();
  });

  it('sends query timestamps with Z', () => {
    expect(toQueryTimestamp(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe('2025-01-02T03:04:05.000Z');
    expect(toQueryTimestamp('2025-01-02T03:04:05')).toBe('2025-01-02T03:04:05Z');
  });

  it('formats in the requested zone, and dates without a zone shift', () => {
    expect(formatTimestamp('2025-03-01T23:30:00', { locale: 'en-GB', timeZone: 'Europe/Stockholm' })).toBe('2 Mar 2025, 00:30');
    expect(formatDate('2025-03-01', { locale: 'en-GB' })).toBe('1 Mar 2025');
  });
});

describe('calendar dates', () => {
  it('accepts days the calendar has and refuses those Date would roll over', () => {
    expect(['2026-12-31', '2028-02-29', '2026-01-01'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2026-02-31', '2026-13-01', '2027-02-29', '0226-03-11x', '31.12.2026', ''].map(isCalendarDate)).toEqual([false, false, false, false, false, false]);
  });
});
