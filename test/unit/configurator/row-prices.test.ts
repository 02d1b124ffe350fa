import { describe, expect, it } from 'vitest';
import type { ErpConfiguration } from '../../../src/main/erp/preview/configurations';
import { rowPriceOf, UNPRICED, unreadRowPrice } from '../../../src/main/services/configurator/row-prices';
import { AppError } from '../../../src/shared/errors';

const record = (over: Partial<ErpConfiguration> = {}) =>
  ({
    configurationNumber: 'CFG-000007',
    itemNumber: 'FV-80001',
    currencyCode: 'NOK',
    unitPrice: '12499.5',
    totalPrice: '24999',
    priceSource: 'ListPrice',
    ...over,
  }) as ErpConfiguration;

describe('the price of a listed configuration (row 337)', () => {
  it('takes unit price and total with the currency of the single record', () => {
    expect(rowPriceOf(record())).toEqual({ configurationNumber: 'CFG-000007', currencyCode: 'NOK', unitPrice: '12499.5', total: '24999', unpriced: null });
  });

  it('says the item has no price when the price hierarchy has none', () => {
    expect(rowPriceOf(record({ unitPrice: null, totalPrice: null, priceSource: 'None' }))).toMatchObject({
      unitPrice: null,
      total: null,
      unpriced: UNPRICED.noItemPrice,
    });
  });

  it('says an answer no longer fits when the item is priced but the configuration is not', () => {
    expect(rowPriceOf(record({ unitPrice: null, totalPrice: null }))).toMatchObject({ unpriced: UNPRICED.answersNoLongerFit });
  });

  it('never shows a figure without its currency', () => {
    expect(rowPriceOf(record({ currencyCode: null }))).toMatchObject({ unitPrice: null, total: null, unpriced: UNPRICED.answersNoLongerFit });
  });

  it('tells a discarded configuration from one that could not be read', () => {
    expect(unreadRowPrice('CFG-1', new AppError({ kind: 'notFound', status: 404, title: 'Not found' })).unpriced).toBe(UNPRICED.discarded);
    expect(unreadRowPrice('CFG-1', new AppError({ kind: 'unavailable', status: 503, title: 'Down' })).unpriced).toBe(UNPRICED.unread);
    expect(unreadRowPrice('CFG-1', new Error('socket')).unpriced).toBe(UNPRICED.unread);
  });
});
