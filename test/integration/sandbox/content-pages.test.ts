import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, type Body, type Client, start } from './helpers';

/** Content pages and the channel home page on /preview (rules 167-169). */
let sb: SandboxHandle;
let api: Client;
let items: Body[];

beforeAll(async () => {
  sb = await start();
  api = client(sb);
  items = (await api.get('/channels/B2C-NO/items?pageSize=5&isActive=true')).body.items;
});
afterAll(() => sb.close());

const base = '/channels/B2C-NO/content-pages';

describe('content page list', () => {
  it('lists the channel pages sorted by sort order then slug, with filters', async () => {
    const res = await api.get(base);
    expect(res.status).toBe(200);
    const slugs = res.body.items.map((p: Body) => p.slug);
    expect(slugs).toEqual(['about-us', 'winter-camping-guide', 'spring-sale']);
    expect(res.body.items[1].config.sections.length).toBeGreaterThan(0);
    expect((await api.get(`${base}?pageType=blogpost`)).body.items.map((p: Body) => p.slug)).toEqual(['winter-camping-guide']);
    expect((await api.get(`${base}?isPublished=false`)).body.items.map((p: Body) => p.slug)).toEqual(['spring-sale']);
    expect((await api.get(`${base}?tag=WINTER`)).body.items.map((p: Body) => p.slug)).toEqual(['winter-camping-guide']);
    expect((await api.get(`${base}?search=about`)).body.items.map((p: Body) => p.slug)).toEqual(['about-us']);
    expect((await api.get(`${base}?pageType=Landing`)).status).toBe(400);
    expect((await api.get('/channels/NOPE/content-pages')).status).toBe(404);
  });

  it('needs content-pages:read', async () => {
    const key = sb.addApiKey({ name: 'no-content', scopes: ['items:read'] });
    expect((await client(sb, key).get(base)).status).toBe(403);
  });
});

