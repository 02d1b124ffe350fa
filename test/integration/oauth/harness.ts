import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import { createOAuthSignIn, type OAuthProfile, type OAuthSignIn } from '../../../src/main/auth';
import { createMemorySecretStore, type SecretStore } from '../../../src/main/vault/keychain';
import { HeadlessBrowser } from './browser';

/** A sandbox, a profile pointing at it, and the app's sign-in wired to a headless browser. */
export interface OAuthRig {
  sandbox: SandboxHandle;
  secrets: SecretStore;
  profile: OAuthProfile;
  browser: HeadlessBrowser;
  auth: OAuthSignIn;
  /** A second instance on the same keychain: the app after a restart. */
  restart(): OAuthSignIn;
}

export async function startRig(user = 'anna.admin', sandbox?: SandboxHandle): Promise<OAuthRig> {
  const sb = sandbox ?? (await startSandbox({ port: 0 }));
  const secrets = createMemorySecretStore();
  const browser = new HeadlessBrowser(user);
  const make = () => createOAuthSignIn({ openExternal: browser.open, secrets, clientName: 'Quartermaster tests' });
  return {
    sandbox: sb,
    secrets,
    profile: { id: `p-${user}`, previewBaseUrl: sb.previewUrl, oauthClientId: null },
    browser,
    auth: make(),
    restart: make,
  };
}

/** The refresh token inside the keychain entry (stored with its issuer, resource and client id). */
export async function storedRefreshToken(secrets: SecretStore, profileId: string): Promise<string | null> {
  const raw = await secrets.get(profileId, 'oauthRefreshToken');
  return raw ? (JSON.parse(raw) as { refreshToken: string }).refreshToken : null;
}

export function preview(sandbox: SandboxHandle, path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${sandbox.origin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
}

export async function registerClient(origin: string, metadata: Record<string, unknown> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Test client', redirect_uris: ['http://127.0.0.1/callback'], ...metadata }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
