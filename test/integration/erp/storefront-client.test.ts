import { beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { AppError } from '../../../src/shared/errors';
import { useSandbox } from './sandbox';

/** The /ecom catalogue, branding and /preview content-page client functions against the sandbox. */
const { sandbox, client } = useSandbox();
let erp: ErpClient;

beforeAll(async () => {
  erp = await client({
    ecom: {
      baseUrl: sandbox().ecomUrl,
      tenantId: sandbox().tenantId,
      defaultChannel: 'B2B-NO',
      adminPreviewToken: async (channel) => sandbox().adminPreviewTokens[channel] ?? '',
    },
  });
});

describe('/ecom catalogue client', () => {
  it('reads every product of a channel page by page, with attributes and pictures', async () => {
    const first = await erp.ecom.products.list({ pageSize: 5 }, { channel: 'B2C-NO' });
    const all = await erp.ecom.products.all({}, { channel: 'B2C-NO' });
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.some((p) => p.attributes.some((a) => a.code === 'brand'))).toBe(true);
    expect(all[0]!.images[0]?.url).toContain('/cdn/media/B2C-NO/');
  });

  it('sends attribute filters as attr_{code} and reads facets and suggestions', async () => {
    const facets = await erp.ecom.products.filters({ category: 'APPAREL' });
    const size = facets.facets.find((f) => f.code === 'size')!.values[0]!;
    const page = await erp.ecom.products.list({ category: 'APPAREL', attributes: { size: [size.value] }, pageSize: 100 });
    expect(page.totalCount).toBe(size.count);
    const suggestions = await erp.ecom.products.suggest('tent');
    expect(suggestions.some((s) => s.type === 'category' && s.code === 'TENTS')).toBe(true);
  });

  it('reads one product by slug; stock rows say how the channel shows them', async () => {
    const [p] = (await erp.ecom.products.list({ pageSize: 1 }, { channel: 'B2C-NO' })).items;
    expect((await erp.ecom.products.get(p!.slug!, { channel: 'B2C-NO' })).id).toBe(p!.id);
    const [row] = await erp.ecom.catalog.stock([p!.id], { channel: 'B2C-NO' });
    expect(['ExactQuantity', 'InStockOutOfStock', 'LeadTime', 'Hidden']).toContain(row!.displayMode);
  });

  it('reads the channel configuration from the session', async () => {
    const session = await erp.ecom.session.current('B2C-NO');
    expect(session.channel?.features).toMatchObject({ showPricesIncludingVat: true, stockAggregation: 'DefaultWarehouse' });
    expect(session.channel?.branding?.primaryColor).toMatch(/^#/);
  });
});

describe('/ecom branding client', () => {
  it('sends the channel admin-preview token and reads back the stored CSS', async () => {
    const res = await erp.ecom.branding.patch({ customCss: '.a { color: red; }\n@import "x.css";' }, { channel: 'B2C-NO' });
    expect(res).toEqual({ customCss: '.a { color: red; }', success: true });
  });

  it('a wrong token is a 403 AppError, not a crash', async () => {
    const wrong = await client({
      ecom: { baseUrl: sandbox().ecomUrl, tenantId: sandbox().tenantId, defaultChannel: 'B2B-NO', adminPreviewToken: async () => 'qmap_wrong' },
    });
    const error = await wrong.ecom.branding.patch({ primaryColor: '#000000' }, { channel: 'B2C-NO' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).data.status).toBe(403);
  });
});

describe('/preview content pages client', () => {
  it('creates, fills, publishes, lists and deletes a page', async () => {
    const created = await erp.preview.contentPages.create('B2B-NO', { slug: 'dealer-news', title: 'Dealer news', tags: ['news'] });
    expect(created).toMatchObject({ isPublished: false, config: { sections: [] } });
    const items = (await erp.preview.channels.items('B2B-NO', { isActive: true }, { pageSize: 2 })).items.map((i) => i.itemNumber);
    const filled = await erp.preview.contentPages.replaceSections('B2B-NO', 'dealer-news', { sections: [{ type: 'productGrid', productNumbers: items }] });
    expect(filled.config.sections[0]).toMatchObject({ type: 'productGrid', productNumbers: items, isVisible: true });
    const published = await erp.preview.contentPages.publish('B2B-NO', 'dealer-news');
    expect(published.isPublished).toBe(true);
    const patched = await erp.preview.contentPages.updateMetadata('B2B-NO', 'dealer-news', { title: 'Dealer news 2025' });
    expect(patched.title).toBe('Dealer news 2025');
    expect((await erp.preview.contentPages.list('B2B-NO', { tag: 'news' })).items.map((p) => p.slug)).toEqual(['dealer-news']);
    await erp.preview.contentPages.remove('B2B-NO', 'dealer-news');
    const gone = await erp.preview.contentPages.get('B2B-NO', 'dealer-news').catch((e: unknown) => e);
    expect((gone as AppError).data.status).toBe(404);
  });

  it('reads and replaces the home page', async () => {
    const home = await erp.preview.contentPages.homePage('B2B-NO');
    expect(home.config.sections.length).toBeGreaterThan(0);
    const replaced = await erp.preview.contentPages.replaceHomePage('B2B-NO', { title: 'Dealers', config: { sections: [{ type: 'hero', title: 'Hi' }] } });
    expect(replaced).toMatchObject({ title: 'Dealers', config: { sections: [{ type: 'hero', title: 'Hi' }] } });
  });

  it('publications carry the channel texts and dates', async () => {
    const pubs = (await erp.preview.channels.items('B2C-NO', {}, { pageSize: 200 })).items;
    expect(pubs.some((p) => p.description)).toBe(true);
    expect(pubs.some((p) => p.publishDate && p.publishDate.endsWith('Z'))).toBe(true);
  });
});
