import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, type Body, type Client, start } from './helpers';

/** The /ecom catalogue over real HTTP: list, search, sort, attribute filters, facets, suggest, detail (rules 160-164). */
let sb: SandboxHandle;
let api: Client;

beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

const ecom = (path: string, channel = 'B2B-NO', headers: Record<string, string> = {}) =>
  api.raw(`${sb.ecomUrl}${path}`, 'GET', { 'x-tenant-id': sb.tenantId, 'x-channel': channel, ...headers });

async function allProducts(channel: string, query = ''): Promise<Body[]> {
  const out: Body[] = [];
  for (let page = 1; ; page++) {
    const res = await ecom(`/catalog/products?pageSize=100&page=${page}${query}`, channel);
    expect(res.status).toBe(200);
    out.push(...res.body.items);
    if (res.body.items.length < 100) return out;
  }
}

async function publications(channel: string): Promise<Body[]> {
  return (await api.get(`/channels/${channel}/items?pageSize=200`)).body.items;
}

describe('/ecom/catalog/products list', () => {
  it('lists the active publications of the channel under their channel names, without a token, cacheable', async () => {
    const res = await ecom('/catalog/products?pageSize=5', 'B2C-NO');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toMatchObject({ page: 1, pageSize: 5, sort: 'position' });
    const products = await allProducts('B2C-NO');
    expect(res.body.totalCount).toBe(products.length);
    const pubs = new Map((await publications('B2C-NO')).map((p: Body) => [p.itemNumber, p]));
    for (const p of products) {
      const pub = pubs.get(p.itemNumber);
      expect(pub?.isActive).toBe(true);
      expect(p.name).toBe(pub.name);
      expect(p.slug).toBe(pub.slug);
      expect(pub.publishDate === null || Date.parse(pub.publishDate) <= Date.now()).toBe(true);
    }
    // Inactive publications and future publish dates stay out.
    const hidden = [...pubs.values()].filter((p: Body) => !p.isActive || (p.publishDate && Date.parse(p.publishDate) > Date.now()));
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(products.some((p) => p.itemNumber === h.itemNumber)).toBe(false);
  });

  it('filters by category, and pictures come from the channel media library', async () => {
    const tents = await allProducts('B2B-NO', '&category=TENTS');
    expect(tents.length).toBeGreaterThan(0);
    expect(tents.every((p) => p.categoryCode === 'TENTS' && p.categoryName === 'Tents and shelters')).toBe(true);
    const image = tents[0].images[0];
    expect(image.url).toContain('/cdn/media/B2B-NO/');
    const picture = await api.raw(image.url, 'GET', {});
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
  });

  it('sorts by name and by price, and refuses an unknown sort naming it', async () => {
    const byName = (await ecom('/catalog/products?sort=name&pageSize=50')).body.items.map((p: Body) => p.name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b)));
    const cheap = (await ecom('/catalog/products?sort=price&pageSize=30')).body.items;
    const net = await Promise.all(cheap.map(async (p: Body) => Number((await api.get(`/items/${p.itemNumber}`)).body.salesPrice)));
    expect(net).toEqual([...net].sort((a, b) => a - b));
    const bad = await ecom('/catalog/products?sort=cheapest');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'sort', code: 'Validation.UnknownEnumValue' });
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('attr_{code} filters: any value within a code, every code', async () => {
    const all = await allProducts('B2B-NO', '&category=APPAREL');
    const sizes = await allProducts('B2B-NO', '&category=APPAREL&attr_size=M,L');
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.length).toBe(all.filter((p) => p.attributes.some((a: Body) => a.code === 'size' && ['M', 'L'].includes(a.value))).length);
    const brand = sizes[0].attributes.find((a: Body) => a.code === 'brand').value;
    const both = await allProducts('B2B-NO', `&category=APPAREL&attr_size=M,L&attr_brand=${encodeURIComponent(brand)}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThanOrEqual(sizes.length);
    expect(both.every((p) => p.attributes.some((a: Body) => a.code === 'brand' && a.value === brand))).toBe(true);
  });
});

describe('/ecom catalogue search', () => {
  it('finds by name, tolerates a typo, and knows synonyms', async () => {
    const exact = await allProducts('B2B-NO', '&search=jacket');
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((p) => /jacket/i.test(p.name))).toBe(true);
    // A typo may also reach other near words, but every jacket is found and ranks first.
    const typo = (await ecom('/catalog/products?search=jakcet&pageSize=100')).body.items;
    expect(
      typo
        .slice(0, exact.length)
        .map((p: Body) => p.id)
        .sort(),
    ).toEqual(exact.map((p) => p.id).sort());
    const synonym = (await ecom('/catalog/products?search=coat&pageSize=100')).body.items;
    expect(
      synonym
        .slice(0, exact.length)
        .map((p: Body) => p.id)
        .sort(),
    ).toEqual(exact.map((p) => p.id).sort());
    expect((await allProducts('B2B-NO', '&search=zzzzqqq')).length).toBe(0);
  });

  it('orders by relevance: a match in the name comes before one in the description only', async () => {
    const res = await ecom('/catalog/products?search=tent&pageSize=100');
    expect(res.body.sort).toBe('relevance');
    const names = res.body.items.map((p: Body) => /tent/i.test(p.name));
    const firstMiss = names.indexOf(false);
    if (firstMiss >= 0) expect(names.slice(firstMiss).every((x: boolean) => !x)).toBe(true);
    expect(names[0]).toBe(true);
  });

  it('suggests products and categories as the visitor types', async () => {
    const res = await ecom('/catalog/suggest?q=tent');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const kinds = res.body.suggestions.map((s: Body) => s.type);
    expect(kinds).toContain('category');
    expect(kinds).toContain('product');
    expect(res.body.suggestions.find((s: Body) => s.type === 'category')).toMatchObject({ code: 'TENTS' });
    expect((await ecom('/catalog/suggest?q=t')).body.suggestions).toEqual([]);
  });
});

describe('/ecom/catalog/filters', () => {
  it('counts every facet value over the category, and the counts add up to what the list answers', async () => {
    const res = await ecom('/catalog/filters?category=APPAREL');
    expect(res.status).toBe(200);
    const size = res.body.facets.find((f: Body) => f.code === 'size');
    expect(size.values.length).toBeGreaterThan(1);
    for (const v of size.values.slice(0, 2)) {
      const list = await ecom(`/catalog/products?category=APPAREL&attr_size=${encodeURIComponent(v.value)}&pageSize=1`);
      expect(list.body.totalCount).toBe(v.count);
    }
    const total = (await ecom('/catalog/products?category=APPAREL&pageSize=1')).body.totalCount;
    expect(res.body.totalCount).toBe(total);
  });

  it('counts a facet with the other chosen facets applied, not its own', async () => {
    const brand = (await ecom('/catalog/filters?category=APPAREL')).body.facets.find((f: Body) => f.code === 'brand').values[0];
    const res = await ecom(`/catalog/filters?category=APPAREL&attr_brand=${encodeURIComponent(brand.value)}`);
    const brandFacet = res.body.facets.find((f: Body) => f.code === 'brand');
    expect(brandFacet.values.find((v: Body) => v.value === brand.value)).toMatchObject({ count: brand.count, selected: true });
    const sizeSum = res.body.facets.find((f: Body) => f.code === 'size').values.reduce((n: number, v: Body) => n + v.count, 0);
    expect(sizeSum).toBe(brand.count);
  });
});

describe('/ecom/catalog/products/{idOrSlug}', () => {
  it('answers by id and by slug, and an old slug resolves to the product with its current address', async () => {
    const [first] = (await ecom('/catalog/products?pageSize=1')).body.items;
    const byId = await ecom(`/catalog/products/${first.id}`);
    const bySlug = await ecom(`/catalog/products/${first.slug}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(byId.headers['cache-control']).toBe('public, max-age=60');
    // Previous slugs of the seed are the item number in lower case (rule 161); some products have one.
    const anyOld = await Promise.all((await allProducts('B2B-NO')).slice(0, 200).map((p) => ecom(`/catalog/products/${p.itemNumber.toLowerCase()}`)));
    const resolved = anyOld.filter((r) => r.status === 200);
    expect(resolved.length).toBeGreaterThan(0);
    for (const r of resolved) expect(r.headers['content-location']).toBe(`/ecom/catalog/products/${r.body.slug}`);
  });

  it('answers 404, not cacheable, for an unknown key and for a product hidden in this channel', async () => {
    const missing = await ecom('/catalog/products/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const inactive = (await publications('B2B-NO')).find((p: Body) => !p.isActive);
    expect((await ecom(`/catalog/products/${inactive.slug}`)).status).toBe(404);
  });
});

