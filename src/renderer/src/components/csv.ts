/**
 * CSV text for "Export CSV", per RFC 4180: comma separated, CRLF line ends, a field quoted
 * when it holds a comma, a quote, CR or LF, and quotes inside doubled. Kept free of the DOM so
 * it is unit tested in Node; the download itself lives with the table.
 */

/** A cell as a table holds it. Decimal strings stay strings, so "0.10" is exported as written. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

const needsQuotes = /[",\r\n]/;

/** One field, quoted only when RFC 4180 requires it. */
export function csvField(value: CsvValue): string {
  const text = toText(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole document: a header line, then one line per row, each line ended by CRLF. */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}

function toText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}
