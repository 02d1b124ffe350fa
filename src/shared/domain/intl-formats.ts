/**
 * Intl formatters, made once per locale and options. Building one costs far more than using it
 * (a locale lookup each time), and figures and dates are formatted on every render of a form or
 * a table row: a keystroke or a scrolled frame must not pay for it. The options each caller
 * passes are few and fixed, so the cache stays small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const keyOf = (locale: string | undefined, options: object | undefined) => `${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;

export function numberFormat(locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
