import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { configurationPrice, convert, itemPrice, type PriceBook, type PriceCustomer } from '../../../src/sandbox/sales/pricing';

const book = (over: Partial<PriceBook> = {}): PriceBook => ({
  baseCurrency: 'NOK',
  fx: { NOK: '1', SEK: '0.98', EUR: '11.60' },
  priceLists: new Map([
    ['OWN', { code: 'OWN', name: 'Key account', currencyCode: 'NOK', lines: [{ itemNumber: 'A', minQuantity: '0', unitPrice: '700.00' }] }],
    [
      'GROUP',
      {
        code: 'GROUP',
        name: 'Dealer prices',
        currencyCode: 'NOK',
        lines: [
          { itemNumber: 'A', minQuantity: '0', unitPrice: '900.00' },
          { itemNumber: 'A', minQuantity: '5', unitPrice: '850.00' },
          { itemNumber: 'A', minQuantity: '10', unitPrice: '800.00' },
          { itemNumber: 'B', minQuantity: '10', unitPrice: '50.00' },
        ],
      },
    ],
    ['SEK', { code: 'SEK', name: 'Partner SEK', currencyCode: 'SEK', lines: [{ itemNumber: 'A', minQuantity: '0', unitPrice: '1000.00' }] }],
  ]),
  customerPriceList: new Map([
    ['C-OWN', 'OWN'],
    ['C-SE', 'SEK'],
  ]),
  groupPriceList: new Map([['RETAIL', 'GROUP']]),
  listPriceBreaks: [{ itemNumber: 'A', minQuantity: '20', unitPrice: '950.00' }],
  customerDiscounts: new Map([['C-GROUP', '10']]),
  ...over,
});
const customer = (customerNumber: string, group: string | null = null, currency = 'NOK'): PriceCustomer => ({
  customerNumber,
  customerGroupCode: group,
  defaultCurrencyCode: currency,
});
const itemA = { itemNumber: 'A', salesPrice: '1000.00' };
const q = (n: string) => new Decimal(n);

describe('price hierarchy', () => {
  it('takes the customer price list before the group list and the list price', () => {
    const own = itemPrice(book(), itemA, customer('C-OWN', 'RETAIL'), q('1'));
    expect(own).toMatchObject({
      priceSource: 'CustomerPriceList',
      priceListCode: 'OWN',
      priceListName: 'Key account',
      unitPrice: '700.00',
      listPrice: '1000.00',
    });
    expect(itemPrice(book(), itemA, customer('C-X', 'RETAIL'), q('1'))).toMatchObject({
      priceSource: 'CustomerGroupPriceList',
      priceListName: 'Dealer prices',
      unitPrice: '900.00',
    });
    expect(itemPrice(book(), itemA, customer('C-X', 'CLUB'), q('1'))).toMatchObject({ priceSource: 'ListPrice', priceListName: null, unitPrice: '1000.00' });
    expect(itemPrice(book(), itemA, null, q('1'))).toMatchObject({ priceSource: 'ListPrice', currencyCode: 'NOK', discountPercent: '0' });
  });

  it('applies the volume break with the greatest minQuantity not above the quantity', () => {
    const at = (n: string) => itemPrice(book(), itemA, customer('C-X', 'RETAIL'), q(n));
    expect(at('4.99').unitPrice).toBe('900.00');
    expect(at('5').unitPrice).toBe('850.00');
    expect(at('12').unitPrice).toBe('800.00');
    expect(at('12').volumeBreaks).toEqual([
      { minQuantity: '0', unitPrice: '900.00', isApplied: false },
      { minQuantity: '5', unitPrice: '850.00', isApplied: false },
      { minQuantity: '10', unitPrice: '800.00', isApplied: true },
    ]);
    expect(itemPrice(book(), itemA, null, q('20')).unitPrice).toBe('950.00');
  });

  it('falls through a level whose breaks all need more than the quantity', () => {
    const itemB = { itemNumber: 'B', salesPrice: '60.00' };
    expect(itemPrice(book(), itemB, customer('C-X', 'RETAIL'), q('3'))).toMatchObject({ priceSource: 'ListPrice', unitPrice: '60.00' });
    expect(itemPrice(book(), itemB, customer('C-X', 'RETAIL'), q('10'))).toMatchObject({ priceSource: 'CustomerGroupPriceList', unitPrice: '50.00' });
  });

  it('answers None with null amounts when no level has a price', () => {
    expect(itemPrice(book(), { itemNumber: 'Z', salesPrice: null }, null, q('1'))).toMatchObject({
      priceSource: 'None',
      unitPrice: null,
      netUnitPrice: null,
      lineTotal: null,
      listPrice: null,
    });
  });

  it('applies the automatic customer discount to the net price and line total only', () => {
    const p = itemPrice(book(), itemA, customer('C-GROUP', 'RETAIL'), q('3'));
    expect(p).toMatchObject({ unitPrice: '900.00', discountPercent: '10', netUnitPrice: '810.00', lineTotal: '2430.00' });
  });
});

describe('currency conversion', () => {
  it('converts via the base currency and rounds half-up to two decimals', () => {
    expect(convert(book(), '1000', 'SEK', 'NOK').toFixed(2)).toBe('980.00');
    expect(convert(book(), '1000', 'NOK', 'EUR').toFixed(2)).toBe('86.21');
    expect(convert(book(), '0.005', 'NOK', 'NOK').toFixed(2)).toBe('0.01');
  });

  it('prices in the customer currency from a list in another currency', () => {
    expect(itemPrice(book(), itemA, customer('C-SE', null, 'SEK'), q('1'))).toMatchObject({
      currencyCode: 'SEK',
      priceSource: 'CustomerPriceList',
      unitPrice: '1000.00',
      listPrice: '1020.41',
    });
    expect(itemPrice(book(), itemA, customer('C-EU', 'RETAIL', 'EUR'), q('1'))).toMatchObject({ currencyCode: 'EUR', unitPrice: '77.59' });
  });
});

describe('configuration price', () => {
  it('adds the surcharge to the base price without the automatic discount and rounds per component', () => {
    const p = configurationPrice(book(), itemA, customer('C-GROUP', 'RETAIL'), q('3'), new Decimal('1234.565'), 'NOK');
    expect(p).toEqual({
      currencyCode: 'NOK',
      priceSource: 'CustomerGroupPriceList',
      priceListName: 'Dealer prices',
      basePricePerUnit: '900.00',
      configurationSurchargePerUnit: '1234.57',
      configurationPriceImpact: '3703.71',
      unitPrice: '2134.57',
      totalPrice: '6403.71',
    });
  });

  it('converts base and surcharge separately into the asked currency', () => {
    const p = configurationPrice(book(), itemA, null, q('2'), new Decimal('500'), 'EUR');
    expect(p).toMatchObject({ basePricePerUnit: '86.21', configurationSurchargePerUnit: '43.10', unitPrice: '129.31', totalPrice: '258.62' });
  });

  it('leaves the composed figures null for an invalid configuration', () => {
    const p = configurationPrice(book(), itemA, null, q('1'), null, 'NOK');
    expect(p).toMatchObject({
      basePricePerUnit: '1000.00',
      configurationSurchargePerUnit: null,
      unitPrice: null,
      totalPrice: null,
      configurationPriceImpact: null,
    });
  });
});
