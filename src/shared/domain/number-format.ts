/**
 * The number and date formats a user can choose: separators and date order come
 * from Intl for the locale, so display and typing agree on what "1,234" means.
 */
import { dateTimeFormat, numberFormat } from './intl-formats';
export const numberFormatLocales = ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'de-DE', 'en-GB', 'en-US'] as const;
export type NumberFormatLocale = (typeof numberFormatLocales)[number];

export const numberFormatNames: Record<NumberFormatLocale, string> = {
  'nb-NO': 'Norwegian',
  'sv-SE': 'Swedish',
  'da-DK': 'Danish',
  'fi-FI': 'Finnish',
  'de-DE': 'German',
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
};

export type DatePart = 'day' | 'month' | 'year';

export interface NumberFormatSpec {
  locale: string;
  /** The decimal separator the locale writes: "," or ".". */
  decimal: string;
  /** The grouping separator: a no-break space, "." or ",". */
  group: string;
  /** Day, month and year in the order the locale writes a short date. */
  dateOrder: DatePart[];
  dateSeparator: string;
}

const specs = new Map<string, NumberFormatSpec>();

/** The spec of a locale, the same object each time (a component's memo sees no change). */
export function numberFormatOf(locale: string): NumberFormatSpec {
  let spec = specs.get(locale);
  if (!spec) specs.set(locale, (spec = readNumberFormat(locale)));
  return spec;
}

function readNumberFormat(locale: string): NumberFormatSpec {
  const parts = numberFormat(locale).formatToParts(1234567.5);
  const date = dateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, 11, 31)));
  return {
    locale,
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    dateOrder: date
      .filter((p): p is Intl.DateTimeFormatPart & { type: DatePart } => p.type === 'day' || p.type === 'month' || p.type === 'year')
      .map((p) => p.type),
    dateSeparator: date.find((p) => p.type === 'literal')?.value ?? '-',
  };
}

/** How the format writes 1234.5 and 31 December 2026, for labels and messages. */
export function formatExamples(spec: NumberFormatSpec): { number: string; date: string } {
  const part = { day: '31', month: '12', year: '2026' };
  return {
    number: numberFormat(spec.locale, { minimumFractionDigits: 1 }).format(1234.5),
    date: spec.dateOrder.map((p) => part[p]).join(spec.dateSeparator),
  };
}
