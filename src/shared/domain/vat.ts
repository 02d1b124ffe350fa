import Decimal from 'decimal.js';
import { currencyDecimals } from './currency';
import { isDecimalString } from './decimal';
import { minus, moneyOf, type Money } from './money';

/**
 * A price with and without VAT (docs/api-assumptions.md 180). The figure the ERP sent is kept as
 * sent; the other is computed from the VAT rate (a percentage) exactly and rounded half-up only to
 * the decimals the currency is counted in. Unknown rate or inclusion gives no other figure.
 */
export interface VatFigures {
  exclVat: string | null;
  inclVat: string | null;
}

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

export function vatFigures(amount: string | null, includesVat: boolean | null, vatRate: string | null, currency: string | null): VatFigures {
  if (amount === null || !isDecimalString(amount)) return { exclVat: null, inclVat: null };
  if (includesVat === null || vatRate === null || !isDecimalString(vatRate))
    return includesVat ? { exclVat: null, inclVat: amount } : includesVat === false ? { exclVat: amount, inclVat: null } : { exclVat: null, inclVat: null };
  const factor = new D(vatRate).div(100).plus(1);
  const places = currencyDecimals(currency);
  const other = (includesVat ? new D(amount).div(factor) : new D(amount).times(factor)).toFixed(places, Decimal.ROUND_HALF_UP);
  return includesVat ? { exclVat: other, inclVat: amount } : { exclVat: amount, inclVat: other };
}

/**
 * A document's VAT from its totals (row 280): incl. − excl. in the document's currency, "0.00" for
 * an export order. Null only when a total or the currency is missing.
 */
export function vatOfTotals(exclVat: string | null, inclVat: string | null, currency: string | null): Money | null {
  const excl = moneyOf(exclVat, currency);
  const incl = moneyOf(inclVat, currency);
  return excl && incl ? minus(incl, excl) : null;
}
