import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { start, type Body } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

async function ecom(path: string, headers: Record<string, string> = {}) {
  const res = await request(`${sb.ecomUrl}${path}`, { headers });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers as Record<string, string>, body: text ? JSON.parse(text) : null };
}

describe('/ecom session and channels', () => {
  it('resolves a storefront domain to tenant and channel without headers', async () => {
    const res = await ecom('/session/resolve?domain=b2b.demo.quartermaster.test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tenantId: sb.tenantId, channelCode: 'B2B-NO', channelName: 'Fjellvind Forhandlerportal' });
    expect((await ecom('/session/resolve?domain=SHOP.demo.quartermaster.test')).body.channelCode).toBe('B2C-NO');
    expect((await ecom('/session/resolve?domain=unknown.example')).status).toBe(404);
    expect((await ecom('/session/resolve')).status).toBe(400);
  });

  it('lists channel codes for the tenant', async () => {
    const res = await ecom('/channels', { 'x-tenant-id': sb.tenantId });
    expect(res.body.map((c: Body) => c.channelCode)).toEqual(['B2B-NO', 'B2C-NO']);
    expect((await ecom('/channels')).status).toBe(400);
  });

  it('issues an opaque anonymous session for the channel, no-store', async () => {
    const res = await ecom('/session', { 'x-tenant-id': sb.tenantId, 'x-channel': 'B2C-NO' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ isAuthenticated: false, cartItemCount: 0 });
    expect(res.body.token.split('.')).toHaveLength(1); // not a JWT
    expect(res.body.channel).toMatchObject({ code: 'B2C-NO', currency: 'NOK', features: { showPricesIncludingVat: true } });
    expect(Object.keys(res.body.channel.features)).toEqual(
      expect.arrayContaining(['allowCustomerVatToggle', 'stockAggregation', 'showStock', 'showOutOfStockProducts']),
    );
    const lifetime = Date.parse(res.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('uses the first active channel without X-Channel and needs the tenant header', async () => {
    expect((await ecom('/session', { 'x-tenant-id': sb.tenantId })).body.channel.code).toBe('B2B-NO');
    expect((await ecom('/session')).status).toBe(400);
    expect((await ecom('/session', { 'x-tenant-id': '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await ecom('/session', { 'x-tenant-id': sb.tenantId, 'x-channel': 'NOPE' })).status).toBe(404);
  });

  it('slides the expiry on use and replaces a session unused for seven days', async () => {
    const headers = { 'x-tenant-id': sb.tenantId, 'x-channel': 'B2C-NO' };
    const first = (await ecom('/session', headers)).body;
    sb.advanceClock(6 * 86_400_000);
    const kept = (await ecom('/session', { ...headers, authorization: `Bearer ${first.token}` })).body;
    expect(kept.token).toBe(first.token);
    expect(Date.parse(kept.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt));
    sb.advanceClock(7 * 86_400_000 + 1000);
    const replaced = (await ecom('/session', { ...headers, authorization: `Bearer ${first.token}` })).body;
    expect(replaced.token).not.toBe(first.token);
  });
});

describe('/ecom 429', () => {
  it('is problem-shaped application/json with Retry-After and no X-RateLimit headers', async () => {
    const limited = await start({ quotaPerMinute: 3 });
    try {
      const hit = () => request(`${limited.ecomUrl}/channels`, { headers: { 'x-tenant-id': limited.tenantId, 'x-forwarded-for': '203.0.113.7' } });
      for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
      const res = await hit();
      const body = JSON.parse(await res.body.text());
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Object.keys(res.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
      expect(body).toMatchObject({ status: 429, title: 'Too Many Requests' });
      // Another visitor address has its own budget.
      const other = await request(`${limited.ecomUrl}/channels`, { headers: { 'x-tenant-id': limited.tenantId, 'x-forwarded-for': '203.0.113.8' } });
      expect(other.statusCode).toBe(200);
      await other.body.text();
    } finally {
      await limited.close();
    }
  });
});
