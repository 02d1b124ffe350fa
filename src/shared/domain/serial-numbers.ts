import { isDecimalString } from './decimal';

/**
 * Serial numbers as a clerk enters them: one per line of text (a scanner ends each with Enter),
 * commas and semicolons also separate; blank entries and surrounding spaces do not count.
 */
export function serialList(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whole units in a decimal quantity ("2", "2.00"), or null for anything else. */
function wholeUnits(quantity: string): bigint | null {
  const q = quantity.trim();
  if (!isDecimalString(q) || q.startsWith('-')) return null;
  const [whole, fraction = ''] = q.split('.');
  return /^0*$/.test(fraction) ? BigInt(whole!) : null;
}

/**
 * Why serial numbers do not fit a quantity of serial-tracked units, or null when they do:
 * the ERP takes exactly one distinct number per unit. A number listed twice is named first,
 * since that is usually a double scan.
 */
export function serialProblem(text: string, quantity: string): string | null {
  const serials = serialList(text);
  const duplicate = serials.find((s, i) => serials.indexOf(s) !== i);
  if (duplicate) return `Serial number ${duplicate} is listed twice.`;
  const units = wholeUnits(quantity);
  if (units === null || BigInt(serials.length) !== units)
    return `One serial number per unit: ${units ?? 'a whole number of'} needed, ${serials.length} entered.`;
  return null;
}
