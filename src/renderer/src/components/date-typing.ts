import { formatExamples, type NumberFormatSpec } from '@shared/domain/number-format';

/**
 * How every date field reads what was typed: the chosen format's short date ("31.12.2026" in
 * nb-NO, "12/31/2026" in en-US), with a two-digit year too ("31.12.26"), or the invariant ISO
 * date ("2026-12-31"). The text is never altered; an impossible date is refused with a sentence
 * saying how to write it.
 */
export type TypedDate = { value: string; message: null } | { value: null; message: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A two-digit year is the one of that ending nearest to this year: from 49 years back to 50 ahead
 * (in 2026, "26" is 2026, "75" 2075, "77" 1977), so expiry dates and recent dates both read as meant
 * (docs/api-assumptions.md row 321).
 */
export function fullYear(twoDigits: number, thisYear: number): number {
  const candidate = thisYear - (thisYear % 100) + twoDigits;
  if (candidate > thisYear + 50) return candidate - 100;
  if (candidate < thisYear - 49) return candidate + 100;
  return candidate;
}

function readLocalDate(text: string, spec: NumberFormatSpec, thisYear: number): string | null | 'impossible' {
  const pieces = text.split(spec.dateSeparator);
  if (pieces.length !== 3 || !pieces.every((p) => /^\d+$/.test(p))) return null;
  const at = (part: 'day' | 'month' | 'year') => pieces[spec.dateOrder.indexOf(part)] as string;
  const yearDigits = at('year').length;
  if ((yearDigits !== 4 && yearDigits !== 2) || at('day').length > 2 || at('month').length > 2) return null;
  const year = yearDigits === 2 ? fullYear(Number(at('year')), thisYear) : Number(at('year'));
  return isoOf(year, Number(at('month')), Number(at('day'))) ?? 'impossible';
}

/** `thisYear` places a two-digit year; the current one unless a test fixes it. */
export function readTypedDate(raw: string, spec: NumberFormatSpec, thisYear = new Date().getFullYear()): TypedDate {
  const text = raw.trim();
  if (text === '') return { value: '', message: null };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const local = readLocalDate(text, spec, thisYear);
  const value = iso ? isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : local === 'impossible' ? null : local;
  if (value) return { value, message: null };
  const { date } = formatExamples(spec);
  if (iso || local === 'impossible') return { value: null, message: `${text} is not a date in the calendar` };
  return { value: null, message: `Write the date as ${date}${date === '2026-12-31' ? '' : ' or 2026-12-31'}` };
}

/** An ISO date as the chosen format writes it, for a value the form set itself. */
export function writeDate(iso: string, spec: NumberFormatSpec): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const part = { year: m[1] as string, month: m[2] as string, day: m[3] as string };
  return spec.dateOrder.map((p) => part[p]).join(spec.dateSeparator);
}
