import { equalMoney, moneyOf } from './money';

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

/** 'price' when the prices differ, 'vatDisplay' when they are equal but shown with and without VAT, else null. */
export function priceDifference(a: ComparablePrice | null, b: ComparablePrice | null): 'price' | 'vatDisplay' | null {
  const [left, right] = [a?.price ?? null, b?.price ?? null];
  if (left === null || right === null) return left === right ? null : 'price';
  const shownAlike = (a?.priceIncludesVat ?? null) === (b?.priceIncludesVat ?? null);
  const net = [moneyOf(a?.priceExclVat, a?.currency), moneyOf(b?.priceExclVat, b?.currency)] as const;
  // Without a VAT rate the net is unknown: only prices shown on the same basis can be compared.
  const [x, y] = net[0] && net[1] ? net : shownAlike ? [moneyOf(left, a?.currency), moneyOf(right, b?.currency)] : [null, null];
  if (!x || !y || x.currency !== y.currency || !equalMoney(x, y)) return 'price';
  return shownAlike ? null : 'vatDisplay';
}
