/**
 * Reads a figure back from the text a table cell shows ("3,932.38 NOK", "−5", "1 234,50 stk"),
 * in the locale that wrote it, so an export carries the number the screen shows and not a value
 * recomputed beside it. DOM-free, unit tested.
 */
import { numberFormat } from '@shared/domain/intl-formats';

export interface ShownFigure {
  /** The figure as an invariant decimal string ("-1234.50"), every shown decimal kept. */
  value: string;
  /** Decimals shown, so a spreadsheet shows them too (1 234,50 stays 1 234,50, not 1 234,5). */
  places: number;
  /** What follows the figure: a currency, a unit ("NOK", "pcs", "NOK incl. VAT"); null if nothing. */
  suffix: string | null;
}

interface Separators {
  group: string;
  decimal: string;
}

const spaceLike = /[\s\u00a0\u202f]/;

/** The locale's separators as Intl writes them (nb-NO: U+00A0 and ","; en-US: "," and "."). */
export function numberSeparators(locale?: string): Separators {
  const parts = numberFormat(locale).formatToParts(12345.6);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function figurePattern({ group, decimal }: Separators): RegExp {
  // A space-like group separator may be written as any space (Intl uses U+00A0 or U+202F).
  const g = spaceLike.test(group) ? '[\\s\\u00a0\\u202f]' : escape(group);
  const d = escape(decimal);
  // Digits grouped by threes as Intl groups them, or not grouped at all; then the decimals.
  return new RegExp(`^([+\\-\\u2212]?)(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?(?:[\\s\\u00a0\\u202f]+([^\\d\\s].*))?$`);
}

/** The figure a cell shows, or null when its text is not a figure ("–", "Fix settings", "1.2.3"). */
export function readShownFigure(text: string, locale?: string): ShownFigure | null {
  const match = figurePattern(numberSeparators(locale)).exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction, suffix] = match;
  const digits = whole.replace(/\D/g, '');
  const negative = (sign === '-' || sign === '\u2212') && /[1-9]/.test(digits + (fraction ?? ''));
  return {
    value: `${negative ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`,
    places: fraction?.length ?? 0,
    suffix: suffix?.trim() || null,
  };
}
