/**
 * ERP timestamps are UTC whether or not they carry a trailing `Z`. They are normalised once,
 * on parse, to ISO strings that end in `Z`, so every later `new Date(...)` reads them as UTC
 * (a bare "2024-05-01T10:00:00" would otherwise be read as local time).
 */
export type UtcTimestamp = string;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|z|[+-]\d{2}:?\d{2})?$/;

export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
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
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(toDate(value));
}

/** ISO dates (no time) are calendar dates: formatted without any zone shift. */
export function formatDate(value: string, options: Pick<DisplayOptions, 'locale'> = {}): string {
  const date = isDateOnly(value) ? new Date(`${value}T00:00:00Z`) : toDate(value);
  return new Intl.DateTimeFormat(options.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The calendar day of an instant in the display zone, for comparing days. */
function dayIn(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(date);
}

/**
 * A recent instant: the time of day alone when it falls on today (in the display zone), the date
 * and time otherwise ("14:32", "25 Nov 2026, 14:32").
 */
export function formatRecent(value: string, options: DisplayOptions & { now?: Date } = {}): string {
  const date = toDate(value);
  const today = dayIn(date, options.timeZone) === dayIn(options.now ?? new Date(), options.timeZone);
  if (!today) return formatTimestamp(value, options);
  return new Intl.DateTimeFormat(options.locale, { timeStyle: 'short', timeZone: options.timeZone }).format(date);
}
