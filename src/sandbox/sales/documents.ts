import { FX_TO_NOK } from '../seed/catalog';
import { Decimal, money } from '../rules/decimals';
import type { Customer, Store } from '../store';
import type { PriceBook, PriceCustomer } from './pricing';
import type { Address, QuoteLine, SalesOrderLine } from './types';

/** Glue between the store and the pure sales rules: the price book, VAT per line, totals. */
export function priceBookOf(store: Store): PriceBook {
  const { sales } = store;
  return {
    baseCurrency: store.tenant.baseCurrency,
    fx: FX_TO_NOK,
    priceLists: sales.priceLists,
    customerPriceList: sales.customerPriceList,
    groupPriceList: sales.groupPriceList,
    listPriceBreaks: sales.listPriceBreaks,
    customerDiscounts: sales.customerDiscounts,
  };
}

export const priceCustomerOf = (c: Customer | undefined | null): PriceCustomer | null =>
  c ? { customerNumber: c.customerNumber, customerGroupCode: c.customerGroupCode, defaultCurrencyCode: c.defaultCurrencyCode } : null;

/** Row 95: no VAT on exports (customer outside Norway), 15 % on food, else 25 %. */
export function vatPercentFor(store: Store, customer: Customer, itemNumber: string): string {
  if (customer.countryCode !== null && customer.countryCode !== store.tenant.countryCode) return '0';
  return store.items.get(itemNumber)?.categoryCode === 'FOOD' ? '15' : '25';
}

type PricedLine = Pick<SalesOrderLine | QuoteLine, 'quantity' | 'unitPrice' | 'discountPercent' | 'taxPercent'>;

/** Net line total: quantity × unit price less the line discount, rounded to two decimals. */
export function netLineTotal(line: PricedLine): Decimal {
  return new Decimal(line.quantity)
    .times(line.unitPrice)
    .times(new Decimal(100).minus(line.discountPercent))
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function documentTotals(lines: readonly PricedLine[]): { totalAmount: string; totalVat: string; totalAmountIncludingTax: string } {
  let net = new Decimal(0);
  let vat = new Decimal(0);
  for (const line of lines) {
    const total = netLineTotal(line);
    net = net.plus(total);
    vat = vat.plus(total.times(line.taxPercent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  }
  return { totalAmount: money(net), totalVat: money(vat), totalAmountIncludingTax: money(net.plus(vat)) };
}

export function addressOf(customer: Customer): Address {
  return {
    name: customer.name,
    street1: customer.street1,
    street2: customer.street2,
    postalCode: customer.postalCode,
    city: customer.city,
    countryCode: customer.countryCode,
  };
}
