import Decimal from 'decimal.js';
import type { ConfigurationPrice, PriceList, PriceListLine, PriceSource } from './types';

/**
 * The price engine (rows 87-90 of docs/api-assumptions.md). Pure: everything it needs is in the
 * PriceBook. Hierarchy: the customer's own price list, the customer group's price list, the
 * item's list price; within a level the volume break with the greatest minQuantity not above the
 * quantity applies. Amounts are converted via the tenant base currency and rounded half-up to two
 * decimals per component, so a client can re-add the parts exactly.
 */
export interface PriceBook {
  baseCurrency: string;
  /** Units of base currency per unit of each currency. */
  fx: Readonly<Record<string, string>>;
  priceLists: ReadonlyMap<string, PriceList>;
  customerPriceList: ReadonlyMap<string, string>;
  groupPriceList: ReadonlyMap<string, string>;
  listPriceBreaks: readonly PriceListLine[];
  customerDiscounts: ReadonlyMap<string, string>;
}

export interface PriceCustomer {
  customerNumber: string;
  customerGroupCode: string | null;
  defaultCurrencyCode: string;
}

export interface PriceItem {
  itemNumber: string;
  salesPrice: string | null;
}

interface Break {
  minQuantity: Decimal;
  unitPrice: Decimal;
}

export interface BasePrice {
  source: PriceSource;
  priceList: PriceList | null;
  /** Currency of the price list (the base currency for the list price). */
  currencyCode: string;
  unitPrice: Decimal | null;
  breaks: (Break & { isApplied: boolean })[];
}

export const roundMoney = (d: Decimal): Decimal => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const fixed2 = (d: Decimal): string => roundMoney(d).toFixed(2);

/** Converts an amount between currencies at the book's rates and rounds to two decimals. */
export function convert(book: PriceBook, amount: Decimal.Value, from: string, to: string): Decimal {
  const rateFrom = book.fx[from];
  const rateTo = book.fx[to];
  if (rateFrom === undefined || rateTo === undefined) throw new Error(`No exchange rate for ${rateFrom === undefined ? from : to}.`);
  return roundMoney(from === to ? new Decimal(amount) : new Decimal(amount).times(rateFrom).div(rateTo));
}

/** The customer's currency, the tenant's for an anonymous price, or the one asked for. */
export function currencyFor(book: PriceBook, customer: PriceCustomer | null, asked?: string | null): string {
  return asked ?? customer?.defaultCurrencyCode ?? book.baseCurrency;
}

function pickBreak(breaks: Break[], quantity: Decimal): BasePrice['breaks'] | null {
  const sorted = [...breaks].sort((a, b) => a.minQuantity.comparedTo(b.minQuantity));
  const applied = sorted.filter((b) => b.minQuantity.lte(quantity)).at(-1);
  if (!applied) return null;
  return sorted.map((b) => ({ ...b, isApplied: b === applied }));
}

const breaksOf = (lines: readonly PriceListLine[], itemNumber: string): Break[] =>
  lines.filter((l) => l.itemNumber === itemNumber).map((l) => ({ minQuantity: new Decimal(l.minQuantity), unitPrice: new Decimal(l.unitPrice) }));

export function basePrice(book: PriceBook, item: PriceItem, customer: PriceCustomer | null, quantity: Decimal): BasePrice {
  const levels: [PriceSource, string | undefined][] = [
    ['CustomerPriceList', customer ? book.customerPriceList.get(customer.customerNumber) : undefined],
    ['CustomerGroupPriceList', customer?.customerGroupCode ? book.groupPriceList.get(customer.customerGroupCode) : undefined],
  ];
  for (const [source, code] of levels) {
    const list = code === undefined ? undefined : book.priceLists.get(code);
    if (!list) continue;
    const breaks = pickBreak(breaksOf(list.lines, item.itemNumber), quantity);
    if (breaks) return { source, priceList: list, currencyCode: list.currencyCode, unitPrice: (breaks.find((b) => b.isApplied) as Break).unitPrice, breaks };
  }
  if (item.salesPrice !== null) {
    const breaks =
      pickBreak([{ minQuantity: new Decimal(0), unitPrice: new Decimal(item.salesPrice) }, ...breaksOf(book.listPriceBreaks, item.itemNumber)], quantity) ?? [];
    const applied = breaks.find((b) => b.isApplied);
    return { source: 'ListPrice', priceList: null, currencyCode: book.baseCurrency, unitPrice: applied?.unitPrice ?? null, breaks };
  }
  return { source: 'None', priceList: null, currencyCode: book.baseCurrency, unitPrice: null, breaks: [] };
}

