import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychainStore } from '../../../src/main/vault/keychain';

/**
 * Runs against the real OS keychain (a Secret Service on Linux). CI provides one
 * (gnome-keyring in a D-Bus session) and sets QM_REQUIRE_KEYCHAIN=1 so a missing keychain
 * fails there; elsewhere these tests are skipped with the reason printed.
 */
const service = `Quartermaster-test-${randomUUID()}`;
const store = createKeychainStore(service);
let reachable = true;
let reason = '';

beforeAll(async () => {
  try {
    await store.probe();
  } catch (error) {
    reachable = false;
    reason = (error as Error).message;
    if (process.env.QM_REQUIRE_KEYCHAIN === '1') throw error;
    console.log(`Keychain tests skipped: no OS keychain is reachable here (${reason}).`);
  }
});

afterAll(async () => {
  if (reachable) await store.deleteAll('profile-a');
});

describe('OS keychain', () => {
  it('stores, reads and deletes a secret per profile and kind', async (ctx) => {
    if (!reachable) ctx.skip();
    await store.set('profile-a', 'apiKey', 'svc_test_sk_keychainroundtrip1');
    expect(await store.get('profile-a', 'apiKey')).toBe('svc_test_sk_keychainroundtrip1');
    expect(await store.get('profile-a', 'oauthRefreshToken')).toBeNull();
    expect(await store.delete('profile-a', 'apiKey')).toBe(true);
    expect(await store.get('profile-a', 'apiKey')).toBeNull();
  });

  it('puts the secret in the Secret Service, where secret-tool finds it', async (ctx) => {
    if (!reachable) ctx.skip();
    await store.set('profile-a', 'apiKey', 'svc_test_sk_visibletosecrettool');
    const found = execFileSync('secret-tool', ['lookup', 'service', service, 'account', 'profile-a:apiKey'], { encoding: 'utf8' });
    expect(found.trim()).toBe('svc_test_sk_visibletosecrettool');
  });

  it('deleteAll removes every kind of secret of a profile', async (ctx) => {
    if (!reachable) ctx.skip();
    await store.set('profile-a', 'apiKey', 'svc_test_sk_one11111');
    await store.set('profile-a', 'oauthRefreshToken', 'refresh-two');
    await store.deleteAll('profile-a');
    expect(await store.get('profile-a', 'apiKey')).toBeNull();
    expect(await store.get('profile-a', 'oauthRefreshToken')).toBeNull();
  });
});

describe('without a keychain', () => {
  it('refuses to store a secret and says why, instead of falling back to a file', () => {
    // libsecret keeps its D-Bus connection for the life of a process, so try from a fresh one
    // whose session bus does not exist.
    const script = `
      import { createKeychainStore } from './src/main/vault/keychain.ts';
      try { await createKeychainStore('Quartermaster-offline').set('p', 'apiKey', 'svc_test_sk_neverstored1'); console.log('STORED'); }
      catch (e) { console.log(JSON.stringify(e.data)); }`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/qm-test-bus', DISPLAY: '' },
    });
    expect(out).not.toContain('STORED');
    const data = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(data.kind).toBe('keychain');
    expect(data.title).toBe('The system keychain cannot be reached');
    expect(data.detail).toMatch(/will not store them anywhere else/);
  });
});
