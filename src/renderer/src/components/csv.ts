import type { Sheet, SheetCell } from './table-sheet';

/**
 * CSV text for a table export, per RFC 4180 (CRLF line ends, a field quoted when it holds the
 * separator, a quote, CR or LF, quotes inside doubled) with the separator the user's number
 * format calls for. Kept free of the DOM so it is unit tested in Node; the download lives apart.
 * Hand-written on purpose: writing RFC 4180 is these few lines; a CSV library would bring a parser never used.
 */

export type CsvSeparator = ',' | ';';

/** Makes spreadsheet programs read the file as UTF-8 ("Tromsø", not "TromsÃ¸"). */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Where the decimal separator is a comma, Excel splits CSV on semicolons (its list separator
 * there); a comma would put each line into one column.
 */
export function separatorFor(decimalSeparator: string): CsvSeparator {
  return decimalSeparator === ',' ? ';' : ',';
}

/** One field, quoted only when RFC 4180 requires it. */
export function csvField(text: string, separator: CsvSeparator = ','): string {
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * OWASP "CSV injection": text starting with = + - @, a tab or a carriage return could be taken
 * for a formula; a leading apostrophe makes every spreadsheet read it as text. Numbers are not
 * text and never pass through here, so −5 stays a number.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(cell: SheetCell, decimalSeparator: string): string {
  return cell.kind === 'number' ? cell.value.replace('.', decimalSeparator) : neutraliseFormula(cell.value);
}

/** The whole document: a header line, then one line per row, each line ended by CRLF (no byte order mark). */
export function sheetToCsv(sheet: Sheet, options: { separator: CsvSeparator; decimalSeparator: string }): string {
  const { separator, decimalSeparator } = options;
  const header = sheet.header.map((h) => csvField(neutraliseFormula(h), separator));
  const lines = [header, ...sheet.rows.map((cells) => cells.map((cell) => csvField(cellText(cell, decimalSeparator), separator)))];
  return lines.map((line) => `${line.join(separator)}\r\n`).join('');
}
