/**
 * The forms a tenant may have stored a GTIN in (docs/api-assumptions.md 323): a GS1 label carries
 * 14 digits, an item master usually the 13 (EAN), 12 (UPC) or 8 printed on the pack. The 14-digit
 * form first, then each shorter one its leading zeros allow.
 */
export function gtinStoredForms(gtin: string): string[] {
  const full = gtin.padStart(14, '0');
  const forms = [full];
  for (const length of [13, 12, 8]) if (/^0+$/.test(full.slice(0, 14 - length))) forms.push(full.slice(14 - length));
  return [...new Set([gtin, ...forms])];
}