export interface ItemPriceAnswer {
  currencyCode: string;
  priceSource: PriceSource;
  priceListCode: string | null;
  priceListName: string | null;
  listPrice: string | null;
  unitPrice: string | null;
  discountPercent: string;
  netUnitPrice: string | null;
  lineTotal: string | null;
  volumeBreaks: { minQuantity: string; unitPrice: string; isApplied: boolean }[];
}

/** The price an order line would receive, automatic customer discount included. */
export function itemPrice(book: PriceBook, item: PriceItem, customer: PriceCustomer | null, quantity: Decimal): ItemPriceAnswer {
  const currencyCode = currencyFor(book, customer);
  const base = basePrice(book, item, customer, quantity);
  const toTarget = (amount: Decimal) => convert(book, amount, base.currencyCode, currencyCode);
  const unitPrice = base.unitPrice === null ? null : toTarget(base.unitPrice);
  const discount = new Decimal((customer && book.customerDiscounts.get(customer.customerNumber)) ?? '0');
  const net = unitPrice === null ? null : roundMoney(unitPrice.times(new Decimal(100).minus(discount)).div(100));
  return {
    currencyCode,
    priceSource: base.source,
    priceListCode: base.priceList?.code ?? null,
    priceListName: base.priceList?.name ?? null,
    listPrice: item.salesPrice === null ? null : fixed2(convert(book, item.salesPrice, book.baseCurrency, currencyCode)),
    unitPrice: unitPrice === null ? null : fixed2(unitPrice),
    discountPercent: discount.toFixed(),
    netUnitPrice: net === null ? null : fixed2(net),
    lineTotal: net === null ? null : fixed2(net.times(quantity)),
    volumeBreaks: base.breaks.map((b) => ({ minQuantity: b.minQuantity.toFixed(), unitPrice: fixed2(toTarget(b.unitPrice)), isApplied: b.isApplied })),
  };
}

/**
 * Base price from the hierarchy plus the configuration surcharge (base currency), without any
 * automatic customer discount. A null surcharge (invalid configuration) leaves the composed
 * figures null; no base price leaves every amount null.
 */
export function configurationPrice(
  book: PriceBook,
  item: PriceItem,
  customer: PriceCustomer | null,
  quantity: Decimal,
  surcharge: Decimal | null,
  currencyCode: string,
): ConfigurationPrice {
  const base = basePrice(book, item, customer, quantity);
  const basePerUnit = base.unitPrice === null ? null : convert(book, base.unitPrice, base.currencyCode, currencyCode);
  const surchargePerUnit = surcharge === null ? null : convert(book, surcharge, book.baseCurrency, currencyCode);
  const unitPrice = basePerUnit !== null && surchargePerUnit !== null ? basePerUnit.plus(surchargePerUnit) : null;
  return {
    currencyCode,
    priceSource: base.source,
    priceListName: base.priceList?.name ?? null,
    basePricePerUnit: basePerUnit === null ? null : fixed2(basePerUnit),
    configurationSurchargePerUnit: surchargePerUnit === null ? null : fixed2(surchargePerUnit),
    configurationPriceImpact: surchargePerUnit === null ? null : fixed2(surchargePerUnit.times(quantity)),
    unitPrice: unitPrice === null ? null : fixed2(unitPrice),
    totalPrice: unitPrice === null ? null : fixed2(unitPrice.times(quantity)),
  };
}
