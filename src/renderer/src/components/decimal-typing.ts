import { compare, integerDigits, MAX_INTEGER_DIGITS, significantDecimalPlaces, tooLargeMessage } from '@shared/domain/decimal';

/**
 * How every number field reads what was typed, kept apart from React so it is unit tested.
 * The text is never altered: it is either taken as meant (a decimal comma is a decimal point,
 * spaces around a pasted value and between groups of three digits are ignored) or refused with a sentence saying why. Values stay
 * strings from keyboard to ERP: a quantity never passes through Number.
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
}

/**
 * The reading of a text: `value` is the invariant decimal string ("" for an empty field) or null
 * when refused; `message` says why. `incomplete` marks a number still being written ("-", ".").
 */
export type TypedDecimal = { value: string; message: null } | { value: null; message: string; incomplete?: boolean };

/** The sentence that names the decimals rule: "At most 2 decimals", "Whole numbers only". */
export function decimalsRule(places: number): string {
  if (places === 0) return 'Whole numbers only';
  return `At most ${places} decimal${places === 1 ? '' : 's'}`;
}

const NUMBER = /^(-?)(\d*)(?:[.,](\d*))?$/;
/** "2 400" or "1 000 000,5": spaces (also no-break and thin ones) between groups of three digits. */
const SPACE_GROUPED = /^-?\d{1,3}(?:[ \u00A0\u202F\u2009]\d{3})+(?:[.,]\d*)?$/;

export function readTypedDecimal(raw: string, rules: DecimalRules = {}): TypedDecimal {
  const trimmed = raw.trim();
  // A space never means a decimal point, so digits grouped by spaces are taken as one number.
  const text = SPACE_GROUPED.test(trimmed) ? trimmed.replace(/[ \u00A0\u202F\u2009]/g, '') : trimmed;
  if (text === '') return { value: '', message: null };
  const refuse = (message: string, incomplete = false): TypedDecimal => ({ value: null, message, incomplete });
  if (/[.,].*[.,]/.test(text)) return refuse('Only one decimal point or comma, and no thousands separators');
  const match = NUMBER.exec(text);
  if (!match) return refuse('Digits and one decimal point or comma only');
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return refuse('Enter a number such as 12 or 12.5', true);
  // "1,000" is a thousand to some and one to others: ask rather than guess.
  if (/^\d{1,3},\d{3}$/.test(text.replace(/^-/, ''))) return refuse(`Write ${text} without a thousands separator, or with a decimal point`);
  const value = `${sign}${whole === '' ? '0' : whole}${fraction === '' ? '' : `.${fraction}`}`;
  if (sign && !rules.allowNegative && compare(value, '0') !== 0) return refuse('Negative numbers are not allowed');
  if (integerDigits(value) > MAX_INTEGER_DIGITS) return refuse(tooLargeMessage(rules.field));
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
  return raw.includes(',') ? read.value.replace('.', ',') : read.value;
}
