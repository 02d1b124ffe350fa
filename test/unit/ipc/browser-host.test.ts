import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import WebSocket from 'ws';
import { startBrowserHost, type BrowserHost } from '../../../src/main/hosts/browser-host';
import { createDispatcher } from '../../../src/main/hosts/dispatcher';
import { handlers } from '../../../src/main/services';
import { EventHub } from '../../../src/main/events';
import type { AppContext } from '../../../src/main/context';

const events = new EventHub();
let host: BrowserHost;

beforeAll(async () => {
  const dispatch = createDispatcher(handlers, { host: 'browser', version: '9.9.9', dataDir: '/nonexistent', events } as unknown as AppContext);
  host = await startBrowserHost({ dispatch, events });
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
});
