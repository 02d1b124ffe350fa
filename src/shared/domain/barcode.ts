/**
 * Scanned codes that are retail barcodes. Items carry no GTIN/EAN in the ERP (docs/api-assumptions.md
 * row 67), so a barcode cannot be looked up; it is told apart instead, so a clerk who scans the
 * maker's barcode learns why nothing was found. A GTIN is 8, 12, 13 or 14 digits whose last digit
 * is the GS1 check digit of the others.
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

/**
 * What to tell the user when a scan matched nothing: a barcode is named as one (it cannot be an
 * item number), anything else is "<what was looked for> <code> ...". `notFound` is the sentence for
 * an ordinary code, such as "X is not on PO-1001".
 */
export function unmatchedScanMessage(code: string, notFound: string): string {
  const kind = gtinKind(code);
  if (!kind) return notFound;
  return `${code.trim()} is a barcode (${kind}), not an item number. Items carry no barcode in the ERP: scan or type the item number from the label.`;
}
