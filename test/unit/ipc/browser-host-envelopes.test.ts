import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startBrowserHost, type BrowserHost } from '../../../src/main/hosts/browser-host';
import { createDispatcher } from '../../../src/main/hosts/dispatcher';
import { handlers } from '../../../src/main/services';
import { EventHub } from '../../../src/main/events';
import type { AppContext } from '../../../src/main/context';
import { callNames } from '../../../src/shared/contract';
import { appErrorSchema } from '../../../src/shared/errors';

/** Every answer of the browser host is the contract's envelope, refusals included. */
let host: BrowserHost;
beforeAll(async () => {
  const dispatch = createDispatcher(handlers, { host: 'browser', version: '9.9.9', dataDir: '/nonexistent', events: new EventHub() } as unknown as AppContext);
  host = await startBrowserHost({ dispatch, events: new EventHub() });
});
afterAll(() => host.close());

async function send(name: string, body: string | undefined, contentType: string | undefined) {
  const res = await request(`${host.origin}/api/call/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'x-qm-token': host.token, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(body !== undefined ? { body } : {}),
  });
  return { status: res.statusCode, text: await res.body.text() };
}

function refusalIn(text: string) {
  const body = JSON.parse(text) as { ok: unknown; error?: unknown };
  expect(body.ok).toBe(false);
  return appErrorSchema.parse(body.error);
}

describe('refusals of the browser host', () => {
  it('answers malformed JSON with an envelope saying so', async () => {
    const res = await send('app.info', '{"a":', 'application/json');
    expect(res.status).toBe(400);
    expect(refusalIn(res.text)).toMatchObject({ kind: 'validation', title: 'The call input is not valid JSON' });
  });

  it('answers __proto__ and constructor keys with an envelope naming them', async () => {
    for (const body of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const res = await send('app.info', body, 'application/json');
      expect(res.status).toBe(400);
      expect(refusalIn(res.text)).toMatchObject({ kind: 'validation', detail: expect.stringContaining('__proto__ or constructor') });
    }
  });

  it('answers a form body and a body without content type with an envelope asking for JSON', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', undefined]) {
      const res = await send('app.info', 'a=1', contentType);
      expect(res.status).toBe(415);
      expect(refusalIn(res.text)).toMatchObject({ kind: 'validation', title: 'A call takes its input as JSON' });
    }
  });

  it('answers a 5,000-character call name with an envelope that does not repeat it', async () => {
    const res = await send('x'.repeat(5000), '{}', 'application/json');
    expect(res.status).toBe(404);
    expect(refusalIn(res.text)).toMatchObject({ kind: 'notFound', title: 'Unknown call' });
    expect(res.text.length).toBeLessThan(500);
  });

  it('answers a missing token with an envelope', async () => {
    const res = await request(`${host.origin}/api/call/app.info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.statusCode).toBe(401);
    expect(refusalIn(await res.body.text())).toMatchObject({ kind: 'auth' });
  });
});

/** A few hostile inputs for every call of the contract: each answer is an envelope, and good calls answer afterwards. */
const fuzzBodies = ['null', '[]', '"text"', '12', '{"id":{"$gt":""},"operationId":"x"}', `{"name":"${'é'.repeat(3000)}"}`, '{"__proto__":1}', '{'];

describe('a short fuzz of the whole contract', () => {
  it('answers every call with an envelope for every hostile input, then still serves a good call', async () => {
    const notEnvelopes: string[] = [];
    for (const name of callNames) {
      for (const body of fuzzBodies) {
        const res = await send(name, body, 'application/json');
        const parsed = (() => {
          try {
            return JSON.parse(res.text) as { ok?: unknown; error?: unknown };
          } catch {
            return undefined;
          }
        })();
        const envelope = parsed?.ok === true || (parsed?.ok === false && appErrorSchema.safeParse(parsed.error).success);
        if (!envelope) notEnvelopes.push(`${name} ${body.slice(0, 30)} -> ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(notEnvelopes).toEqual([]);
    const good = await send('app.info', '{}', 'application/json');
    expect(JSON.parse(good.text)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
  }, 60_000);
});
