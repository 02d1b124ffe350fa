import { describe, expect, it } from 'vitest';
import { brandingMembers, type AssortmentRow, type Branding } from '../../../src/shared/contract/storefront';
import { assortmentRow } from './assortment-row';
import { assortmentColumns, visitorStock } from '../../../src/renderer/src/workspaces/storefront/assortment-columns';
import { previewDocument } from '../../../src/renderer/src/workspaces/storefront/preview-document';

const row = assortmentRow;
const empty = Object.fromEntries(brandingMembers.map((m) => [m, null])) as Branding;

describe('the assortment says what the storefront preview shows', () => {
  it.each<Partial<AssortmentRow>>([
    {},
    { stockDisplayMode: 'InStockOutOfStock', stockQuantity: null },
    { stockDisplayMode: 'LeadTime', stockQuantity: null, inStock: false, leadTimeDays: 14 },
    { stockDisplayMode: 'ExactQuantity', stockQuantity: '0', inStock: false },
  ])('%j', (over) => {
    const r = row(over);
    const shown = visitorStock(r);
    expect(previewDocument(empty, { channelCode: 'B2B-NO', name: 'B2B', navigation: [] }, [r])).toContain(`<p class="stock">${shown}</p>`);
    const stockColumn = assortmentColumns('asSent', false, null).find((c: { id?: string }) => c.id === 'stock')!;
    expect('accessorFn' in stockColumn && stockColumn.accessorFn(r, 0)).toBe(shown);
  });

  it('says "Not shown" where visitors see no stock, and "–" for an item not in the channel', () => {
    expect(visitorStock(row({ stockDisplayMode: 'Hidden', stockQuantity: null, inStock: null }))).toBe('Not shown');
    expect(visitorStock(row({ itemId: null, stockDisplayMode: null, stockQuantity: null, inStock: null }))).toBe('–');
    expect(visitorStock(null)).toBe('–');
  });
});
