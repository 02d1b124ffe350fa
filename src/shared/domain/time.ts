/**
 * ERP timestamps are UTC whether or not they carry a trailing `Z`. They are normalised once,
 * on parse, to ISO strings that end in `Z`, so every later `new Date(...)` reads them as UTC
 * (a bare "2024-05-01T10:00:00" would otherwise be read as local time).
 */
import { dateTimeFormat } from './intl-formats';

export type UtcTimestamp = string;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|z|[+-]\d{2}:?\d{2})?$/;

export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

/** A yyyy-mm-dd date the calendar has: 2026-02-31 and month 13 are not, whatever Date would make of them. */
export function isCalendarDate(value: string): boolean {
  if (!isDateOnly(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Normalise an ERP timestamp to UTC with a `Z`. A missing designator means UTC; a numeric
 * offset is converted. Fractional digits beyond milliseconds (.NET writes seven) are kept.
 * Returns null for something that is not a timestamp.
 */
export function normaliseUtc(value: string): UtcTimestamp | null {
  const m = TIMESTAMP.exec(value.trim());
  if (!m) return null;
  const [, date, timeRaw, fraction = '', designator] = m;
  const time = timeRaw!.length === 5 ? `${timeRaw}:00` : timeRaw!;
  if (!designator || designator === 'Z' || designator === 'z') {
    return `${date}T${time}${fraction}Z`;
  }
  const offset = designator.includes(':') ? designator : `${designator.slice(0, 3)}:${designator.slice(3)}`;
  const ms = Date.parse(`${date}T${time}${offset}`);
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString(); // always ".sssZ"
  return `${iso.slice(0, 19)}${fraction}Z`;
}

/** Like normaliseUtc but throws on bad input; for values the schema already accepted. */
export function toUtc(value: string): UtcTimestamp {
  const result = normaliseUtc(value);
  if (result === null) throw new TypeError(`Not a timestamp: ${JSON.stringify(value)}`);
  return result;
}

/** The instant as a Date; accepts timestamps with or without designator. */
export function toDate(value: string): Date {
  return new Date(Date.parse(toUtc(value)));
}

/** A request parameter such as `modifiedSince`: always sent with `Z` to avoid any ambiguity. */
export function toQueryTimestamp(value: Date | string): string {
  return typeof value === 'string' ? toUtc(value) : value.toISOString();
}

export interface DisplayOptions {
  locale?: string;
  /** IANA zone to display in; default is the runtime's local zone. */
  timeZone?: string;
}

export function formatTimestamp(value: string, options: DisplayOptions = {}): string {
  return dateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(toDate(value));
}

/** ISO dates (no time) are calendar dates: formatted without any zone shift. */
export function formatDate(value: string, options: Pick<DisplayOptions, 'locale'> = {}): string {
  const date = isDateOnly(value) ? new Date(`${value}T00:00:00Z`) : toDate(value);
  return dateTimeFormat(options.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The calendar date of an instant in a zone (the runtime's when none), as YYYY-MM-DD. */
function calendarDate(instant: Date, timeZone: string | undefined): string {
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);
}

/** Whole calendar days from `now`'s date to `value`'s date in the display zone (1: tomorrow there). */
export function calendarDaysBetween(now: Date, value: Date, timeZone?: string): number {
  return Math.round((Date.parse(calendarDate(value, timeZone)) - Date.parse(calendarDate(now, timeZone))) / 86_400_000);
}

/**
 * A time near now (a deadline, a change) as short as it reads without doubt where the user is: the time of day
 * alone today ("14:30"), with the weekday within a week either side ("Tue 09:00"), with the
 * date further off ("3 Dec, 09:00"), and with the year in another year.
 */
export function formatNearTime(value: string, now: Date, options: DisplayOptions = {}): string {
  const due = toDate(value);
  const days = calendarDaysBetween(now, due, options.timeZone);
  const time = { hour: '2-digit', minute: '2-digit', timeZone: options.timeZone } as const;
  const sameYear = calendarDate(due, options.timeZone).slice(0, 4) === calendarDate(now, options.timeZone).slice(0, 4);
  const shape: Intl.DateTimeFormatOptions =
    days === 0
      ? time
      : Math.abs(days) < 7
        ? { ...time, weekday: 'short' }
        : sameYear
          ? { ...time, day: 'numeric', month: 'short' }
          : { ...time, day: 'numeric', month: 'short', year: 'numeric' };
  return dateTimeFormat(options.locale, shape).format(due);
}

/**
 * A recent instant: the time of day alone when it falls on today (in the display zone), the date
 * and time otherwise ("14:32", "25 Nov 2026, 14:32").
 */
export function formatRecent(value: string, options: DisplayOptions & { now?: Date } = {}): string {
  const date = toDate(value);
  const today = calendarDate(date, options.timeZone) === calendarDate(options.now ?? new Date(), options.timeZone);
  if (!today) return formatTimestamp(value, options);
  return dateTimeFormat(options.locale, { timeStyle: 'short', timeZone: options.timeZone }).format(date);
}