describe('channel configuration in the session', () => {
  it('carries currency, language, features, branding, navigation and SEO', async () => {
    const res = await ecom('/session', 'B2C-NO');
    expect(res.headers['cache-control']).toBe('no-store');
    const channel = res.body.channel;
    expect(channel).toMatchObject({ currency: 'NOK', language: 'nb' });
    expect(channel.features).toEqual({
      showPricesIncludingVat: true,
      allowCustomerVatToggle: false,
      stockAggregation: 'DefaultWarehouse',
      showStock: true,
      showOutOfStockProducts: false,
    });
    expect(channel.branding).toMatchObject({
      primaryColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
      fontBody: expect.any(String),
      customCss: expect.any(String),
    });
    expect(channel.navigation).toContainEqual({ label: 'About Fjellvind', url: '/p/about-us' });
    expect(channel.seo).toMatchObject({ title: expect.stringContaining(channel.name), canonicalDomain: 'shop.demo.quartermaster.test' });
  });

  it('hides products nobody can buy where showOutOfStockProducts is off, and shows them where it is on', async () => {
    const pubs = new Map((await publications('B2C-NO')).map((p: Body) => [p.itemNumber, p]));
    const shop = await allProducts('B2C-NO');
    const stock = await api.raw(
      `${sb.ecomUrl}/catalog/stock`,
      'POST',
      { 'x-tenant-id': sb.tenantId, 'x-channel': 'B2C-NO', 'content-type': 'application/json' },
      JSON.stringify({ itemIds: shop.slice(0, 100).map((p) => p.id) }),
    );
    const told = stock.body.items.filter((r: Body) => r.displayMode !== 'Hidden');
    expect(told.length).toBeGreaterThan(10);
    for (const row of told) expect(row.inStock || pubs.get(row.itemNumber).allowBackorder === true).toBe(true);
    const dealer = await allProducts('B2B-NO');
    const dealerStock = await api.raw(
      `${sb.ecomUrl}/catalog/stock`,
      'POST',
      { 'x-tenant-id': sb.tenantId, 'x-channel': 'B2B-NO', 'content-type': 'application/json' },
      JSON.stringify({ itemIds: dealer.slice(0, 100).map((p) => p.id) }),
    );
    expect(dealerStock.body.items.some((r: Body) => r.inStock === false)).toBe(true);
  });
});

