import { label, unitPrice } from '../../components/format';

const sources: Record<string, string> = {
  CustomerPriceList: "Customer's price list",
  CustomerGroupPriceList: "Customer group's price list",
  ListPrice: 'List price',
  None: 'No price found',
};

/** Where the base price came from, in words. */
export const priceSourceLabel = (source: string | null | undefined): string => (source ? (sources[source] ?? label(source)) : '–');

/** A surcharge per unit with its sign: "+650.00 NOK", and "-300.00 NOK" for an option that lowers the price. */
export const signedUnitPrice = (value: string, currency: string | null): string => `${value.trim().startsWith('-') ? '' : '+'}${unitPrice(value, currency)}`;
