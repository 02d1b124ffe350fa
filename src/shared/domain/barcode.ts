/**
 * Scanned codes that are retail barcodes. Items carry no GTIN field in the ERP (docs/api-assumptions.md
 * row 67): a scanned GTIN finds its item through the item attribute each connection names (its GTIN
 * attribute, rows 323/324), while a field that asks for an item number reads it as one. A barcode
 * is told apart there, so a clerk who types or scans the maker's barcode into it learns why nothing
 * was found. A GTIN is 8, 12, 13 or 14 digits whose last digit is the GS1 check digit of the others.
 */

const gtinLengths: Readonly<Record<number, string>> = { 8: 'GTIN-8', 12: 'GTIN-12', 13: 'GTIN-13', 14: 'GTIN-14' };

/** GS1 check digit: from the right, digits weigh 3, 1, 3, 1...; the check digit tops the sum up to a multiple of 10. */
export function gtinCheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** "GTIN-13" for a valid 13-digit GTIN (EAN-13), null for anything that is not a valid GTIN. */
export function gtinKind(code: string): string | null {
  const digits = code.trim();
  const kind = gtinLengths[digits.length];
  if (!kind || !/^\d+$/.test(digits)) return null;
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1)) ? kind : null;
}

/** Where a connection's GTIN attribute is set (rows 323/324). */
const GTIN_ATTRIBUTE_SETTING = 'Connections (Edit the connection, GTIN attribute)';

/**
 * What to tell the user when a code looked up as an item number matched nothing: a barcode is
 * named as one (it cannot be an item number), and where barcodes are looked up instead; anything
 * else is "<what was looked for> <code> ...". `notFound` is the sentence for an ordinary code, such
 * as "X is not on PO-1001". `gtinAttribute` is the connection's GTIN attribute: null or empty when
 * it names none, left out where the caller does not know it.
 */
export function unmatchedScanMessage(code: string, notFound: string, gtinAttribute?: string | null): string {
  const kind = gtinKind(code);
  if (!kind) return notFound;
  const lookup =
    gtinAttribute === undefined
      ? `A barcode finds its item when scanned as a label, through the item attribute the connection names as its GTIN attribute in ${GTIN_ATTRIBUTE_SETTING}`
      : gtinAttribute
        ? `A barcode finds its item when scanned as a label, through the item attribute ${gtinAttribute} (the connection’s GTIN attribute)`
        : `This connection names no item attribute that holds GTINs, so a barcode finds no item: set one in ${GTIN_ATTRIBUTE_SETTING}`;
  return `${code.trim()} is a barcode (${kind}), not an item number. ${lookup}. Here, type or scan the item number from the label.`;
}
