import { compare, formatDecimal, integerDigits, MAX_INTEGER_DIGITS, significantDecimalPlaces, tooLargeMessage } from '@shared/domain/decimal';
import { formatExamples, type NumberFormatSpec } from '@shared/domain/number-format';
import { currentNumberFormat } from '../stores/number-format';

/**
 * How every number field reads what was typed, kept apart from React so it is unit tested.
 * The text is never altered: it is either taken as meant or refused with a sentence saying why.
 * Accepted are the chosen format ("1 234,5" in nb-NO, "1,234.5" in en-US), the invariant form
 * ("1234.5") and digits grouped by spaces. "1,234" is 1.234 where the decimal separator is a comma
 * and 1234 in en-US; a text two of those read as different numbers ("1.234" in de-DE) is refused
 * as ambiguous rather than guessed. Values stay strings from keyboard to ERP.
 */

export interface DecimalRules {
  /** The item's decimalPlaces; undefined or null means no limit. */
  decimalPlaces?: number | null;
  allowNegative?: boolean;
  /** Bounds as decimal strings, both included. */
  min?: string;
  max?: string;
  /** The field's label, named in the message for a figure too large to keep. */
  field?: string;
  /** The chosen number format; the current one when not given. */
  format?: NumberFormatSpec;
}

/**
 * The reading of a text: `value` is the invariant decimal string ("" for an empty field) or null
 * when refused; `message` says why. `incomplete` marks a number still being written ("-", ".").
 */
export type TypedDecimal = { value: string; message: null } | { value: null; message: string; incomplete?: boolean; tooLarge?: boolean };

/** The sentence that names the decimals rule: "At most 2 decimals", "Whole numbers only". */
export function decimalsRule(places: number): string {
  if (places === 0) return 'Whole numbers only';
  return `At most ${places} decimal${places === 1 ? '' : 's'}`;
}

const SPACE = '[ \u00A0\u202F\u2009]';
const escape = (c: string) => (c.trim() === '' ? SPACE : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Digits, an optional group of three per separator, and a decimal part: "1 234,5", "1.234.567", "1,234.5". */
function grouped(text: string, group: string | null, decimal: string): string | null {
  const g = group === null ? null : escape(group);
  const d = escape(decimal);
  const m = new RegExp(`^(\\d*${g === null ? '' : `|\\d{1,3}(?:${g}\\d{3})+`})(?:${d}(\\d*))?$`).exec(text);
  if (!m) return null;
  const [, whole = '', fraction] = m;
  if (whole === '' && !fraction) return null;
  const digits = g === null ? whole : whole.replace(new RegExp(g, 'g'), '');
  return `${digits === '' ? '0' : digits}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Every number the text can mean: the invariant form (1234.5), the chosen format (1 234,5 or
 * 1,234.5), and digits grouped by spaces, which never mean a decimal point.
 */
function readings(text: string, format: NumberFormatSpec): string[] {
  const found = new Set<string>();
  for (const [group, decimal] of [
    [null, '.'],
    [format.group, format.decimal],
    [' ', format.decimal],
    [' ', '.'],
  ] as const) {
    const value = grouped(text, group, decimal);
    if (value !== null) found.add(value);
  }
  return [...found];
}

function sameNumber(a: string, b: string): boolean {
  return compare(a, b) === 0;
}

export function readTypedDecimal(raw: string, rules: DecimalRules = {}): TypedDecimal {
  const format = rules.format ?? currentNumberFormat();
  // The minus sign Intl writes for nb-NO, sv-SE and fi-FI ("−5") is a minus.
  const trimmed = raw.trim().replace(/^\u2212/, '-');
  if (trimmed === '') return { value: '', message: null };
  const refuse = (message: string, incomplete = false): TypedDecimal => ({ value: null, message, incomplete });
  const sign = trimmed.startsWith('-') ? '-' : '';
  const text = trimmed.slice(sign.length);
  if (/[^\d., \u00A0\u202F\u2009]/.test(text)) return refuse('Digits and one decimal point or comma only');
  if (/^[.,]?$/.test(text)) return refuse('Enter a number such as 12 or 12.5', true);
  const found = readings(text, format).filter((v, i, all) => all.findIndex((o) => sameNumber(o, v)) === i);
  if (found.length > 1) {
    // "1.234" in de-DE: a thousand and more in the chosen format, one and a bit invariantly.
    const [a, b] = found.map((v) => formatDecimal(v, { locale: format.locale }));
    return refuse(
      `${trimmed} can be read as ${a} or ${b}: write it without a thousands separator, or with a decimal ${format.decimal === ',' ? 'comma' : 'point'}`,
    );
  }
  if (found.length === 0) {
    // A separator at the end is a number still being written ("12," in en-US, before "12,345").
    const incomplete = /[.,]$/.test(text) || (!text.includes(format.decimal) && new RegExp(`${escape(format.group)}\\d{0,2}$`).test(text));
    // Only here: formatting the example costs more than reading the number itself.
    const example = formatExamples(format).number;
    return refuse(`Write numbers as ${example}${example === '1234.5' ? '' : ' or 1234.5'}`, incomplete);
  }
  const value = `${sign}${found[0]}`;
  if (sign && !rules.allowNegative && compare(value, '0') !== 0) return refuse('Negative numbers are not allowed');
  if (integerDigits(value) > MAX_INTEGER_DIGITS) return { value: null, message: tooLargeMessage(rules.field), incomplete: false, tooLarge: true };
  const places = rules.decimalPlaces;
  if (places != null && significantDecimalPlaces(value) > places) return refuse(decimalsRule(places));
  if (rules.min !== undefined && compare(value, rules.min) < 0) return refuse(`At least ${rules.min}`);
  if (rules.max !== undefined && compare(value, rules.max) > 0) return refuse(`At most ${rules.max}`);
  return { value, message: null };
}

/**
 * What the field shows once it is left: the value trimmed and finished ("12." as "12", ".5" as
 * "0.5") so that what is used is what is seen; a decimal comma stays a comma. A refused text
 * stays exactly as typed.
 */
export function shownWhenLeft(raw: string, rules: DecimalRules = {}): string {
  const read = readTypedDecimal(raw, rules);
  if (read.value === null || read.value === '') return read.value === '' ? '' : raw;
  const decimal = (rules.format ?? currentNumberFormat()).decimal;
  // Typed with the format's decimal separator: shown with it, without the grouping.
  return decimal !== '.' && raw.includes(decimal) ? read.value.replace('.', decimal) : read.value;
}

/**
 * How many characters wide a number field is drawn for its text: as wide as the figure it starts
 * with, and at least three. A figure never loses its last digits in a crowded table; what follows
 * it that no number has (a label scanned into the field, a word) does not widen the field, as the
 * message under it says what is wrong. A field that widened on every key of a 50-character scan
 * made its whole table be laid out again on each: in the 40-line Receive dialog most of a key's time.
 */
export function widthInCharacters(text: string): number {
  return Math.max(/^\s*[-\u2212]?[\d., \u00A0\u202F\u2009]*/.exec(text)![0].length, 3);
}
