import { describe, expect, it } from 'vitest';
import { visitorStockText, type VisitorStockAnswer } from '../../../src/shared/domain/visitor-stock';

const answer = (over: Partial<VisitorStockAnswer>): VisitorStockAnswer => ({
  stockDisplayMode: 'ExactQuantity',
  stockQuantity: '161',
  inStock: true,
  leadTimeDays: null,
  ...over,
});

describe('visitorStockText (row 164)', () => {
  it.each<[string, Partial<VisitorStockAnswer>, string | null]>([
    ['ExactQuantity: the quantity', {}, '161 in stock'],
    ['ExactQuantity: a quantity sent with decimals reads as the figure', { stockQuantity: '161.000' }, '161 in stock'],
    ['ExactQuantity, none available', { stockQuantity: '0', inStock: false }, 'Out of stock'],
    ['InStockOutOfStock: in stock, no quantity', { stockDisplayMode: 'InStockOutOfStock', stockQuantity: null }, 'In stock'],
    ['InStockOutOfStock: out of stock', { stockDisplayMode: 'InStockOutOfStock', stockQuantity: null, inStock: false }, 'Out of stock'],
    ['LeadTime: in stock', { stockDisplayMode: 'LeadTime', stockQuantity: null }, 'In stock'],
    [
      'LeadTime: none available, ships in the lead time',
      { stockDisplayMode: 'LeadTime', stockQuantity: null, inStock: false, leadTimeDays: 14 },
      'Ships in 14 days',
    ],
    ['Hidden (or showStock off): nothing', { stockDisplayMode: 'Hidden', stockQuantity: null, inStock: null }, null],
    ['a mode the app does not know: never a quantity', { stockDisplayMode: 'Approximate' }, 'In stock'],
  ])('%s', (_name, over, expected) => {
    expect(visitorStockText(answer(over))).toBe(expected);
  });
});
