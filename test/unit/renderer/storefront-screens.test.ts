import { describe, expect, it } from 'vitest';
import { brandingMembers, type AssortmentRow, type Branding } from '../../../src/shared/contract/storefront';
import { moveSection, slugProblem } from '../../../src/renderer/src/workspaces/storefront/page-fields';
import { previewDocument } from '../../../src/renderer/src/workspaces/storefront/preview-document';

const empty = Object.fromEntries(brandingMembers.map((m) => [m, null])) as Branding;
const channel = { channelCode: 'B2C-NO', name: 'Shop <b>', navigation: [{ label: 'Tents', url: '/c/tents' }] };
const row = (over: Partial<AssortmentRow>): AssortmentRow => ({
  itemNumber: 'FV-1',
  itemId: '1',
  name: 'Tent',
  slug: 'tent',
  imageUrl: 'https://cdn.example/t.png',
  categoryName: null,
  published: true,
  featured: false,
  visible: true,
  publishDate: null,
  price: '100.00',
  priceIncludesVat: true,
  vatRate: '25',
  priceExclVat: '80.00',
  priceInclVat: '100.00',
  customerPrice: null,
  customerPriceExclVat: null,
  customerPriceInclVat: null,
  customerPriceSource: null,
  currency: 'NOK',
  stockDisplayMode: 'ExactQuantity',
  stockQuantity: '3',
  inStock: true,
  leadTimeDays: null,
  warnings: [],
  ...over,
});

describe('storefront preview document', () => {
  it('allows no script, and no request but pictures from the channel media origin', () => {
    const html = previewDocument({ ...empty, customCss: '.a{color:red}</style><script>alert(1)</script>' }, channel, [row({})]);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src https://cdn.example"`);
    expect(html).not.toContain('<script>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });

  it("shows each product's first picture, named, from the channel media only", () => {
    const html = previewDocument(empty, channel, [
      row({ name: 'Tent "Fjord" <2>' }),
      row({ itemNumber: 'FV-2', name: 'Lamp', imageUrl: 'http://127.0.0.1:4100/cdn/media/B2C-NO/a/lamp.png' }),
      row({ itemNumber: 'FV-3', name: 'Odd', imageUrl: 'javascript:alert(1)' }),
      row({ itemNumber: 'FV-4', name: 'Bare', imageUrl: null }),
      row({ itemNumber: 'FV-5', name: 'Hidden', visible: false, imageUrl: 'https://elsewhere.example/h.png' }),
    ]);
    expect(html).toContain('<img class="picture" src="https://cdn.example/t.png" alt="Tent &#34;Fjord&#34; &#60;2&#62;"');
    expect(html).toContain('src="http://127.0.0.1:4100/cdn/media/B2C-NO/a/lamp.png"');
    expect(html).toContain('img-src https://cdn.example http://127.0.0.1:4100"');
    // Neither a non-web url nor a hidden product's picture is loaded or allowed.
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('elsewhere.example');
    expect(html).toContain('<div class="picture" role="img" aria-label="Bare">');
    expect(html.match(/<img /g)).toHaveLength(2);
  });

  it('allows no picture at all when no shown product has one', () => {
    const html = previewDocument(empty, channel, [row({ imageUrl: null })]);
    expect(html).toContain(`img-src 'none'`);
    expect(html).not.toContain('<img');
  });

  it('escapes names and shows the draft colours, not a value that would end the declaration', () => {
    const html = previewDocument({ ...empty, primaryColor: '#aa0000', textColor: 'red;}body{display:none' }, channel, [row({ name: '<img src=x onerror=1>' })]);
    expect(html).toContain('--primary:#aa0000');
    expect(html).not.toContain('display:none');
    expect(html).toContain('&#60;img src=x onerror=1&#62;');
    expect(html).toContain('Shop &#60;b&#62;');
  });

  it('shows only what visitors see: hidden products left out, hidden stock not told', () => {
    const html = previewDocument(empty, channel, [
      row({ name: 'Shown', stockDisplayMode: 'Hidden' }),
      row({ itemNumber: 'FV-2', name: 'Unpublished', visible: false }),
    ]);
    expect(html).toContain('Shown');
    expect(html).not.toContain('Unpublished');
    expect(html).not.toContain('in stock');
  });

  it('tells the exact quantity only where the publication shows it', () => {
    expect(previewDocument(empty, channel, [row({ stockDisplayMode: 'ExactQuantity', stockQuantity: '3' })])).toContain('3 in stock');
    const plain = previewDocument(empty, channel, [row({ stockDisplayMode: 'InStockOutOfStock', stockQuantity: null })]);
    expect(plain).toContain('In stock');
    expect(plain).not.toContain('3 in stock');
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
