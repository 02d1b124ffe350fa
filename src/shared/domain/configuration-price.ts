import type { PriceBreakdown } from '../contract/configurator';
import { moneyOf, type Money } from './money';

/**
 * A configuration's price as Money values. Each surcharge keeps the currency of the form it comes
 * from (the tenant base, row 80); base, surcharges together, unit price and total are in the
 * configuration's currency (row 88), where base + surcharges together = unit price exactly.
 */
export interface SurchargeMoney {
  featureCode: string;
  label: string;
  choice: string | null;
  perUnit: Money | null;
}

export interface ConfigurationPrice {
  currency: string | null;
  base: Money | null;
  surcharges: SurchargeMoney[];
  /** All surcharges per unit, converted into `currency`. */
  surchargePerUnit: Money | null;
  unitPrice: Money | null;
  total: Money | null;
  /** The currency the surcharges are set in when it is not the configuration's, else null. */
  surchargeCurrency: string | null;
}

export function configurationPrice(price: PriceBreakdown): ConfigurationPrice {
  const currency = price.currencyCode;
  const surcharges = price.surcharges.map((s) => ({
    featureCode: s.featureCode,
    label: s.featureName ?? s.featureCode,
    choice: s.choice,
    perUnit: moneyOf(s.amountPerUnit, s.currencyCode),
  }));
  const other = surcharges.find((s) => s.perUnit && s.perUnit.currency !== currency)?.perUnit?.currency ?? null;
  return {
    currency,
    base: moneyOf(price.basePricePerUnit, currency),
    surcharges,
    surchargePerUnit: moneyOf(price.surchargePerUnit, currency),
    unitPrice: moneyOf(price.unitPrice, currency),
    total: moneyOf(price.total, currency),
    surchargeCurrency: other,
  };
}
