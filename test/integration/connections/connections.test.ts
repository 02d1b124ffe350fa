import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import type { Profile } from '../../../src/shared/contract/connections';
import { keychainReachable, startHarness, type Harness } from './support';

let sandbox: SandboxHandle;
let h: Harness;
let skipReason: string | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  h = await startHarness();
  skipReason = await keychainReachable(h.secrets);
  if (skipReason) console.log(`Connection tests that store keys are skipped: no OS keychain here (${skipReason}).`);
});

afterAll(async () => {
  await h?.core.close();
  await sandbox?.close();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const profileInput = () => ({
  name: `Sandbox ${Math.random().toString(36).slice(2, 8)}`,
  previewBaseUrl: sandbox.previewUrl,
  ecomBaseUrl: sandbox.ecomUrl,
  tenantId: sandbox.tenantId,
  defaultChannel: sandbox.channels[0]!.code,
});

describe('connection profiles', () => {
  it('always lists the Demo profile, pointing at the embedded sandbox, and starts on it', async () => {
    const { profiles } = await h.call<{ profiles: Profile[] }>('connections.list');
    const demo = profiles.find((p) => p.isDemo)!;
    expect(demo).toMatchObject({ name: 'Demo', environment: 'TEST', isActive: true });
    expect(demo.previewBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/preview$/);
    const status = await h.call<{ state: string; profile: { name: string } }>('app.connectionStatus');
    expect(status).toMatchObject({ state: 'connected', profile: { name: 'Demo' } });
  });

  it('refuses a bad profile with a message naming each field', async () => {
    const result = await h.raw('connections.save', { name: '', previewBaseUrl: 'ftp://x', ecomBaseUrl: 'not a url', tenantId: '123', defaultChannel: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = [...new Set(result.error.fieldErrors.map((f) => f.field))].sort();
    expect(fields).toEqual(['ecomBaseUrl', 'name', 'previewBaseUrl', 'tenantId']);
  });

  it('finds a tenant from a storefront domain', async () => {
    const info = (await fetch(`${sandbox.origin}/_sandbox/info`).then((r) => r.json())) as { channels: { storefrontDomain: string }[] };
    const known = info.channels[0]!.storefrontDomain;
    expect(known, 'the sandbox lists its storefront domains in /_sandbox/info').toBeTruthy();
    const found = await h.call<{ tenantId: string; channelCode: string }>('connections.resolveTenant', { ecomBaseUrl: sandbox.ecomUrl, domain: known });
    expect(found.tenantId).toBe(sandbox.tenantId);
    const unknown = await h.raw('connections.resolveTenant', { ecomBaseUrl: sandbox.ecomUrl, domain: 'nobody.example' });
    expect(unknown).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'domain' }] } });
  });

  it('keeps the API key in the OS keychain and nowhere in files, logs or IPC traffic', async (ctx) => {
    if (skipReason) ctx.skip();
    const saved = await h.call<Profile>('connections.save', profileInput());
    const withKey = await h.call<Profile>('connections.setApiKey', { id: saved.id, apiKey: sandbox.apiKeys.test });
    expect(withKey).toMatchObject({ auth: 'apiKey', environment: 'TEST' });
    expect(JSON.stringify(withKey)).not.toContain(sandbox.apiKeys.test);

    const inKeychain = execFileSync('secret-tool', ['lookup', 'service', h.keychainService, 'account', `${saved.id}:apiKey`], { encoding: 'utf8' });
    expect(inKeychain.trim()).toBe(sandbox.apiKeys.test);

    await h.call('connections.activate', { id: saved.id });
    const report = await h.call<{ preview: { ok: boolean }; ecom: { ok: boolean } }>('connections.test', { id: saved.id });
    expect(report.preview.ok).toBe(true);
    expect(report.ecom.ok).toBe(true);

    for (const file of filesUnder(h.dataDir)) expect(readFileSync(file, 'utf8'), file).not.toContain(sandbox.apiKeys.test);
    // The key crosses IPC once, typed by the user into main; nothing main sends back carries it.
    for (const message of h.responses) expect(message).not.toContain(sandbox.apiKeys.test);
  });

  it('shows a LIVE key as LIVE', async (ctx) => {
    if (skipReason) ctx.skip();
    const saved = await h.call<Profile>('connections.save', profileInput());
    const live = await h.call<Profile>('connections.setApiKey', { id: saved.id, apiKey: sandbox.apiKeys.live });
    expect(live.environment).toBe('LIVE');
  });

  it('deleting a profile deletes its secrets from the keychain', async (ctx) => {
    if (skipReason) ctx.skip();
    const saved = await h.call<Profile>('connections.save', profileInput());
    await h.call('connections.setApiKey', { id: saved.id, apiKey: sandbox.apiKeys.test });
    expect(await h.secrets.get(saved.id, 'apiKey')).toBe(sandbox.apiKeys.test);
    await h.call('connections.delete', { id: saved.id });
    expect(await h.secrets.get(saved.id, 'apiKey')).toBeNull();
    const { profiles } = await h.call<{ profiles: Profile[] }>('connections.list');
    expect(profiles.find((p) => p.id === saved.id)).toBeUndefined();
  });

  it('learns the scopes of a read-only key and reports writes as not allowed', async (ctx) => {
    if (skipReason) ctx.skip();
    const saved = await h.call<Profile>('connections.save', profileInput());
    await h.call('connections.setApiKey', { id: saved.id, apiKey: sandbox.apiKeys.readOnly });
    await h.call('connections.activate', { id: saved.id });
    const report = await h.call<{ capabilities: { grantedScopes: string[] | null; tags: Record<string, { read: boolean; write: boolean }> } }>(
      'connections.test',
      { id: saved.id },
    );
    expect(report.capabilities.tags.inventory).toEqual({ read: true, write: false });
    expect(report.capabilities.tags['purchase-orders']).toEqual({ read: true, write: false });
    const caps = await h.call<{ tags: Record<string, { write: boolean }> }>('connections.capabilities');
    expect(caps.tags.inventory!.write).toBe(false);
    // Probing writes nothing in the ERP.
    const ledger = sandbox.ledger.entries();
    expect(ledger.filter((e: { status: number }) => e.status < 300)).toHaveLength(0);
  });

  it('the Demo profile cannot be given another key', async () => {
    expect(await h.raw('connections.setApiKey', { id: 'demo', apiKey: 'svc_test_sk_abcdefghij' })).toMatchObject({ ok: false });
  });
});
