import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import { createOAuthSignIn } from '../../../src/main/auth';
import { preview, startRig, storedRefreshToken } from './harness';

/** Each test gets its own sandbox: revocation and reuse detection act on every grant. */
let sandbox: SandboxHandle;
beforeEach(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterEach(async () => {
  await sandbox.close();
});

async function refreshRaw(clientId: string, refreshToken: string): Promise<{ status: number; error?: string }> {
  const response = await fetch(`${sandbox.origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }),
  });
  return { status: response.status, error: ((await response.json()) as { error?: string }).error };
}

describe('refresh-token rotation', () => {
  it('replaces the stored refresh token at every refresh; the spent one gets invalid_grant', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const signedIn = await rig.auth.signIn(rig.profile);
    const profile = { ...rig.profile, oauthClientId: signedIn.clientId };
    const spent = await storedRefreshToken(rig.secrets, profile.id);

    expect(await rig.auth.refresh(profile)).toBe(true);
    const current = await storedRefreshToken(rig.secrets, profile.id);
    expect(current).toMatch(/\S{20,}/);
    expect(current).not.toBe(spent);
    const fresh = await rig.auth.accessToken(profile);
    expect(fresh).not.toBe(signedIn.accessToken);
    expect((await preview(sandbox, '/preview/items?pageSize=1', fresh)).status).toBe(200);

    const reuse = await refreshRaw(signedIn.clientId, spent ?? '');
    expect(reuse).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('after a restart, refreshes from the keychain once even when many calls ask at the same time', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const signedIn = await rig.auth.signIn(rig.profile);
    const profile = { ...rig.profile, oauthClientId: signedIn.clientId };
    const before = await storedRefreshToken(rig.secrets, profile.id);

    const restarted = rig.restart();
    // A second refresh in parallel would present a spent token and get the grant revoked.
    const tokens = await Promise.all(Array.from({ length: 5 }, () => restarted.accessToken(profile)));
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(signedIn.accessToken);
    expect(await storedRefreshToken(rig.secrets, profile.id)).not.toBe(before);
    expect((await preview(sandbox, '/preview/items?pageSize=1', tokens[0] ?? '')).status).toBe(200);
  });

  it('refreshes an access token that has expired in memory', async () => {
    const rig = await startRig('anna.admin', sandbox);
    let offset = 0;
    const auth = createOAuthSignIn({ secrets: rig.secrets, clientName: 'Quartermaster tests', openExternal: rig.browser.open, now: () => Date.now() + offset });
    const signedIn = await auth.signIn(rig.profile);
    const profile = { ...rig.profile, oauthClientId: signedIn.clientId };
    expect(await auth.accessToken(profile)).toBe(signedIn.accessToken);
    offset = signedIn.expiresAt - Date.now();
    expect(await auth.accessToken(profile)).not.toBe(signedIn.accessToken);
  });

  it('treats the reuse of a spent refresh token as theft: the whole connection ends', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const signedIn = await rig.auth.signIn(rig.profile);
    const profile = { ...rig.profile, oauthClientId: signedIn.clientId };
    const spent = await storedRefreshToken(rig.secrets, profile.id);
    await rig.auth.refresh(profile);
    await refreshRaw(signedIn.clientId, spent ?? '');

    expect(await rig.auth.refresh(profile)).toBe(false);
    expect(await storedRefreshToken(rig.secrets, profile.id)).toBeNull();
  });

  it('never sends the refresh token to another address after the profile was edited', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const requests: string[] = [];
    const auth = createOAuthSignIn({
      secrets: rig.secrets,
      clientName: 'Quartermaster tests',
      openExternal: rig.browser.open,
      fetch: (input, init) => {
        requests.push(String(input));
        return fetch(input, init);
      },
    });
    const signedIn = await auth.signIn(rig.profile);
    requests.length = 0;
    const moved = { ...rig.profile, oauthClientId: signedIn.clientId, previewBaseUrl: 'http://127.0.0.1:9/preview' };
    await expect(auth.accessToken(moved)).rejects.toThrow('Sign in again');
    expect(requests).toEqual([]);
    expect(await rig.secrets.get(rig.profile.id, 'oauthRefreshToken')).toBeNull();
  });
});

describe('revocation', () => {
  it('turns into 401 at the ERP, a failed refresh, and "Sign in again" for the user', async () => {
    const rig = await startRig('will.warehouse', sandbox);
    const signedIn = await rig.auth.signIn(rig.profile);
    const profile = { ...rig.profile, oauthClientId: signedIn.clientId };
    const accessToken = await rig.auth.accessToken(profile);
    expect((await preview(sandbox, '/preview/items?pageSize=1', accessToken)).status).toBe(200);

    const revoked = await fetch(`${sandbox.origin}/_sandbox/oauth/revoke-all`, { method: 'POST' });
    expect(await revoked.json()).toEqual({ revokedGrants: 1 });
    const again = await fetch(`${sandbox.origin}/_sandbox/oauth/revoke-all`, { method: 'POST' });
    expect(await again.json()).toEqual({ revokedGrants: 0 });

    const after = await preview(sandbox, '/preview/items?pageSize=1', accessToken);
    expect(after.status).toBe(401);
    expect(await rig.auth.refresh(profile)).toBe(false);
    expect(await storedRefreshToken(rig.secrets, profile.id)).toBeNull();

    const error = await rig.auth.accessToken(profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('auth');
    expect((error as AppError).data.title).toBe('Sign in again');
    expect((error as AppError).data.detail).toMatch(/sign in again/i);
  });

  it('signs out: the refresh token leaves the keychain and stops working at the server', async () => {
    const rig = await startRig('anna.admin', sandbox);
    const signedIn = await rig.auth.signIn(rig.profile);
    const stored = await storedRefreshToken(rig.secrets, rig.profile.id);
    await rig.auth.signOut(rig.profile.id);
    expect(await rig.secrets.get(rig.profile.id, 'oauthRefreshToken')).toBeNull();
    expect((await refreshRaw(signedIn.clientId, stored ?? '')).error).toBe('invalid_grant');
    await expect(rig.auth.accessToken({ ...rig.profile, oauthClientId: signedIn.clientId })).rejects.toThrow('Sign in again');
  });
});
