import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import WebSocket from 'ws';
import { startBrowserHost, type BrowserHost } from '../../../src/main/hosts/browser-host';
import { createDispatcher } from '../../../src/main/hosts/dispatcher';
import { handlers } from '../../../src/main/services';
import { EventHub } from '../../../src/main/events';
import type { AppContext } from '../../../src/main/context';
import { contentSecurityPolicy } from '../../../src/main/security-policy';

const events = new EventHub();
let host: BrowserHost;

beforeAll(async () => {
  const dispatch = createDispatcher(handlers, { host: 'browser', version: '9.9.9', dataDir: '/nonexistent', events } as unknown as AppContext);
  const rendererDir = mkdtempSync(join(tmpdir(), 'qm-renderer-'));
  // As built: the meta carries Electron's policy (connect-src 'none').
  writeFileSync(
    join(rendererDir, 'index.html'),
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ connectSelf: false })}" /><title>Quartermaster app</title>`,
  );
  host = await startBrowserHost({ dispatch, events, rendererDir });
});
afterAll(() => host.close());

function post(path: string, headers: Record<string, string>, body: unknown = {}) {
  return request(`${host.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('browser host', () => {
  it('listens on loopback only and prints a URL carrying its token', () => {
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host.url).toBe(`${host.origin}/?token=${host.token}`);
    expect(host.token.length).toBeGreaterThanOrEqual(32);
  });

  it('serves a call to a client holding the token', async () => {
    const res = await post('/api/call/app.info', { 'x-qm-token': host.token });
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({ ok: true, value: { version: '9.9.9', host: 'browser' } });
  });

  it('refuses a call without the token or with a wrong one', async () => {
    expect((await post('/api/call/app.info', {})).statusCode).toBe(401);
    expect((await post('/api/call/app.info', { 'x-qm-token': host.token.slice(1) + 'x' })).statusCode).toBe(401);
  });

  it('refuses a foreign Host header (DNS rebinding) and a foreign Origin (cross-site request)', async () => {
    const rebinding = await post('/api/call/app.info', { 'x-qm-token': host.token, host: 'evil.example:80' });
    expect(rebinding.statusCode).toBe(421);
    const crossSite = await post('/api/call/app.info', { 'x-qm-token': host.token, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await post('/api/call/app.info', { 'x-qm-token': host.token, origin: host.origin });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('validates input through the same dispatcher', async () => {
    const res = await post('/api/call/app.info', { 'x-qm-token': host.token }, { extra: 1 });
    expect(await res.body.json()).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('sends a strict Content-Security-Policy', async () => {
    const res = await post('/api/call/app.info', { 'x-qm-token': host.token });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('pushes events over the WebSocket to a client with the token only', async () => {
    const wsUrl = `${host.origin.replace('http', 'ws')}/api/events`;
    const refused = new WebSocket(`${wsUrl}?token=wrong`, { headers: { origin: host.origin } });
    const closeCode = await new Promise<number>((resolve) => refused.on('close', (code) => resolve(code)));
    expect(closeCode).toBe(4401);

    const socket = new WebSocket(`${wsUrl}?token=${host.token}`, { headers: { origin: host.origin } });
    await new Promise((resolve) => socket.on('open', resolve));
    const received = new Promise<unknown>((resolve) => socket.on('message', (data) => resolve(JSON.parse(String(data)))));
    // The subscription is registered when the socket opens on the server; give it a tick.
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.emit('notice', { level: 'info', title: 'Hello', message: 'From main' });
    expect(await received).toEqual({ event: 'notice', payload: { level: 'info', title: 'Hello', message: 'From main' } });
    socket.close();
  });

  describe('a new tab of the same browser', () => {
    async function openPrintedAddress(): Promise<string> {
      const res = await request(host.url);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/');
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      return setCookie.split(';')[0]!;
    }

    it('opens the plain address, without the token, once the printed address was opened', async () => {
      const cookie = await openPrintedAddress();
      // Cookies ignore ports: the name carries this host's port so two hosts never mix up.
      expect(cookie).toMatch(new RegExp(`^qm_access_${new URL(host.origin).port}=`));
      const page = await request(`${host.origin}/`, { headers: { cookie } });
      expect(page.statusCode).toBe(200);
      const html = await page.body.text();
      expect(html).toContain('Quartermaster app');
      // The page's meta policy is the header policy, connect-src 'self' included (else its calls would be blocked).
      const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
      expect(meta).toBe(String(page.headers['content-security-policy']));
      expect(meta).toContain("connect-src 'self'");
      const call = await post('/api/call/app.info', { cookie });
      expect(await call.body.json()).toMatchObject({ ok: true, value: { host: 'browser' } });
    });

    it('pushes events to a tab that holds only the cookie', async () => {
      const cookie = await openPrintedAddress();
      const socket = new WebSocket(`${host.origin.replace('http', 'ws')}/api/events`, { headers: { origin: host.origin, cookie } });
      await new Promise((resolve, reject) => {
        socket.on('open', resolve);
        socket.on('close', (code) => reject(new Error(`closed with ${code}`)));
      });
      socket.close();
    });

    it('shows a sentence on how to get a fresh address to a browser without access, and serves no data', async () => {
      const page = await request(`${host.origin}/`);
      expect(page.statusCode).toBe(401);
      const text = await page.body.text();
      expect(text).toContain('Open the address printed in the terminal');
      expect(text).not.toContain('Quartermaster app');
      const stale = await request(`${host.origin}/?token=from-an-earlier-start`);
      expect(stale.statusCode).toBe(401);
      expect(await stale.body.text()).toContain('from an earlier start of Quartermaster');
      const port = new URL(host.origin).port;
      expect((await post('/api/call/app.info', { cookie: `qm_access_${port}=${host.token.slice(1)}x` })).statusCode).toBe(401);
    });
  });
});
