import { compare, formatDecimal, isDecimalString, mul, negate } from './decimal';

/**
 * Whether a booking is far outside the item's usual size, so the screen asks before it books.
 * Not a refusal: a large delivery can be real, but one keystroke too many must not pass unseen.
 * The rule (assumption 65): more than 10 times what is on hand (on hand below 10 counts as 10),
 * or a million units or more in one booking, whatever is on hand.
 */
export const UNUSUAL_FACTOR = '10';
export const UNUSUAL_FLOOR = '10';
export const SANITY_LIMIT = '1000000';

export interface UsualSize {
  /** On hand where the booking lands, when known. */
  onHand?: string | null;
  /** The unit shown after figures ("PCS"). */
  unit?: string | null;
  locale?: string;
}

const abs = (v: string) => (v.startsWith('-') ? negate(v) : v);

/** A question naming the figure, or null when the quantity is in the usual range (or not a number). */
export function unusualQuantity(quantity: string, usual: UsualSize = {}): string | null {
  if (!isDecimalString(quantity)) return null;
  const size = abs(quantity);
  const show = (v: string) => `${formatDecimal(v, usual.locale ? { locale: usual.locale } : {})}${usual.unit ? ` ${usual.unit}` : ''}`;
  if (compare(size, SANITY_LIMIT) >= 0) return `${show(quantity)} is a million units or more in one booking: check the figure.`;
  if (usual.onHand == null || !isDecimalString(usual.onHand)) return null;
  const base = compare(abs(usual.onHand), UNUSUAL_FLOOR) > 0 ? abs(usual.onHand) : UNUSUAL_FLOOR;
  if (compare(size, mul(base, UNUSUAL_FACTOR)) > 0)
    return `${show(quantity)} is more than ${UNUSUAL_FACTOR} times the ${show(usual.onHand)} on hand: check the figure.`;
  return null;
}

/** The same question for an order line, named by its number as the screen shows it ("Line 2: ..."). */
export function unusualLineQuantity(lineNumber: number, quantity: string, unit?: string | null): string | null {
  const unusual = unusualQuantity(quantity, { unit: unit ?? null });
  return unusual && `Line ${lineNumber}: ${unusual}`;
}
