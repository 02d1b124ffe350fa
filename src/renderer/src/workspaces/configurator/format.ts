import { isDecimalString, significantDecimalPlaces } from '@shared/domain/decimal';
import { label, quantity } from '../../components/format';

/** A unit price keeps its own decimals (at least the currency's two): 12.3456 stays 12.3456, 8990 shows 8,990.00. */
export function unitAmount(value: string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined) return '–';
  const places = isDecimalString(value) ? Math.max(2, significantDecimalPlaces(value)) : undefined;
  return `${quantity(value, places)}${currency ? ` ${currency}` : ''}`;
}

const sources: Record<string, string> = {
  CustomerPriceList: "Customer's price list",
  CustomerGroupPriceList: "Customer group's price list",
  ListPrice: 'List price',
  None: 'No price found',
};

/** Where the base price came from, in words. */
export const priceSourceLabel = (source: string | null | undefined): string => (source ? (sources[source] ?? label(source)) : '–');
