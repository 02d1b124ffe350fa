/**
 * What may become an HTTP header value or a URL path segment. Shared by the contract (a field
 * error as soon as the window sends such a value) and the ERP client (the last check before the
 * transport, which must never see a value it cannot send).
 */

/**
 * A header carries visible ASCII and inner spaces: anything else cannot travel as the ERP
 * expects. An empty value can (a profile without a default channel sends one); a field that
 * needs a value says so itself.
 */
const HEADER_VALUE = /^(?:[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)?$/;

/** With the u flag only a lone surrogate matches: a pair is one code point. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Control and format characters (NUL, line breaks, right-to-left and zero-width marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** Why `value` cannot be a header value, as a sentence starting with `label`; undefined when it can. */
export function headerValueProblem(value: string, label: string): string | undefined {
  if (HEADER_VALUE.test(value)) return undefined;
  if (value.trim() !== value) return `${label} cannot start or end with a space.`;
  return `${label} may hold only plain letters A-Z, digits and signs such as - and _ (no accented letters, €, or invisible characters).`;
}

/** Why `value` cannot be a record key in a URL path; undefined when it can. */
export function pathKeyProblem(value: string, label: string): string | undefined {
  if (LONE_SURROGATE.test(value)) return `${label} holds a broken character; type it again.`;
  if (INVISIBLE.test(value)) return `${label} holds an invisible or control character (such as a line break or a right-to-left mark); type it again.`;
  return undefined;
}