describe('/ecom/catalog/stock follows stockDisplayMode', () => {
  it('gives the quantity only for ExactQuantity, in/out only otherwise, nothing for Hidden, and is no-store', async () => {
    const pubs = new Map((await publications('B2C-NO')).map((p: Body) => [p.itemNumber, p]));
    const shop = await allProducts('B2C-NO');
    const res = await api.raw(
      `${sb.ecomUrl}/catalog/stock`,
      'POST',
      { 'x-tenant-id': sb.tenantId, 'x-channel': 'B2C-NO', 'content-type': 'application/json' },
      JSON.stringify({ itemIds: shop.slice(0, 100).map((p) => p.id) }),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const modes = new Set<string>();
    for (const row of res.body.items) {
      const pub = pubs.get(row.itemNumber);
      const mode = pub.showStock ? pub.stockDisplayMode : 'Hidden';
      expect(row.displayMode).toBe(mode);
      modes.add(mode);
      if (mode === 'ExactQuantity') expect(row.quantity).toMatch(/^\d+(\.\d+)?$/);
      else expect(row.quantity).toBeNull();
      if (mode === 'Hidden') expect(row).toMatchObject({ inStock: null, status: 'Hidden' });
      else expect(typeof row.inStock).toBe('boolean');
      if (mode === 'LeadTime' && row.inStock === false) expect(row.leadTimeDays).toBeGreaterThan(0);
    }
    expect(modes.size).toBeGreaterThanOrEqual(3);
  });
});
