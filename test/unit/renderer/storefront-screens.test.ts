import { describe, expect, it } from 'vitest';
import { brandingMembers, type AssortmentRow, type Branding } from '../../../src/shared/contract/storefront';
import { brandingPatch } from '../../../src/renderer/src/workspaces/storefront/branding-draft';
import { moveSection, slugProblem } from '../../../src/renderer/src/workspaces/storefront/page-fields';
import { previewDocument } from '../../../src/renderer/src/workspaces/storefront/preview-document';

const empty = Object.fromEntries(brandingMembers.map((m) => [m, null])) as Branding;
const channel = { channelCode: 'B2C-NO', name: 'Shop <b>', navigation: [{ label: 'Tents', url: '/c/tents' }] };
const row = (over: Partial<AssortmentRow>): AssortmentRow => ({
  itemNumber: 'FV-1', itemId: '1', name: 'Tent', slug: 'tent', imageUrl: 'https://cdn.example/t.png', categoryName: null, published: true, featured: false, visible: true,
  publishDate: null, price: '100.00', priceIncludesVat: true, currency: 'NOK', stockDisplayMode: 'ExactQuantity', stockQuantity: '3', inStock: true, leadTimeDays: null, warnings: [], ...over,
});

describe('storefront preview document', () => {
  it('allows no script and no request, and keeps custom CSS inside its style element', () => {
    const html = previewDocument({ ...empty, customCss: '.a{color:red}</style><script>alert(1)</script>' }, channel, [row({})]);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html).not.toContain('<script>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    // No remote picture is referenced, whatever the product carries.
    expect(html).not.toContain('cdn.example');
  });

  it('escapes names and shows the draft colours, not a value that would end the declaration', () => {
    const html = previewDocument({ ...empty, primaryColor: '#aa0000', textColor: 'red;}body{display:none' }, channel, [row({ name: '<img src=x onerror=1>' })]);
    expect(html).toContain('--primary:#aa0000');
    expect(html).not.toContain('display:none');
    expect(html).toContain('&#60;img src=x onerror=1&#62;');
    expect(html).toContain('Shop &#60;b&#62;');
  });

  it('shows only what visitors see: hidden products left out, hidden stock not told', () => {
    const html = previewDocument(empty, channel, [row({ name: 'Shown', stockDisplayMode: 'Hidden' }), row({ itemNumber: 'FV-2', name: 'Unpublished', visible: false })]);
    expect(html).toContain('Shown');
    expect(html).not.toContain('Unpublished');
    expect(html).not.toContain('in stock');
  });
});

describe('branding patch', () => {
  it('sends only the members the draft changed, an emptied field as null', () => {
    const published = { ...empty, primaryColor: '#111111', fontBody: 'Inter' };
    expect(brandingPatch(published, { ...published, primaryColor: '#222222', fontBody: '' })).toEqual({ primaryColor: '#222222', fontBody: null });
    expect(brandingPatch(published, published)).toEqual({});
  });
});

describe('content page helpers', () => {
  it('says what is wrong with a slug while it is typed', () => {
    expect(slugProblem('', [])).toBeNull();
    expect(slugProblem('summer-sale', [])).toBeNull();
    expect(slugProblem('Summer Sale', [])).toMatch(/lowercase/);
    expect(slugProblem('summer--sale', [])).toMatch(/single hyphens/);
    expect(slugProblem('about-us', ['about-us'])).toMatch(/already/);
    expect(slugProblem('a'.repeat(101), [])).toMatch(/100/);
  });

  it('moves a section one place and never past either end', () => {
    expect(moveSection(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveSection(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const list = ['a', 'b'];
    expect(moveSection(list, 0, -1)).toBe(list);
    expect(moveSection(list, 1, 1)).toBe(list);
  });
});
