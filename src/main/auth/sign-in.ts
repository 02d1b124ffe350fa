import * as oauth from 'oauth4webapi';
import type { SecretStore } from '../vault/keychain';
import { authorize } from './authorize';
import { discover, resourceIdentifier, type Discovered } from './discovery';
import { isGrantGone, signInAgain, toAuthError } from './errors';
import { requestOptions, type Transport } from './http';
import { decodeGrant, encodeGrant } from './stored-grant';

/**
 * OAuth 2.1 sign-in for a connection profile (integration-api.md, Authentication). The access
 * token lives in memory only; the refresh token lives in the keychain and is replaced there the
 * moment the server rotates it. `invalid_grant` means the connection is gone: the stored token
 * is deleted and the user is asked to sign in again.
 */
export interface OAuthProfile {
  id: string;
  previewBaseUrl: string;
  /** The client id from an earlier sign-in; null registers Quartermaster anew (refreshes use the id stored with the token). */
  oauthClientId: string | null;
}

export interface SignInResult {
  /** Store this on the profile: later sign-ins and refreshes use it. */
  clientId: string;
  /** The approving user, for attribution ("Signed in as ..."), when the server says. */
  user: string | null;
  scopes: string[];
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface OAuthSignInDeps {
  openExternal(url: string): Promise<void> | void;
  secrets: SecretStore;
  fetch?: typeof fetch;
  clientName: string;
  now?: () => number;
}

export interface OAuthSignIn {
  signIn(profile: OAuthProfile, opts?: { signal?: AbortSignal; timeoutMs?: number }): Promise<SignInResult>;
  /** A valid access token, refreshed when expired or not yet in memory; throws 'Sign in again'. */
  accessToken(profile: OAuthProfile): Promise<string>;
  /** Forces a refresh (after a 401); false when the user must sign in again. */
  refresh(profile: OAuthProfile): Promise<boolean>;
  signOut(profileId: string): Promise<void>;
}

interface Session {
  accessToken: string;
  expiresAt: number;
  user: string | null;
  scopes: string[];
  discovered: Discovered;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/** Refresh a little before expiry so a token does not run out between check and use. */
const EXPIRY_MARGIN_MS = 30_000;

export function createOAuthSignIn(deps: OAuthSignInDeps): OAuthSignIn {
  const now = deps.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const refreshing = new Map<string, Promise<boolean>>();
  const transport: Transport = { fetch: deps.fetch };

  const remember = async (profileId: string, clientId: string, discovered: Discovered, tokens: oauth.TokenEndpointResponse, user: string | null) => {
    // Rotation: the new refresh token replaces the spent one before anything else happens.
    if (tokens.refresh_token) {
      const grant = { refreshToken: tokens.refresh_token, issuer: discovered.as.issuer, resource: discovered.resource, clientId };
      await deps.secrets.set(profileId, 'oauthRefreshToken', encodeGrant(grant));
    }
    const session: Session = {
      accessToken: tokens.access_token,
      expiresAt: now() + (tokens.expires_in ?? 300) * 1000,
      user: typeof tokens.user === 'string' ? tokens.user : user,
      scopes: tokens.scope?.split(' ').filter(Boolean) ?? discovered.scopes,
      discovered,
    };
    sessions.set(profileId, session);
    return session;
  };

  const forget = async (profileId: string) => {
    sessions.delete(profileId);
    await deps.secrets.delete(profileId, 'oauthRefreshToken');
  };

  /** The in-memory session, if it belongs to the address the profile has now. */
  const sessionFor = (profile: OAuthProfile): Session | undefined => {
    const session = sessions.get(profile.id);
    return session?.discovered.resource === resourceIdentifier(profile.previewBaseUrl) ? session : undefined;
  };

  const runRefresh = async (profile: OAuthProfile): Promise<boolean> => {
    const previous = sessionFor(profile);
    const stored = decodeGrant(await deps.secrets.get(profile.id, 'oauthRefreshToken'));
    // A token bound to another address (the profile was edited) is never sent to the new one.
    if (!stored || stored.resource !== resourceIdentifier(profile.previewBaseUrl)) {
      await forget(profile.id);
      return false;
    }
    try {
      const discovered = previous?.discovered ?? (await discover(profile.previewBaseUrl, transport));
      if (discovered.as.issuer !== stored.issuer) {
        await forget(profile.id);
        return false;
      }
      const client = { client_id: stored.clientId };
      const response = await oauth.refreshTokenGrantRequest(discovered.as, client, oauth.None(), stored.refreshToken, {
        additionalParameters: { resource: discovered.resource },
        ...requestOptions<'POST', URLSearchParams>(discovered.as.token_endpoint, transport),
      });
      const tokens = await oauth.processRefreshTokenResponse(discovered.as, client, response);
      await remember(profile.id, stored.clientId, discovered, tokens, previous?.user ?? null);
      return true;
    } catch (error) {
      if (!isGrantGone(error)) throw toAuthError(error, 'token refresh');
      await forget(profile.id);
      return false;
    }
  };

  const refresh = (profile: OAuthProfile): Promise<boolean> => {
    // One refresh per profile at a time: a second one would present the spent token, which the
    // server answers by revoking the whole grant.
    let running = refreshing.get(profile.id);
    if (!running) {
      running = runRefresh(profile).finally(() => refreshing.delete(profile.id));
      refreshing.set(profile.id, running);
    }
    return running;
  };

  return {
    async signIn(profile, opts = {}) {
      const signInTransport: Transport = { ...transport, signal: opts.signal };
      try {
        const discovered = await discover(profile.previewBaseUrl, signInTransport);
        const { clientId, tokens } = await authorize({
          discovered,
          clientId: profile.oauthClientId,
          clientName: deps.clientName,
          openExternal: deps.openExternal,
          transport: signInTransport,
          timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        });
        const session = await remember(profile.id, clientId, discovered, tokens, null);
        return { clientId, user: session.user, scopes: session.scopes, accessToken: session.accessToken, expiresAt: session.expiresAt };
      } catch (error) {
        throw toAuthError(error, 'sign-in');
      }
    },

    async accessToken(profile) {
      const session = sessionFor(profile);
      if (session && session.expiresAt - EXPIRY_MARGIN_MS > now()) return session.accessToken;
      if (!(await refresh(profile))) throw signInAgain();
      const fresh = sessionFor(profile);
      if (!fresh) throw signInAgain();
      return fresh.accessToken;
    },

    refresh,

    async signOut(profileId) {
      const session = sessions.get(profileId);
      const stored = decodeGrant(await deps.secrets.get(profileId, 'oauthRefreshToken'));
      await forget(profileId);
      // Best effort (RFC 7009): the local sign-out stands even if the server cannot be told.
      const endpoint = session?.discovered.as.revocation_endpoint;
      if (session && stored && endpoint && stored.issuer === session.discovered.as.issuer) {
        const client = { client_id: stored.clientId };
        await oauth
          .revocationRequest(session.discovered.as, client, oauth.None(), stored.refreshToken, requestOptions<'POST', URLSearchParams>(endpoint, transport))
          .then((response) => oauth.processRevocationResponse(response))
          .catch(() => undefined);
      }
    },
  };
}
