import { isSameMoney, moneyOf } from './money';

/**
 * Two channels' prices of one item compared on one VAT basis: excl. VAT, the figure both derive
 * (row 180). A B2B channel showing 3,145.90 NOK excl. VAT and a B2C channel showing 3,932.38 NOK
 * incl. VAT ask the same price; only the VAT display differs. Two currencies are never equal.
 */
export interface ComparablePrice {
  price: string | null;
  priceIncludesVat: boolean | null;
  priceExclVat: string | null;
  currency: string | null;
}

/**
 * 'price' when the prices differ, 'vatDisplay' when they are equal but shown with and without VAT,
 * else null. An item only one channel has is a difference of visibility, not of price.
 */
export function priceDifference(a: ComparablePrice | null, b: ComparablePrice | null): 'price' | 'vatDisplay' | null {
  if (!a || !b) return null;
  if (a.price === null || b.price === null) return a.price === b.price ? null : 'price';
  const shownAlike = a.priceIncludesVat === b.priceIncludesVat;
  const net = [moneyOf(a.priceExclVat, a.currency), moneyOf(b.priceExclVat, b.currency)] as const;
  // Without a VAT rate the net is unknown: only prices shown on the same basis can be compared.
  const [x, y] = net[0] && net[1] ? net : shownAlike ? [moneyOf(a.price, a.currency), moneyOf(b.price, b.currency)] : [null, null];
  if (!x || !y || !isSameMoney(x, y)) return 'price';
  return shownAlike ? null : 'vatDisplay';
}
