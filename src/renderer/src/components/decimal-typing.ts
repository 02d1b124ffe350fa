/**
 * The rules DecimalInput applies to each change of its text, kept apart from React so they are
 * unit tested. Values stay strings from keyboard to ERP: a quantity never passes through Number.
 */

export interface DecimalRules {
  /** The item's decimalPlaces; undefined or null means no limit. */
  decimalPlaces?: number | null;
  allowNegative?: boolean;
}

export type DecimalTyping = { ok: true; value: string } | { ok: false; message: string };

/** The sentence that names the decimals rule: "At most 2 decimals", "Whole numbers only". */
export function decimalsRule(places: number): string {
  if (places === 0) return 'Whole numbers only';
  return `At most ${places} decimal${places === 1 ? '' : 's'}`;
}

/**
 * Accept or refuse a text as the person types or pastes it. Half-written numbers ("", "-", "12.")
 * are accepted; a comma is taken as the decimal point, since many keyboards put one there.
 */
export function acceptDecimalTyping(raw: string, rules: DecimalRules = {}): DecimalTyping {
  const text = raw.replace(/\s+/g, '').replaceAll(',', '.');
  if (text.includes('-') && !rules.allowNegative) return { ok: false, message: 'Negative numbers are not allowed' };
  if (!/^-?[\d.]*$/.test(text)) return { ok: false, message: 'Digits and one decimal point only' };
  const dot = text.indexOf('.');
  if (dot !== text.lastIndexOf('.')) return { ok: false, message: 'Only one decimal point' };
  const places = rules.decimalPlaces;
  // With 0 places even the point is refused: it could only start a decimal.
  if (places != null && dot >= 0 && (places === 0 || text.length - dot - 1 > places)) {
    return { ok: false, message: decimalsRule(places) };
  }
  return { ok: true, value: text };
}

/**
 * The finished value when the field is left: "12." becomes "12", ".5" becomes "0.5", "" stays
 * empty (whether a value is required is the form's business). Null when it is not a number.
 */
export function finishDecimal(text: string): string | null {
  if (text === '') return '';
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return `${sign}${whole === '' ? '0' : whole}${fraction === '' ? '' : `.${fraction}`}`;
}
