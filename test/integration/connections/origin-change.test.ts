import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../../src/main/create-app';
import type { SecretStore } from '../../../src/main/vault/keychain';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import type { Profile } from '../../../src/shared/contract/connections';
import { startMemoryCore, type MemoryCore } from '../app/memory-core';

/** Secrets stay with the server they were given for. */
let sandbox: SandboxHandle;
let core: AppCore;
let other: Server;
let otherUrl: string;
/** Every request the second server saw, with whether it carried a key or a bearer token. */
const seenByOther: { url: string; apiKey: boolean; bearer: boolean }[] = [];
let secrets: SecretStore;
let call: MemoryCore['call'];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  other = createServer((req, res) => {
    seenByOther.push({ url: req.url ?? '', apiKey: req.headers['x-api-key'] !== undefined, bearer: /^bearer /i.test(req.headers.authorization ?? '') });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[],"totalCount":0,"page":1,"pageSize":1,"totalPages":0}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  ({ core, secrets, call } = await startMemoryCore());
}, 60_000);

afterAll(async () => {
  await core?.close?.();
  await sandbox?.close();
  other?.closeAllConnections();
  await new Promise((resolve) => other?.close(resolve));
});

async function profileWithSecrets(name: string): Promise<Profile> {
  const input = {
    name,
    previewBaseUrl: sandbox.previewUrl,
    ecomBaseUrl: sandbox.ecomUrl,
    tenantId: sandbox.tenantId,
    defaultChannel: sandbox.channels[0]!.code,
  };
  const profile = await call<Profile>('connections.save', input);
  await call('connections.setApiKey', { id: profile.id, apiKey: sandbox.apiKeys.all });
  await secrets.set(profile.id, 'oauthRefreshToken', JSON.stringify({ v: 1, refreshToken: 'rt-secret', issuer: sandbox.origin, clientId: 'c1' }));
  await secrets.set(profile.id, `adminPreviewToken:${sandbox.channels[0]!.code}`, 'qmap_0123456789abcdef');
  return profile;
}

describe('a profile moved to another server', () => {
  it('sends the old API key nowhere new: the second server sees requests, none with X-Api-Key', async () => {
    const profile = await profileWithSecrets('Moves its integration interface');
    const moved = await call<Profile>('connections.save', { ...profile, previewBaseUrl: `${otherUrl}/preview`, callsPerMinute: undefined });
    await call('connections.activate', { id: profile.id });
    const test = await core.dispatch('connections.test', { id: profile.id });
    const orders = await core.dispatch('purchasing.orders', {});
    expect([test.ok, orders.ok]).toEqual([true, false]);
    expect(seenByOther.filter((r) => r.apiKey || r.bearer)).toEqual([]);
    expect(moved.auth).toBe('none');
  });

  it('forgets the key, the OAuth refresh token and the admin-preview tokens when either interface moves', async () => {
    const profile = await profileWithSecrets('Moves its storefront interface');
    await call<Profile>('connections.save', { ...profile, ecomBaseUrl: `${otherUrl}/ecom`, callsPerMinute: undefined });
    expect(await secrets.get(profile.id, 'apiKey')).toBeNull();
    expect(await secrets.get(profile.id, 'oauthRefreshToken')).toBeNull();
    expect(await secrets.get(profile.id, `adminPreviewToken:${sandbox.channels[0]!.code}`)).toBeNull();
  });

  it('keeps the secrets when only the name or the path on the same server changes', async () => {
    const profile = await profileWithSecrets('Stays on its server');
    const renamed = await call<Profile>('connections.save', {
      ...profile,
      name: 'Stays, renamed',
      previewBaseUrl: `${sandbox.previewUrl}/`,
      callsPerMinute: undefined,
    });
    expect(renamed.auth).toBe('apiKey');
    expect(await secrets.get(profile.id, 'apiKey')).toBe(sandbox.apiKeys.all);
    expect(await secrets.get(profile.id, 'oauthRefreshToken')).not.toBeNull();
  });
});
