import { randomBytes } from 'node:crypto';
import type { Api, Ctx } from '../api';
import { problem } from '../rules/problems';
import { ts } from '../rules/timestamps';
import type { Channel, EcomSession, Store } from '../store';

/**
 * Storefront sessions: an opaque random token (not a JWT), seven days of life that every use
 * extends. A missing, unknown or expired token gets a fresh anonymous session. Crawlers are
 * answered without a session being kept.
 */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CRAWLER = /bot|crawler|spider|slurp/i;

function header(c: Ctx, name: string): string | undefined {
  const v = c.req.headers[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function requireTenant(c: Ctx): void {
  const tenant = header(c, 'x-tenant-id');
  if (!tenant) throw problem.invalid('X-Tenant-Id', 'Tenant.Missing', 'Send the tenant GUID in X-Tenant-Id.');
  if (!GUID.test(tenant)) throw problem.invalid('X-Tenant-Id', 'Tenant.Invalid', 'X-Tenant-Id must be a GUID.');
  if (tenant.toLowerCase() !== c.store.tenant.id) throw problem.notFound('Tenant.NotFound', 'No tenant with this id.');
}

/** X-Channel, or the first active channel when omitted (as the description warns). */
export function requireChannel(c: Ctx): Channel {
  const code = header(c, 'x-channel');
  const channels = [...c.store.channels.values()].sort((a, b) => a.channelCode.localeCompare(b.channelCode));
  const channel = code === undefined ? channels.find((ch) => ch.isActive) : channels.find((ch) => ch.channelCode.toLowerCase() === code.toLowerCase());
  if (!channel || !channel.isActive) throw problem.notFound('Channel.NotFound', `Channel '${code ?? ''}' was not found.`);
  return channel;
}

/**
 * How /ecom/catalog/stock adds up warehouses: the shop ships from its default warehouse only,
 * while dealers (B2B) may be supplied from any active warehouse.
 */
export type StockAggregation = 'DefaultWarehouse' | 'AllWarehouses';
export const stockAggregationOf = (channel: Channel): StockAggregation => (channel.type === 'B2B' ? 'AllWarehouses' : 'DefaultWarehouse');

/** The session a Bearer token names, when it is alive and of this channel; the use extends it. */
export function bearerSession(c: Ctx, channel: Channel): EcomSession | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(c, 'authorization') ?? '')?.[1];
  const session = bearer ? c.store.sessions.get(bearer) : undefined;
  if (!session || session.expiresAt <= c.now || session.channelCode !== channel.channelCode) return undefined;
  session.expiresAt = c.now + SESSION_LIFETIME_MS;
  return session;
}

/**
 * The channel's storefront switches (docs/api-assumptions.md 163): dealers see net prices with a
 * VAT toggle, every stock row and out-of-stock products (they may backorder); the shop shows
 * stock but hides products nobody can buy.
 */
export function channelFeatures(channel: Channel) {
  const b2b = channel.type === 'B2B';
  return {
    showPricesIncludingVat: channel.showPricesIncludingVat,
    allowCustomerVatToggle: b2b,
    stockAggregation: stockAggregationOf(channel),
    showStock: true,
    showOutOfStockProducts: b2b,
  };
}

export function channelConfig(store: Store, channel: Channel) {
  const branding = store.storefront.branding.get(channel.channelCode);
  const home = store.storefront.homePages.get(channel.channelCode);
  const navPages = [...(store.storefront.pages.get(channel.channelCode)?.values() ?? [])].filter((p) => p.isPublished && p.showInNavigation);
  return {
    code: channel.channelCode,
    name: channel.name,
    type: channel.type,
    currency: channel.currencyCode,
    language: channel.defaultLanguage,
    features: channelFeatures(channel),
    branding: { ...branding, logoUrl: null },
    navigation: [
      { label: 'Tents', url: '/c/tents' },
      { label: 'Apparel', url: '/c/apparel' },
      { label: 'Climbing', url: '/c/climbing' },
      ...navPages.map((p) => ({ label: p.title, url: `/p/${p.slug}` })),
    ],
    seo: {
      title: home?.title ? `${home.title} | ${channel.name}` : channel.name,
      description: home?.metaDescription ?? `${channel.name}: outdoor equipment for Nordic conditions.`,
      canonicalDomain: channel.storefrontDomain,
    },
  };
}

/** The signed-in customer and contact (row 177), null while anonymous. */
function sessionCustomer(store: Store, session: EcomSession) {
  if (!session.customer) return null;
  const customer = store.customers.get(session.customer.customerNumber);
  const contact = store.sales.contacts.find((x) => x.id === session.customer?.contactId);
  return {
    customerNumber: session.customer.customerNumber,
    customerName: customer?.name ?? null,
    contactName: contact?.name ?? null,
    email: contact?.email ?? null,
  };
}

/** The Session object of GET /ecom/session, also the answer of a sign-in. */
export function sessionBody(store: Store, session: EcomSession, channel: Channel) {
  return {
    token: session.token,
    expiresAt: ts(session.expiresAt),
    isAuthenticated: session.isAuthenticated,
    cartItemCount: 0,
    customer: sessionCustomer(store, session),
    channel: channelConfig(store, channel),
  };
}

export function registerSession(api: Api): void {
  api.get('/ecom/session/resolve', undefined, ({ store, query }) => {
    const domain = query.domain?.trim().toLowerCase();
    if (!domain) throw problem.invalid('domain', 'Validation.Required', "'domain' is required.");
    const channel = [...store.channels.values()].find((c) => c.storefrontDomain === domain);
    if (!channel) throw problem.notFound('Domain.NotFound', `No storefront is configured for '${domain}'.`);
    return {
      body: { tenantId: store.tenant.id, channelCode: channel.channelCode, channelName: channel.name },
      headers: { 'Cache-Control': 'public, max-age=300' },
    };
  });

  api.get('/ecom/session', undefined, (c) => {
    requireTenant(c);
    const channel = requireChannel(c);
    let session = bearerSession(c, channel);
    if (!session) {
      session = {
        token: randomBytes(32).toString('base64url'),
        tenantId: c.store.tenant.id,
        channelCode: channel.channelCode,
        expiresAt: 0,
        isAuthenticated: false,
      };
      if (!CRAWLER.test(header(c, 'user-agent') ?? '')) c.store.sessions.set(session.token, session);
    }
    session.expiresAt = c.now + SESSION_LIFETIME_MS;
    return { body: sessionBody(c.store, session, channel), headers: { 'Cache-Control': 'no-store' } };
  });
}
