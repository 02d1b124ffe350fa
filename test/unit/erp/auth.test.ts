import { describe, expect, it } from 'vitest';
import { createErpClient, EcomSessionStore } from '../../../src/main/erp';
import { client, closeAfterTest, fastRetry, problem, startStub } from './stub';

const TENANT = '11111111-1111-1111-1111-111111111111';

describe('/preview credentials', () => {
  it('sends an API key as X-Api-Key and nothing else', async () => {
    const stub = await startStub((app) => app.get('/preview/items/A1', async () => ({ itemNumber: 'A1' })));
    const erp = await client(stub.url);
    await erp.preview.items.get('A1');
    expect(stub.seen[0]!.headers['x-api-key']).toBe('svc_test_sk_abc');
    expect(stub.seen[0]!.headers.authorization).toBeUndefined();
    expect(stub.seen[0]!.headers['x-tenant-id']).toBeUndefined();
  });

  it('refreshes a bearer token once on 401 and repeats the call with the new token', async () => {
    const stub = await startStub((app) =>
      app.get('/preview/items/A1', async (req, reply) =>
        req.headers.authorization === 'Bearer fresh' ? { itemNumber: 'A1' } : reply.code(401).send(problem(401)),
      ),
    );
    let token = 'stale';
    let refreshes = 0;
    const erp = closeAfterTest(
      await createErpClient({
        profileId: 'p',
        retry: fastRetry,
        preview: {
          baseUrl: `${stub.url}/preview`,
          credentials: async () => ({ bearer: token }),
          refreshBearer: async () => {
            refreshes++;
            token = 'fresh';
            return true;
          },
        },
      }),
    );
    await expect(erp.preview.items.get('A1')).resolves.toMatchObject({ itemNumber: 'A1' });
    expect(refreshes).toBe(1);
    expect(stub.seen.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('a 401 that survives the refresh is an auth error, not a loop', async () => {
    const stub = await startStub((app) => app.get('/preview/items/A1', async (_q, reply) => reply.code(401).send(problem(401))));
    let refreshes = 0;
    const erp = closeAfterTest(
      await createErpClient({
        profileId: 'p',
        preview: { baseUrl: stub.url, credentials: async () => ({ bearer: 'x' }), refreshBearer: async () => (refreshes++, true) },
      }),
    );
    await expect(erp.preview.items.get('A1')).rejects.toMatchObject({ data: { kind: 'auth', status: 401 } });
    expect(refreshes).toBe(1);
    expect(stub.seen).toHaveLength(2);
  });

  it('keeps a base path in front of /preview', async () => {
    const stub = await startStub((app) => app.get('/erp/preview/items/A1', async () => ({ itemNumber: 'A1' })));
    const erp = await client(`${stub.url}/erp/preview/`);
    await expect(erp.preview.items.get('A1')).resolves.toMatchObject({ itemNumber: 'A1' });
  });
});

describe('/ecom headers and sessions', () => {
  function ecomServer(opts: { expiresAt?: () => string } = {}) {
    let issued = 0;
    const valid = new Set<string>();
    return startStub((app) => {
      app.get('/ecom/session', async () => {
        const token = `tok-${++issued}`;
        valid.add(token);
        return { token, expiresAt: opts.expiresAt?.() ?? '2099-01-01T00:00:00', isAuthenticated: false, cartItemCount: 0, channel: {} };
      });
      app.get('/ecom/session/resolve', async () => ({ tenantId: TENANT, channelCode: 'WEB', channelName: 'Web shop' }));
      app.get('/ecom/channels', async () => ['WEB', 'B2B']);
      app.post('/ecom/cart/items', async (req, reply) =>
        valid.has(String(req.headers.authorization).slice(7)) ? reply.code(201).send({}) : reply.code(401).send(problem(401)),
      );
      app.patch('/ecom/branding', async (req) => ({ customCss: (req.body as { customCss?: string }).customCss ?? null, success: true }));
      app.post('/_revoke', async () => (valid.clear(), {}));
      app.post('/ecom/auth/login', async (req) => ({
        token: String(req.headers.authorization).slice(7),
        isAuthenticated: true,
        customer: { customerNumber: 'C1', customerName: 'Club', contactName: null, email: 'a@b.example' },
      }));
    });
  }

  it('sends tenant, channel and one reused session token; resolve sends none of them', async () => {
    const stub = await ecomServer();
    const erp = await client(stub.url);
    await erp.ecom.channels.list();
    await erp.ecom.channels.list({});
    await erp.request('ecom', { method: 'GET', path: '/ecom/channels', channel: 'B2B' });
    const resolved = await erp.ecom.session.resolve('shop.example.com');
    expect(resolved).toEqual({ tenantId: TENANT, channelCode: 'WEB', channelName: 'Web shop' });

    const calls = stub.seen.filter((r) => r.url === '/ecom/channels');
    expect(calls.map((r) => [r.headers['x-tenant-id'], r.headers['x-channel'], r.headers.authorization])).toEqual([
      [TENANT, 'WEB', 'Bearer tok-1'],
      [TENANT, 'WEB', 'Bearer tok-1'],
      [TENANT, 'B2B', 'Bearer tok-2'], // a session per channel
    ]);
    const sessionCalls = stub.seen.filter((r) => r.url === '/ecom/session');
    expect(sessionCalls.map((r) => r.headers['x-channel'])).toEqual(['WEB', 'B2B']);
    expect(sessionCalls.every((r) => r.headers.authorization === undefined)).toBe(true);
    const resolve = stub.seen.find((r) => r.url.startsWith('/ecom/session/resolve'))!;
    expect(resolve.headers['x-tenant-id']).toBeUndefined();
    expect(resolve.headers['x-channel']).toBeUndefined();
    expect(resolve.headers.authorization).toBeUndefined();
  });

  it('renews the session after a 401 and repeats the call once', async () => {
    const stub = await ecomServer();
    const erp = await client(stub.url);
    await erp.request('ecom', { method: 'POST', path: '/ecom/cart/items', json: { itemId: 'x', quantity: '1' } });
    await erp.request('ecom', { method: 'POST', path: '/_revoke', retryMode: 'safe' });
    await erp.request('ecom', { method: 'POST', path: '/ecom/cart/items', json: { itemId: 'x', quantity: '1' } });
    const carts = stub.seen.filter((r) => r.url === '/ecom/cart/items').map((r) => r.headers.authorization);
    expect(carts).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
  });

  it('signs a customer in on a fresh session of its own, leaving the shared one anonymous; a 401 on it is not renewed', async () => {
    const stub = await ecomServer();
    const erp = await client(stub.url);
    await erp.ecom.channels.list();
    const signedIn = await erp.ecom.auth.signIn('WEB', { email: 'a@b.example', password: 'secret' });
    expect(signedIn).toMatchObject({ token: 'tok-2', customer: { customerNumber: 'C1' } });
    const login = stub.seen.find((r) => r.url === '/ecom/auth/login')!;
    expect(login.headers.authorization).toBe('Bearer tok-2');
    expect(login.body).toEqual({ email: 'a@b.example', password: 'secret' });
    // The shared session keeps its own token.
    await erp.ecom.channels.list();
    expect(stub.seen.filter((r) => r.url === '/ecom/channels').map((r) => r.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1']);
    // A rejected customer token surfaces as a 401, without a new session taking its place.
    await erp.request('ecom', { method: 'POST', path: '/_revoke', retryMode: 'safe' });
    await expect(erp.request('ecom', { method: 'POST', path: '/ecom/cart/items', json: {}, sessionToken: 'tok-2' })).rejects.toMatchObject({
      data: { status: 401 },
    });
    expect(stub.seen.filter((r) => r.url === '/ecom/cart/items').map((r) => r.headers.authorization)).toEqual(['Bearer tok-2']);
  });

  it('renews a session that is about to expire, extending the held token rather than dropping it', async () => {
    const stub = await ecomServer({ expiresAt: () => new Date(Date.now() + 30_000).toISOString().replace('Z', '') });
    const erp = await client(stub.url);
    await erp.ecom.channels.list();
    await erp.ecom.channels.list();
    const sessionCalls = stub.seen.filter((r) => r.url === '/ecom/session');
    expect(sessionCalls.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer tok-1']);
  });

  it('reads the current session with the held token', async () => {
    const stub = await ecomServer();
    const erp = await client(stub.url);
    await erp.ecom.channels.list();
    const session = await erp.ecom.session.current();
    expect(session.expiresAt).toBe('2099-01-01T00:00:00Z');
    expect(stub.seen.filter((r) => r.url === '/ecom/session').map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer tok-1']);
  });

  it('shares sessions per profile and channel through a common store, and fetches one at a time', async () => {
    const stub = await ecomServer();
    const sessions = new EcomSessionStore();
    const erp = await client(stub.url, { sessions });
    const twin = await client(stub.url, { sessions });
    await Promise.all([erp.ecom.channels.list(), erp.ecom.channels.list(), twin.ecom.channels.list()]);
    await twin.close();
    expect(stub.seen.filter((r) => r.url === '/ecom/session')).toHaveLength(1);
  });

  it('adds X-Admin-Preview to PATCH /ecom/branding only', async () => {
    const stub = await ecomServer();
    const erp = await client(stub.url, {
      ecom: { baseUrl: stub.url, tenantId: TENANT, defaultChannel: 'WEB', adminPreviewToken: async () => 'admin-token' },
    });
    const result = await erp.ecom.branding.patch({ primaryColor: '#112233', customCss: 'a{}' });
    await erp.ecom.channels.list();
    expect(result).toEqual({ customCss: 'a{}', success: true });
    const branding = stub.seen.find((r) => r.url === '/ecom/branding')!;
    expect(branding.headers['x-admin-preview']).toBe('admin-token');
    expect(stub.seen.filter((r) => r.url !== '/ecom/branding').every((r) => r.headers['x-admin-preview'] === undefined)).toBe(true);
  });

  it('sends an Idempotency-Key on checkout place and sessions only', async () => {
    const stub = await startStub((app) => {
      app.get('/ecom/session', async () => ({ token: 't', expiresAt: '2099-01-01T00:00:00Z' }));
      for (const p of ['/ecom/checkout/place', '/ecom/checkout/sessions', '/ecom/cart/items', '/ecom/checkout/apply-code']) app.post(p, async () => ({}));
    });
    const erp = await client(stub.url);
    for (const p of ['/ecom/checkout/place', '/ecom/checkout/sessions', '/ecom/cart/items', '/ecom/checkout/apply-code']) {
      await erp.request('ecom', { method: 'POST', path: p, json: {} });
    }
    const keyed = stub.seen.filter((r) => r.headers['idempotency-key']).map((r) => r.url);
    expect(keyed).toEqual(['/ecom/checkout/place', '/ecom/checkout/sessions']);
  });
});
