import { describe, expect, it } from 'vitest';
import type { RowPrice } from '../../../src/shared/contract/configurator';
import { priceTexts } from '../../../src/renderer/src/workspaces/configurator/row-price-text';

const price = (over: Partial<RowPrice> = {}): RowPrice => ({
  configurationNumber: 'CFG-000007',
  currencyCode: 'NOK',
  unitPrice: '12499.525',
  total: '24999.05',
  unpriced: null,
  ...over,
});

describe('the price cells of a saved configuration (row 337)', () => {
  it('show the unit price with every decimal and the total rounded, each with its currency', () => {
    expect(priceTexts(price())).toEqual({ unit: '12,499.525 NOK', total: '24,999.05 NOK', state: 'priced' });
  });

  it('show "No price" and why, never a blank or zero figure', () => {
    expect(priceTexts(price({ unitPrice: null, total: null, unpriced: 'item has no price' }))).toEqual({
      unit: 'No price',
      total: 'item has no price',
      state: 'unpriced',
    });
  });

  it('show no figure without its currency', () => {
    expect(priceTexts(price({ currencyCode: null }))).toMatchObject({ unit: 'No price', state: 'unpriced' });
  });

  it('say a row not read yet is being read', () => {
    expect(priceTexts(undefined)).toEqual({ unit: 'Reading…', total: 'Reading…', state: 'reading' });
  });
});