describe('creating a content page', () => {
  it('creates it unpublished with no sections, 201 with Location', async () => {
    const res = await api.post(base, { slug: 'gift-cards', title: 'Gift cards', tags: ['Gifts'], sortOrder: 40 });
    expect(res.status).toBe(201);
    expect(res.headers.location).toMatch(/\/preview\/channels\/B2C-NO\/content-pages\/gift-cards$/);
    expect(res.body).toMatchObject({
      slug: 'gift-cards',
      title: 'Gift cards',
      pageType: 'Page',
      isPublished: false,
      publishedAt: null,
      tags: ['Gifts'],
      config: { sections: [] },
    });
    expect((await api.get(`${base}/gift-cards`)).body.title).toBe('Gift cards');
  });

  it.each([['Gift-Cards'], ['gift cards'], ['-gift'], ['gift--cards'], ['gåve']])('refuses the slug %s', async (slug) => {
    const res = await api.post(base, { slug, title: 'X' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'ContentPage.InvalidSlug', field: 'slug' });
  });

  it('reports every missing field at once', async () => {
    const res = await api.post(base, { pageType: 'Home' });
    expect(res.status).toBe(400);
    expect(fields(res).sort()).toEqual(['pageType', 'slug', 'title']);
    expect(codes(res)).toContain('ContentPage.HomeIsChannel');
  });

  it('keeps slugs unique per channel (409), while another channel may use the same slug', async () => {
    await api.post(base, { slug: 'returns', title: 'Returns' });
    const again = await api.post(base, { slug: 'returns', title: 'Returns again' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'ContentPage.SlugTaken', field: 'slug' });
    expect((await api.post('/channels/B2B-NO/content-pages', { slug: 'returns', title: 'Returns' })).status).toBe(201);
  });

  it('needs an Idempotency-Key and replays the answer for the same key', async () => {
    expect((await api.post(base, { slug: 'no-key', title: 'X' }, { key: null })).status).toBe(400);
    const first = await api.post(base, { slug: 'keyed', title: 'Keyed' }, { key: 'create-keyed' });
    const second = await api.post(base, { slug: 'keyed', title: 'Keyed' }, { key: 'create-keyed' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotency-replayed']).toBe('true');
  });
});

describe('editing, sections, publishing, deleting', () => {
  it('patches metadata only: slug and publish state are refused', async () => {
    await api.post(base, { slug: 'size-guide', title: 'Size guide' });
    const ok = await api.patch(`${base}/size-guide`, { title: 'Size guide 2025', metaDescription: 'Sizes', showInNavigation: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'Size guide 2025', metaDescription: 'Sizes', showInNavigation: true, slug: 'size-guide' });
    expect(ok.body.modifiedDate).not.toBeNull();
    const slug = await api.patch(`${base}/size-guide`, { slug: 'sizes' });
    expect(slug.status).toBe(400);
    expect(codes(slug)).toEqual(['MergePatch.UnknownField']);
    expect((await api.patch(`${base}/size-guide`, { title: null })).status).toBe(400);
  });

  it('replaces the whole section list, checking the product, category and supplier keys', async () => {
    await api.post(base, { slug: 'campaign', title: 'Campaign' });
    const sections = [
      { type: 'hero', title: 'Big news', sortOrder: 1 },
      { type: 'productGrid', productNumbers: items.map((i) => i.itemNumber), maxProducts: 4, sortOrder: 0, isVisible: false },
    ];
    const res = await api.raw(`${sb.previewUrl}${base}/campaign/config`, 'PUT', { 'content-type': 'application/json' }, JSON.stringify({ sections }));
    expect(res.status).toBe(200);
    expect(res.body.config.sections.map((s: Body) => s.type)).toEqual(['productGrid', 'hero']);
    expect(res.body.config.sections[0]).toMatchObject({ isVisible: false, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const bad = await api.raw(
      `${sb.previewUrl}${base}/campaign/config`,
      'PUT',
      { 'content-type': 'application/json' },
      JSON.stringify({
        sections: [
          { type: 'carousel' },
          { type: 'productGrid', productNumbers: ['NOPE-1'] },
          { type: 'categoryGrid', categoryCodes: ['NOPE'] },
          { type: 'supplierLogos', supplierNumbers: ['S0'] },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['sections[0].type', 'sections[1].productNumbers[0]', 'sections[2].categoryCodes[0]', 'sections[3].supplierNumbers[0]']);
    expect((await api.get(`${base}/campaign`)).body.config.sections).toHaveLength(2);
  });

  it('publishes (isPublished, publishedAt) and unpublishes; publishing twice keeps the first instant', async () => {
    await api.post(base, { slug: 'news', title: 'News' });
    const pub = await api.post(`${base}/news/publish`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ isPublished: true, publishedAt: expect.any(String) });
    sb.advanceClock(60_000);
    expect((await api.post(`${base}/news/publish`)).body.publishedAt).toBe(pub.body.publishedAt);
    const un = await api.post(`${base}/news/unpublish`);
    expect(un.body).toMatchObject({ isPublished: false, publishedAt: null });
  });

  it('deletes a page (204, a deletion record), 404 after; a parent with children is 409', async () => {
    await api.post(base, { slug: 'parent', title: 'Parent' });
    await api.post(base, { slug: 'child', title: 'Child', parentSlug: 'parent' });
    expect((await api.post(base, { slug: 'orphan', title: 'Orphan', parentSlug: 'nope' })).body.errors[0].code).toBe('ContentPage.ParentNotFound');
    expect((await api.raw(`${sb.previewUrl}${base}/parent`, 'DELETE', {})).status).toBe(409);
    expect((await api.raw(`${sb.previewUrl}${base}/child`, 'DELETE', {})).status).toBe(204);
    expect((await api.get(`${base}/child`)).status).toBe(404);
    const deletions = (await api.get('/deletions?pageSize=200')).body.items;
    expect(deletions.some((d: Body) => d.entityType === 'ContentPage' && d.key === 'B2C-NO/child')).toBe(true);
  });
});

describe('home page', () => {
  it('lives on the channel: read and replaced by channel code, no slug, no publish state', async () => {
    const home = await api.get('/channels/B2C-NO/home-page');
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ channelCode: 'B2C-NO', pageType: 'Home' });
    expect(home.body).not.toHaveProperty('slug');
    expect(home.body).not.toHaveProperty('isPublished');
    const put = await api.raw(
      `${sb.previewUrl}/channels/B2C-NO/home-page`,
      'PUT',
      { 'content-type': 'application/json' },
      JSON.stringify({ title: 'Hello', config: { sections: [{ type: 'banner', title: 'Sale' }] } }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Hello', config: { sections: [{ type: 'banner', title: 'Sale' }] } });
    expect((await api.get('/channels/B2C-NO/home-page')).body.title).toBe('Hello');
    const bad = await api.raw(
      `${sb.previewUrl}/channels/B2C-NO/home-page`,
      'PUT',
      { 'content-type': 'application/json' },
      JSON.stringify({ config: { sections: [] } }),
    );
    expect(fields(bad)).toEqual(['title']);
  });
});
