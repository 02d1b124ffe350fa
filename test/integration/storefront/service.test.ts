import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { createAppCore, type AppCore } from '../../../src/main/create-app';
import { demoSandbox } from '../../../src/main/connection/demo-sandbox';
import type { PortalUser } from '../../../src/sandbox/ecom/portal-users';
import { createMemorySecretStore } from '../../../src/main/vault/keychain';
import { diffCounts } from '../../../src/shared/domain/line-diff';
import type { Assortment, ChannelComparison, ContentPageView, PublishResult, PublishedBranding } from '../../../src/shared/contract/storefront';

/** The storefront service through the contract on the Demo profile (the embedded sandbox). */
let core: AppCore;
let dataDir: string;
const secrets = createMemorySecretStore();

async function call<T>(name: string, input: unknown = {}): Promise<T> {
  const envelope = await core.dispatch(name, input);
  if (!envelope.ok) throw Object.assign(new Error(envelope.error.title), { data: envelope.error });
  return envelope.value as T;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'qm-storefront-'));
  core = await createAppCore({ host: 'browser', version: '0.0.0-test', dataDir, secrets });
}, 60_000);
afterAll(async () => core.close?.());

describe('branding publish', () => {
  it('shows exactly the CSS lines the ERP dropped, records the look, and restores an earlier one', async () => {
    const first = await call<PublishResult>('storefront.publishBranding', {
      channelCode: 'B2C-NO',
      branding: { primaryColor: '#225577', customCss: '.a { color: red; }' },
      operationId: randomUUID(),
    });
    expect(first.cssChanged).toBe(false);
    const css = '.hero { color: #123456; }\n@import url("https://evil.example/x.css");\n.b { background: url(https://evil.example/t.png); }';
    const second = await call<PublishResult>('storefront.publishBranding', { channelCode: 'B2C-NO', branding: { customCss: css }, operationId: randomUUID() });
    expect(second.cssChanged).toBe(true);
    expect(second.cssDiff.filter((l) => l.kind === 'dropped').map((l) => l.text)).toEqual([
      '@import url("https://evil.example/x.css");',
      '.b { background: url(https://evil.example/t.png); }',
    ]);
    // The rule whose only declaration went stays, empty: shown as changed, not silently equal.
    expect(second.cssDiff.filter((l) => l.kind === 'added').map((l) => l.text)).toEqual(['.b { }']);
    expect(second.published).toMatchObject({ sentCss: css, storedCss: '.hero { color: #123456; }\n.b { }', branding: { primaryColor: '#225577' } });

    const history = await call<{ entries: PublishedBranding[] }>('storefront.brandingHistory', { channelCode: 'B2C-NO' });
    // Newest first; other tests of this file publish on the same channel and core.
    expect(history.entries.slice(0, 2).map((e) => e.id)).toEqual([second.published.id, first.published.id]);
    const restored = await call<PublishResult>('storefront.restoreBranding', { channelCode: 'B2C-NO', id: first.published.id, operationId: randomUUID() });
    expect(restored.published.branding).toEqual(first.published.branding);
    const channel = await call<{ branding: Record<string, string | null> }>('storefront.channel', { channelCode: 'B2C-NO' });
    expect(channel.branding.customCss).toBe('.a { color: red; }');
  });

  it('reports text colours below WCAG AA contrast', async () => {
    const res = await call<PublishResult>('storefront.publishBranding', {
      channelCode: 'B2B-NO',
      branding: { textColor: '#999999', backgroundColor: '#ffffff' },
      operationId: randomUUID(),
    });
    expect(res.contrast).toContainEqual(expect.objectContaining({ pair: 'Body text', ratio: '2.84', required: '4.5' }));
  });

  it('keeps an entered admin-preview token in the keychain only, per channel, and never answers it', async () => {
    const answer = await call<unknown>('storefront.setAdminPreviewToken', { channelCode: 'B2C-NO', token: 'qmap_0123456789abcdef' });
    expect(answer).toEqual({ stored: true });
    expect(JSON.stringify(answer)).not.toContain('qmap_');
    expect(await secrets.get('demo', 'adminPreviewToken:B2C-NO')).toBe('qmap_0123456789abcdef');
    const channel = await call<{ adminPreviewTokenStored: boolean }>('storefront.channel', { channelCode: 'B2C-NO' });
    expect(JSON.stringify(channel)).not.toContain('qmap_');
  });
});

