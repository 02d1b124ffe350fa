import { problem } from './problems';

/**
 * Instants are kept as epoch milliseconds. Query parameters such as modifiedSince accept a
 * trailing Z, a numeric offset or no designator (then UTC); all name the same instant.
 */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

export function parseInstant(value: string, field: string): number {
  const m = INSTANT.exec(value.trim());
  const fail = () =>
    problem.invalid(
      field,
      'Validation.InvalidDateTime',
      `'${field}' must be an ISO 8601 timestamp such as 2025-01-31T08:00:00Z; got ${JSON.stringify(value)}.`,
    );
  if (!m) throw fail();
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  let t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const check = new Date(t);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) throw fail();
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetMin = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
    t -= sign * offsetMin * 60_000;
  }
  return t;
}

/** ISO date (YYYY-MM-DD) for business dates; rejects impossible dates. */
export function parseDate(value: unknown, field: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const t = Date.parse(`${value}T00:00:00Z`);
    if (!Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value) return value;
  }
  throw problem.invalid(field, 'Validation.InvalidDate', `'${field}' must be an ISO 8601 date such as 2025-01-31; got ${JSON.stringify(value)}.`);
}

export function ts(ms: number): string;
export function ts(ms: number | null | undefined): string | null;
export function ts(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

/** Some ERP records serialise UTC timestamps without the Z, which the description allows. */
export function tsNoZone(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString().slice(0, -1);
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const DAY_MS = 86_400_000;
