import type { AssortmentRow } from '../../../src/shared/contract/storefront';

/** FV-10001 in B2B-NO as the assortment answers it: prices sent without VAT, 161 in stock shown exactly. */
export const assortmentRow = (over: Partial<AssortmentRow> = {}): AssortmentRow => ({
  itemNumber: 'FV-10001', itemId: '1', name: 'Tent', slug: 'tent', imageUrl: null, categoryName: 'Tents', published: true, featured: false, visible: true,
  publishDate: '2026-01-05', price: '3145.90', priceIncludesVat: false, vatRate: '25', priceExclVat: '3145.90', priceInclVat: '3932.38',
  customerPrice: null, customerPriceExclVat: null, customerPriceInclVat: null, customerPriceSource: null, currency: 'NOK',
  stockDisplayMode: 'ExactQuantity', stockQuantity: '161', inStock: true, leadTimeDays: null, warnings: [], ...over,
});
