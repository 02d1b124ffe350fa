import { describe, expect, it } from 'vitest';
import { priceDifference, type ComparablePrice } from '../../../src/shared/domain/price-comparison';

const b2b = (price: string, over: Partial<ComparablePrice> = {}): ComparablePrice => ({
  price,
  priceIncludesVat: false,
  priceExclVat: price,
  currency: 'NOK',
  ...over,
});
const b2c = (price: string, exclVat: string | null, over: Partial<ComparablePrice> = {}): ComparablePrice => ({
  price,
  priceIncludesVat: true,
  priceExclVat: exclVat,
  currency: 'NOK',
  ...over,
});

describe('two channels’ prices compared on one VAT basis', () => {
  it('calls the same net price shown with and without VAT a difference of VAT display only', () => {
    expect(priceDifference(b2b('3145.90'), b2c('3932.38', '3145.90'))).toBe('vatDisplay');
    expect(priceDifference(b2b('3145.90'), b2b('3145.9'))).toBeNull();
  });

  it('calls a different net price a price difference, whatever the display', () => {
    expect(priceDifference(b2b('3145.90'), b2c('3932.38', '3145.91'))).toBe('price');
    expect(priceDifference(b2b('3145.90'), b2b('3000.00'))).toBe('price');
  });

  it('never calls two currencies the same price, and a missing price differs from a price', () => {
    expect(priceDifference(b2b('100.00'), b2b('100.00', { currency: 'SEK' }))).toBe('price');
    expect(priceDifference(b2b('100.00'), { ...b2b('x'), price: null, priceExclVat: null })).toBe('price');
  });

  it('leaves an item only one channel has to visibility: no price difference', () => {
    expect(priceDifference(null, b2b('100.00'))).toBeNull();
    expect(priceDifference(null, null)).toBeNull();
  });

  it('without a VAT rate compares only prices shown on the same basis', () => {
    expect(priceDifference(b2c('125.00', null), b2c('125.00', null))).toBeNull();
    expect(priceDifference(b2b('100.00'), b2c('125.00', null))).toBe('price');
  });
});
