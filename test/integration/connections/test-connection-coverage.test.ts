import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ONLY_SCOPES, SCOPE_TAGS } from '../../../src/sandbox/seed/keys';
import type { Capabilities, Profile } from '../../../src/shared/contract/connections';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import { keychainReachable, startHarness, type Harness } from './support';

let sandbox: SandboxHandle;
let h: Harness;
let skipReason: string | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  h = await startHarness();
  skipReason = await keychainReachable(h.secrets);
});

afterAll(async () => {
  await h?.core.close();
  await sandbox?.close();
});

async function keyWith(name: string, scopes: string[]): Promise<string> {
  const res = await fetch(`${sandbox.origin}/_sandbox/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, scopes }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

async function testConnection(apiKey: string): Promise<Capabilities> {
  const saved = await h.call<Profile>('connections.save', {
    name: `Coverage ${Math.random().toString(36).slice(2, 8)}`,
    previewBaseUrl: sandbox.previewUrl,
    ecomBaseUrl: sandbox.ecomUrl,
    tenantId: sandbox.tenantId,
    defaultChannel: sandbox.channels[0]!.code,
  });
  await h.call('connections.setApiKey', { id: saved.id, apiKey });
  await h.call('connections.activate', { id: saved.id });
  return (await h.call<{ capabilities: Capabilities }>('connections.test', { id: saved.id })).capabilities;
}

const successfulWrites = () => sandbox.ledger.entries().filter((e: { status: number; method?: string }) => e.status < 300 && e.method !== 'GET');

describe('"Test connection" covers every workspace', () => {
  it('lists Media, content pages and tickets for a read-only key', async (ctx) => {
    if (skipReason) ctx.skip();
    const caps = await testConnection(sandbox.apiKeys.readOnly);
    for (const tag of ['media', 'content-pages', 'tickets']) expect(caps.tags[tag], tag).toEqual({ read: true, write: false });
  });

  it('finds the one missing write scope of Media by probing, and writes nothing', async (ctx) => {
    if (skipReason) ctx.skip();
    const before = successfulWrites().length;
    const allButMediaWrite = [...READ_ONLY_SCOPES, ...SCOPE_TAGS.filter((t) => t !== 'media').map((t) => `${t}:write`)];
    const caps = await testConnection(await keyWith('all-but-media-write', allButMediaWrite));
    expect(caps.tags.media).toEqual({ read: true, write: false });
    expect(caps.tags['content-pages']).toEqual({ read: true, write: true });
    expect(successfulWrites()).toHaveLength(before);
  });

  it('probes every write of an unrestricted key without creating anything', async (ctx) => {
    if (skipReason) ctx.skip();
    const before = successfulWrites().length;
    const caps = await testConnection(sandbox.apiKeys.legacy);
    expect(caps.grantedScopes).toBeNull();
    expect(caps.tags.media).toEqual({ read: true, write: true });
    expect(caps.tags['content-pages']).toEqual({ read: true, write: true });
    expect(successfulWrites()).toHaveLength(before);
  });
});
