import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import { createOAuthSignIn } from '../../../src/main/auth';
import { createMemorySecretStore } from '../../../src/main/vault/keychain';
import { HeadlessBrowser } from './browser';
import { preview, startRig } from './harness';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

describe('OAuth sign-in (code + PKCE, loopback redirect) against the sandbox', () => {
  it('registers a public client, signs in through the browser and keeps only the refresh token in the keychain', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const result = await rig.auth.signIn(rig.profile);

    expect(result.clientId).toMatch(/\S{10,}/);
    expect(result.user).toBe('anna.admin');
    expect(result.scopes.sort()).toEqual(['preview:read', 'preview:write']);
    expect(result.expiresAt).toBeGreaterThan(Date.now() + 60_000);
    const stored = JSON.parse((await rig.secrets.get(rig.profile.id, 'oauthRefreshToken')) ?? 'null') as Record<string, string>;
    expect(stored).toMatchObject({ issuer: sandbox.origin, resource: sandbox.previewUrl, clientId: result.clientId });
    expect(stored.refreshToken).toMatch(/\S{20,}/);
    expect(stored.refreshToken).not.toBe(result.accessToken);
    expect(JSON.stringify(stored)).not.toContain(result.accessToken);

    // The browser went: authorize -> sign-in page -> authorize resume -> the app's loopback listener.
    const last = rig.browser.visited.at(-1) ?? '';
    expect(new URL(last).hostname).toBe('127.0.0.1');
    expect(new URL(last).pathname).toBe('/callback');
    expect(new URL(last).port).not.toBe(new URL(sandbox.origin).port);
    expect(rig.browser.signInPage?.html).toContain('Quartermaster tests');

    const items = await preview(sandbox, '/preview/items?pageSize=1', await rig.auth.accessToken(rig.profile));
    expect(items.status).toBe(200);
  });

  it('reuses a registered client id and tells the loopback page to close', async () => {
    const rig = await startRig('rita.readonly', sandbox);
    const first = await rig.auth.signIn(rig.profile);
    const browser = new HeadlessBrowser('rita.readonly');
    let callbackPage = '';
    const auth = createOAuthSignIn({
      secrets: rig.secrets,
      clientName: 'Quartermaster tests',
      openExternal: async (url) => {
        callbackPage = (await browser.authorize(url)).body;
      },
    });
    const second = await auth.signIn({ ...rig.profile, oauthClientId: first.clientId });
    expect(second.clientId).toBe(first.clientId);
    expect(callbackPage).toContain('You can close this window');
  });

  it('registers anew when the remembered client id is unknown to the server (sandbox restarted)', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const result = await rig.auth.signIn({ ...rig.profile, oauthClientId: 'forgotten-client' });
    expect(result.clientId).not.toBe('forgotten-client');
    expect(result.user).toBe('anna.admin');
  });

  it('reports a sign-in cancelled in the browser as cancelled, and stores nothing', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const browser = new HeadlessBrowser('anna.admin', 'demo', 'deny');
    const auth = createOAuthSignIn({ secrets: rig.secrets, clientName: 'Quartermaster tests', openExternal: browser.open });
    const error = await auth.signIn(rig.profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('cancelled');
    expect(await rig.secrets.get(rig.profile.id, 'oauthRefreshToken')).toBeNull();
  });

  it('gives a clear timeout when the browser never comes back, and honours cancellation', async () => {
    const secrets = createMemorySecretStore();
    const profile = { id: 'p-idle', previewBaseUrl: sandbox.previewUrl, oauthClientId: null };
    const idle = createOAuthSignIn({ secrets, clientName: 'Quartermaster tests', openExternal: () => undefined });
    const timedOut = await idle.signIn(profile, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect((timedOut as AppError).kind).toBe('auth');
    expect((timedOut as AppError).data.title).toBe('Sign-in timed out');

    const controller = new AbortController();
    const cancelling = createOAuthSignIn({ secrets, clientName: 'Quartermaster tests', openExternal: () => controller.abort() });
    const cancelled = await cancelling.signIn(profile, { signal: controller.signal }).catch((e: unknown) => e);
    expect((cancelled as AppError).kind).toBe('cancelled');
  });

  it('says plainly when an ERP offers no sign-in (no resource metadata)', async () => {
    const secrets = createMemorySecretStore();
    const auth = createOAuthSignIn({ secrets, clientName: 'Quartermaster tests', openExternal: () => undefined });
    const error = await auth.signIn({ id: 'p-none', previewBaseUrl: `${sandbox.origin}/elsewhere/preview`, oauthClientId: null }).catch((e: unknown) => e);
    expect((error as AppError).kind).toBe('auth');
    expect((error as AppError).data.title).toBe('This ERP does not offer sign-in');
  });

  it('refuses plain http to a host that is not this computer', async () => {
    const secrets = createMemorySecretStore();
    let opened = false;
    const auth = createOAuthSignIn({ secrets, clientName: 'Quartermaster tests', openExternal: () => void (opened = true) });
    const error = await auth.signIn({ id: 'p-remote', previewBaseUrl: 'http://erp.invalid/preview', oauthClientId: null }).catch((e: unknown) => e);
    expect((error as AppError).data.title).toBe('Sign-in needs HTTPS');
    expect(opened).toBe(false);
  });
});