describe('assortment as visitors see it', () => {
  let shop: Assortment;
  beforeAll(async () => {
    shop = await call<Assortment>('storefront.assortment', { channelCode: 'B2C-NO' });
  }, 60_000);

  it('shows VAT-inclusive prices and stock as the channel shows it, with prices and stock in ceil(N/100) calls', () => {
    const visible = shop.rows.filter((r) => r.visible);
    expect(visible.length).toBeGreaterThan(100);
    expect(shop.channel.showPricesIncludingVat).toBe(true);
    expect(visible.filter((r) => r.price !== null).every((r) => r.priceIncludesVat === true)).toBe(true);
    for (const r of visible) if (r.stockDisplayMode !== 'ExactQuantity') expect(r.stockQuantity).toBeNull();
    // Publications, items, products (pages of 100) and 2 x ceil(visible / 100) price and stock calls.
    const bulk = 2 * Math.ceil(visible.length / 100);
    expect(shop.erpCalls).toBeLessThanOrEqual(1 + 2 + Math.ceil(visible.length / 100) + bulk + 2);
  });

  it('warns about what would surprise a visitor', () => {
    const all = new Set(shop.rows.flatMap((r) => r.warnings));
    expect([...all].sort()).toEqual(['featuredUnpublished', 'futurePublishDate', 'inactiveItem', 'noPrice', 'stockNotShown']);
    for (const r of shop.rows.filter((x) => x.warnings.includes('featuredUnpublished')))
      expect(r).toMatchObject({ published: false, featured: true, visible: false });
    for (const r of shop.rows.filter((x) => x.warnings.includes('futurePublishDate'))) expect(r.visible).toBe(false);
    for (const r of shop.rows.filter((x) => x.warnings.includes('stockNotShown'))) expect(r.stockDisplayMode).toBe('Hidden');
  });

  it('puts two channels side by side: names, prices on one VAT basis and visibility', async () => {
    const cmp = await call<ChannelComparison>('storefront.compare', { left: 'B2B-NO', right: 'B2C-NO' });
    const both = cmp.rows.filter((r) => r.left?.visible && r.right?.visible && r.left.price && r.right.price);
    expect(both.length).toBeGreaterThan(0);
    // B2B shows prices excl. VAT, B2C incl.: the same net price is a difference of display only.
    const sameNet = both.filter((r) => r.left?.priceExclVat === r.right?.priceExclVat);
    expect(sameNet.length).toBeGreaterThan(0);
    for (const r of sameNet) expect(r.differs).toContain('vatDisplay');
    for (const r of sameNet) expect(r.differs).not.toContain('price');
    for (const r of both.filter((x) => x.differs.includes('price'))) expect(r.left?.priceExclVat).not.toBe(r.right?.priceExclVat);
    expect(cmp.rows.some((r) => r.differs.includes('name'))).toBe(true);
    expect(cmp.rows.some((r) => r.differs.includes('visibility'))).toBe(true);
  });
});

describe('viewing the assortment as a signed-in customer (rows 176-181)', () => {
  const expectFailure = async (name: string, input: unknown) => {
    const failed = await call(name, input).then(
      () => undefined,
      (e: { data: { kind: string; fieldErrors: { field: string; label?: string; message: string }[] } }) => e.data,
    );
    expect(failed).toBeDefined();
    return failed as NonNullable<typeof failed>;
  };

  it('refuses wrong credentials on the Password field, naming both, and views nothing as a customer', async () => {
    const sb = await demoSandbox();
    const user = sb.portalUsers[0] as PortalUser;
    const error = await expectFailure('storefront.signInAsCustomer', { channelCode: 'B2B-NO', email: user.email, password: 'wrong' });
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ field: 'password', label: 'Password', message: expect.stringMatching(/email or the password/i) }),
    ]);
    const empty = await expectFailure('storefront.signInAsCustomer', { channelCode: 'B2B-NO', email: '  ', password: '' });
    expect(empty.fieldErrors.map((f) => f.label).sort()).toEqual(['Email', 'Password']);
    expect((await call<Assortment>('storefront.assortment', { channelCode: 'B2B-NO' })).customer).toBeNull();
  });

  it('shows the customer’s agreement prices beside the visitor prices until signed out, with both VAT figures', async () => {
    const sb = await demoSandbox();
    const user = sb.portalUsers.find((u) => u.customerNumber === 'C10002') as PortalUser;
    const signedIn = await call<{ customer: { customerNumber: string; customerName: string } }>('storefront.signInAsCustomer', {
      channelCode: 'B2B-NO',
      email: user.email,
      password: user.password,
    });
    expect(signedIn.customer).toMatchObject({ customerNumber: 'C10002', customerName: user.customerName });

    const view = await call<Assortment>('storefront.assortment', { channelCode: 'B2B-NO' });
    expect(view.customer?.customerNumber).toBe('C10002');
    const priced = view.rows.filter((r) => r.visible && r.price !== null);
    expect(priced.every((r) => r.customerPrice !== null && r.priceIncludesVat === false)).toBe(true);
    const cheaper = priced.filter((r) => r.customerPrice !== r.price);
    expect(cheaper.length).toBeGreaterThan(0);
    for (const r of cheaper) expect(r.customerPriceSource).toMatch(/PriceList$/);
    // The visitor's figures are those of an anonymous visitor, not the customer's.
    const visitor = (await call<ChannelComparison>('storefront.compare', { left: 'B2B-NO', right: 'B2C-NO' })).rows
      .map((r) => r.left)
      .filter((r) => r?.visible && r.price);
    expect(new Map(visitor.map((r) => [r?.itemNumber, r?.price]))).toEqual(new Map(priced.map((r) => [r.itemNumber, r.price])));
    const one = cheaper[0] as Assortment['rows'][number];
    expect(one.customerPriceExclVat).toBe(one.customerPrice);
    expect(one.customerPriceInclVat).toBe(new Decimal(one.customerPrice as string).times('1.25').toFixed(2, Decimal.ROUND_HALF_UP));

    await call('storefront.signOutCustomer', { channelCode: 'B2B-NO' });
    const after = await call<Assortment>('storefront.assortment', { channelCode: 'B2B-NO' });
    expect(after.customer).toBeNull();
    expect(after.rows.every((r) => r.customerPrice === null)).toBe(true);
  });

  it('forgets the customer view when the connection changes', async () => {
    const user = (await demoSandbox()).portalUsers[2] as PortalUser;
    await call('storefront.signInAsCustomer', { channelCode: 'B2B-NO', email: user.email, password: user.password });
    expect((await call<Assortment>('storefront.assortment', { channelCode: 'B2B-NO' })).customer?.customerNumber).toBe(user.customerNumber);
    core.ctx.events.emit('connectionChanged', { profileId: core.ctx.profiles.activeProfileId });
    const after = await call<Assortment>('storefront.assortment', { channelCode: 'B2B-NO' });
    expect(after.customer).toBeNull();
    expect(after.notice).toBeNull();
  });

  it('ends the view with a sentence once the storefront session expired, instead of showing list prices as the customer’s', async () => {
    const sb = await demoSandbox();
    const user = sb.portalUsers[1] as PortalUser;
    await call('storefront.signInAsCustomer', { channelCode: 'B2C-NO', email: user.email, password: user.password });
    expect((await call<Assortment>('storefront.assortment', { channelCode: 'B2C-NO' })).customer?.customerNumber).toBe(user.customerNumber);
    // The sandbox's clock is the file's: moved back after, or later tests see items published early.
    const week = 8 * 24 * 60 * 60 * 1000;
    sb.advanceClock(week);
    const ended = await call<Assortment>('storefront.assortment', { channelCode: 'B2C-NO' }).finally(() => sb.advanceClock(-week));
    expect(ended.customer).toBeNull();
    expect(ended.notice).toContain(`The sign-in as ${user.customerName} (${user.contactName}) has ended`);
    expect(ended.rows.every((r) => r.customerPrice === null)).toBe(true);
    expect((await call<Assortment>('storefront.assortment', { channelCode: 'B2C-NO' })).notice).toBeNull();
  });
});

