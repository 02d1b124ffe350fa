import { label } from '../../components/format';

const sources: Record<string, string> = {
  CustomerPriceList: "Customer's price list",
  CustomerGroupPriceList: "Customer group's price list",
  ListPrice: 'List price',
  None: 'No price found',
};

/** Where the base price came from, in words. */
export const priceSourceLabel = (source: string | null | undefined): string => (source ? (sources[source] ?? label(source)) : '–');
