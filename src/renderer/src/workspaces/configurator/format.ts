import type { ConfigurationPrice } from '@shared/domain/configuration-price';
import { isNegativeMoney, type Money } from '@shared/domain/money';
import { label, unitMoneyText } from '../../components/format';

const sources: Record<string, string> = {
  CustomerPriceList: "Customer's price list",
  CustomerGroupPriceList: "Customer group's price list",
  ListPrice: 'List price',
  None: 'No price found',
};

/** Where the base price came from, in words. */
export const priceSourceLabel = (source: string | null | undefined): string => (source ? (sources[source] ?? label(source)) : '–');

/** A surcharge per unit with its sign, in its own currency: "+650.00 NOK", and "-300.00 NOK" for an option that lowers the price. */
export const signedUnitMoney = (value: Money | null): string => (value ? `${isNegativeMoney(value) ? '' : '+'}${unitMoneyText(value)}` : '–');

/**
 * How surcharges set in another currency relate to the configuration's: "Surcharges are set in
 * NOK; together they come to 1,179.36 SEK per unit." Null when they are in the same currency.
 */
export function surchargeNote(price: ConfigurationPrice): string | null {
  if (!price.surchargeCurrency) return null;
  return `Surcharges are set in ${price.surchargeCurrency}; together they come to ${unitMoneyText(price.surchargePerUnit)} per unit.`;
}
