import { describe, expect, it } from 'vitest';
import { countdownText, durationText } from '@shared/domain/deadline-text';
import { calendarDaysBetween, formatNearTime } from '@shared/domain/time';

const now = new Date('2026-11-24T12:00:00Z'); // a Tuesday
const at = (due: string) => ({ state: 'ok' as const, due, minutesLeft: Math.floor((Date.parse(due) - now.getTime()) / 60_000) });
const oslo = { locale: 'en-GB', timeZone: 'Europe/Oslo' };

describe('durations', () => {
  it('writes minutes under three hours, then whole hours, then whole days', () => {
    expect(durationText(0)).toBe('0 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(-25)).toBe('25 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(125)).toBe('2 h 5 min');
    expect(durationText(2 * 60 + 59)).toBe('2 h 59 min');
    expect(durationText(3 * 60 + 59)).toBe('3 h');
    expect(durationText(-(23 * 60 + 59))).toBe('23 h');
    expect(durationText(24 * 60)).toBe('1 d');
    expect(durationText(47 * 60 + 59)).toBe('1 d');
    expect(durationText(60 * 52)).toBe('2 d');
    expect(durationText(9 * 24 * 60 + 300)).toBe('9 d');
  });
});

describe('due times where the user is', () => {
  it('shows the time of day alone today, in the user zone', () => {
    expect(countdownText(at('2026-11-24T13:30:00Z'), now, oslo)).toBe('14:30 · in 1 h 30 min');
    expect(countdownText(at('2026-11-24T14:05:00Z'), now, { locale: 'en-GB', timeZone: 'UTC' })).toBe('14:05 · in 2 h 5 min');
  });

  it('shows the weekday when the due time falls on another day there', () => {
    // 23:30 UTC is still Tuesday in London but already Wednesday in Oslo.
    expect(formatNearTime('2026-11-24T23:30:00Z', now, { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('23:30');
    expect(formatNearTime('2026-11-24T23:30:00Z', now, oslo)).toBe('Wed 00:30');
    expect(countdownText(at('2026-11-25T12:00:00Z'), now, { locale: 'en-GB', timeZone: 'UTC' })).toBe('Wed 12:00 · in 1 d');
    // New York is still on Tuesday morning, so Tuesday 23:00 there is today.
    expect(formatNearTime('2026-11-25T04:00:00Z', now, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('11:00 PM');
    expect(calendarDaysBetween(now, new Date('2026-11-25T04:00:00Z'), 'Asia/Tokyo')).toBe(1);
  });

  it('writes the time in the chosen locale', () => {
    expect(formatNearTime('2026-11-26T08:00:00Z', now, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('Do., 09:00');
    expect(formatNearTime('2026-11-24T13:30:00Z', now, { locale: 'en-US', timeZone: 'UTC' })).toBe('01:30 PM');
  });

  it('shows the date of a deadline far away, and the year in another year', () => {
    expect(countdownText(at('2026-12-03T08:00:00Z'), now, oslo)).toBe('3 Dec, 09:00 · in 8 d');
    expect(formatNearTime('2027-01-05T08:00:00Z', now, oslo)).toBe('5 Jan 2027, 09:00');
  });

  it('says how long ago a deadline was breached, and what is met or has no policy', () => {
    expect(countdownText({ state: 'breached', due: '2026-11-24T11:35:00Z', minutesLeft: -25 }, now, oslo)).toBe('Breached 25 min ago');
    expect(countdownText({ state: 'breached', due: '2026-11-21T12:00:00Z', minutesLeft: -3 * 24 * 60 }, now, oslo)).toBe('Breached 3 d ago');
    // Flagged by the ERP before its due time passed here: no "ago" to tell.
    expect(countdownText({ state: 'breached', due: '2026-11-24T13:00:00Z', minutesLeft: 60 }, now, oslo)).toBe('Breached');
    expect(countdownText({ state: 'met', due: '2026-11-24T13:00:00Z', minutesLeft: 60 }, now, oslo)).toBe('Met');
    expect(countdownText({ state: 'none', due: null, minutesLeft: null }, now, oslo)).toBe('No SLA');
  });

  it('counts the last minute as under one, never as zero', () => {
    expect(countdownText({ state: 'breachingSoon', due: '2026-11-24T12:00:40Z', minutesLeft: 0 }, now, oslo)).toBe('13:00 · in under 1 min');
  });
});
