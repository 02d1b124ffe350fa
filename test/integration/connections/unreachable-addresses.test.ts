import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErpClient, type ErpClient } from '../../../src/main/erp';
import type { Profile } from '../../../src/shared/contract/connections';
import { keychainReachable, startHarness, type Harness } from './support';

/**
 * Addresses that are not the ERP, over real HTTP on loopback: a web server answering pages, a
 * JSON service with another shape, and a port where nothing listens. Each gets a plain sentence,
 * and the refused port fails at once, with the app's default retry policy in force.
 */
let webPage: Server;
let otherJson: Server;
let htmlOrigin: string;
let jsonOrigin: string;
let closedOrigin: string;
let h: Harness;
let noKeychain: string | null;
const clients: ErpClient[] = [];

function listen(handler: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

beforeAll(async () => {
  ({ server: webPage, origin: htmlOrigin } = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><body><h1>Welcome to nginx!</h1></body></html>');
  }));
  ({ server: otherJson, origin: jsonOrigin } = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ hello: 'world' }));
  }));
  const closed = await listen(() => undefined);
  closedOrigin = closed.origin;
  await new Promise((resolve) => closed.server.close(resolve));
  h = await startHarness();
  noKeychain = await keychainReachable(h.secrets);
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await h?.core.close();
  webPage?.close();
  otherJson?.close();
});

async function erpAt(origin: string): Promise<ErpClient> {
  const client = await createErpClient({
    profileId: 'unreachable-test',
    preview: { baseUrl: `${origin}/preview`, credentials: async () => ({ apiKey: 'svc_test_sk_abcdefgh' }) },
    ecom: { baseUrl: `${origin}/ecom`, tenantId: '3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42', defaultChannel: 'WEB' },
  });
  clients.push(client);
  return client;
}

async function failure(promise: Promise<unknown>): Promise<{ title: string; detail?: string; kind: string; ms: number }> {
  const started = Date.now();
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: { data?: { title: string; detail?: string; kind: string } }) => e,
  );
  expect(error.data, `an AppError, not ${String(error)}`).toBeDefined();
  return { ...error.data!, ms: Date.now() - started };
}

const rawValidationWords = /expected|received|invalid_type|Invalid input|\(root\)|ZodError/i;

describe('an address that answers with a web page', () => {
  it('is named in a plain sentence on every /preview and /ecom call, never a validation dump', async () => {
    const erp = await erpAt(htmlOrigin);
    const preview = await failure(erp.preview.items.list());
    expect(preview.title).toBe("This address does not look like the ERP's integration interface");
    expect(preview.detail).toContain(`${htmlOrigin} answered with a web page`);
    const ecom = await failure(erp.ecom.channels.list());
    expect(ecom.title).toBe("This address does not look like the ERP's storefront interface");
    for (const text of [preview.title, preview.detail, ecom.title, ecom.detail]) expect(text).not.toMatch(rawValidationWords);
  });

  it('is named the same way by "Find my tenant"', async () => {
    const result = await h.raw('connections.resolveTenant', { ecomBaseUrl: `${htmlOrigin}/ecom`, domain: 'shop.example.com' });
    expect(result).toMatchObject({ ok: false, error: { title: "This address does not look like the ERP's storefront interface" } });
  });
});

describe('an address that answers JSON of another shape', () => {
  it('a session answer without a token is an AppError in plain words, not a ZodError', async () => {
    const erp = await erpAt(jsonOrigin);
    const error = await failure(erp.ecom.channels.list());
    expect(error).toMatchObject({ kind: 'internal', title: 'The ERP sent an unexpected session' });
    expect(error.detail).not.toMatch(rawValidationWords);
  });
});

describe('a port where nothing listens', () => {
  it('fails an interactive call at once, saying nothing is listening there', async () => {
    const erp = await erpAt(closedOrigin);
    const error = await failure(erp.preview.items.list({}, { failFast: true }));
    expect(error).toMatchObject({ kind: 'network', title: `Nothing is listening at ${closedOrigin}` });
    expect(error.ms).toBeLessThan(1000);
  });

  it('"Find my tenant" answers at once', async () => {
    const started = Date.now();
    const result = await h.raw('connections.resolveTenant', { ecomBaseUrl: `${closedOrigin}/ecom`, domain: 'shop.example.com' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ ok: false, error: { title: `Nothing is listening at ${closedOrigin}` } });
  });
});

describe('a host name that does not exist', () => {
  it('is named in a plain sentence and not tried again', async () => {
    const erp = await erpAt('http://quartermaster-erp.invalid');
    const error = await failure(erp.preview.items.list());
    expect(error).toMatchObject({ kind: 'network', title: 'No server is known by the name quartermaster-erp.invalid' });
    expect(error.ms).toBeLessThan(1000);
  });
});

describe('"Test connection"', () => {
  async function testedAt(
    origin: string,
  ): Promise<{ report: { preview: { ok: boolean; message: string }; ecom: { ok: boolean; message: string } }; ms: number }> {
    const profile = await h.call<Profile>('connections.save', {
      name: `At ${origin}`,
      previewBaseUrl: `${origin}/preview`,
      ecomBaseUrl: `${origin}/ecom`,
      tenantId: '3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42',
      defaultChannel: null,
    });
    await h.call('connections.setApiKey', { id: profile.id, apiKey: 'svc_test_sk_abcdefgh' });
    const started = Date.now();
    const report = await h.call<{ preview: { ok: boolean; message: string }; ecom: { ok: boolean; message: string } }>('connections.test', { id: profile.id });
    return { report, ms: Date.now() - started };
  }

  it('says a web page is not the ERP, in a sentence', async (ctx) => {
    if (noKeychain) ctx.skip();
    const { report } = await testedAt(htmlOrigin);
    expect(report.preview).toMatchObject({ ok: false });
    expect(report.preview.message).toMatch(/^This address does not look like the ERP's integration interface\. /);
    expect(report.ecom.message).toMatch(/^This address does not look like the ERP's storefront interface\. /);
  });

  it('says nothing is listening at a refused port, in well under a second', async (ctx) => {
    if (noKeychain) ctx.skip();
    const { report, ms } = await testedAt(closedOrigin);
    expect(report.preview.message).toMatch(new RegExp(`^Nothing is listening at ${closedOrigin}\\. `));
    expect(report.ecom.message).toMatch(new RegExp(`^Nothing is listening at ${closedOrigin}\\. `));
    expect(ms).toBeLessThan(1000);
  });
});