describe('content pages', () => {
  it('creates, fills with sections, publishes and deletes a page', async () => {
    const created = await call<ContentPageView>('storefront.createPage', {
      channelCode: 'B2C-NO',
      slug: 'autumn-guide',
      title: 'Autumn guide',
      operationId: randomUUID(),
    });
    expect(created).toMatchObject({ slug: 'autumn-guide', isPublished: false, sections: [] });
    const filled = await call<ContentPageView>('storefront.saveSections', {
      channelCode: 'B2C-NO',
      slug: 'autumn-guide',
      sections: [
        { type: 'hero', title: 'Autumn' },
        { type: 'categoryGrid', categoryCodes: ['TENTS'] },
      ],
    });
    expect(filled.sections.map((s) => s.type)).toEqual(['hero', 'categoryGrid']);
    const published = await call<ContentPageView>('storefront.publishPage', { channelCode: 'B2C-NO', slug: 'autumn-guide', operationId: randomUUID() });
    expect(published.isPublished).toBe(true);
    expect((await call<{ pages: ContentPageView[] }>('storefront.pages', { channelCode: 'B2C-NO' })).pages.map((p) => p.slug)).toContain('autumn-guide');
    expect(await call('storefront.deletePage', { channelCode: 'B2C-NO', slug: 'autumn-guide' })).toEqual({ deleted: true });
  });

  it('refuses a bad slug before sending, naming the field as the form shows it', async () => {
    const res = await core.dispatch('storefront.createPage', { channelCode: 'B2C-NO', slug: 'Autumn Guide', title: 'X', operationId: randomUUID() });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.fieldErrors[0]).toMatchObject({ field: 'slug', label: 'Address (slug)' });
  });
});

describe('branding publish counts', () => {
  it('counts dropped and changed CSS lines apart, from the diff it returns, for CSS ending with a line break', async () => {
    const css =
      '@import url("https://fonts.example/x.css");\n.hero { color: red; }\n@import url("https://fonts.example/y.css");\n.a { background: url(https://evil.example/a.png); color: blue; }\n.b { color: red; behavior: url(x.htc); }\n.c { width: expression(alert(1)); height: 2px; }\n.d { color: green; background: url(javascript:alert(1)); }\n.e { margin: 0; }\n';
    const result = await call<PublishResult>('storefront.publishBranding', { channelCode: 'B2C-NO', branding: { customCss: css }, operationId: randomUUID() });
    expect(result.cssDiff.some((l) => l.text === '' && l.kind !== 'same')).toBe(false);
    expect(diffCounts(result.cssDiff)).toEqual({ dropped: 2, changed: 4, added: 0 });
  });
});
