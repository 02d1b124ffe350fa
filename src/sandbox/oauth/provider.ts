import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { errors, interactionPolicy, Provider, type KoaContextWithOIDC } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { PAGE_CSP, renderError } from './sign-in-page';
import { findUser } from './users';

/** The scopes of /preview for OAuth connections (integration-api.md, Scopes). */
export const PREVIEW_SCOPES = ['preview:read', 'preview:write'] as const;
export const ACCESS_TOKEN_TTL = 600;

export interface ProviderSettings {
  origin: string;
  /** The only resource indicator the server issues tokens for: `{origin}/preview`. */
  resource: string;
}

/** A prompt check that makes every authorisation show the sign-in page, so users can switch. */
function signInEveryTime(): ReturnType<typeof interactionPolicy.base> {
  const policy = interactionPolicy.base();
  const check = new interactionPolicy.Check('sign_in_each_time', 'The sandbox asks for the user at every sign-in', 'login_required', (ctx) =>
    ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
  );
  policy.get('login')?.checks.add(check);
  return policy;
}

/**
 * oidc-provider configured as the ERP's authorisation server: public clients only (no secret,
 * PKCE S256 always), open dynamic registration, loopback redirects on any port (native
 * clients, RFC 8252), one resource (`/preview`, RFC 8707) with opaque access tokens, and
 * refresh tokens that rotate at every use. Keys and state live in memory for one run.
 */
export function createProvider({ origin, resource }: ProviderSettings): Provider {
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(origin, {
    adapter: createMemoryAdapter(),
    jwks: { keys: [{ ...signingKey, alg: 'ES256', use: 'sig', kid: 'sandbox-1' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
      registration: '/oauth/register',
      revocation: '/oauth/revoke',
      pushed_authorization_request: '/oauth/par',
      jwks: '/oauth/jwks',
      userinfo: '/oauth/userinfo',
      end_session: '/oauth/session/end',
      introspection: '/oauth/introspect',
      code_verification: '/oauth/device',
      device_authorization: '/oauth/device/auth',
      backchannel_authentication: '/oauth/backchannel',
      challenge: '/oauth/challenge',
      credential: '/oauth/credential',
    },
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    clientDefaults: {
      application_type: 'native',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'ES256',
    },
    features: {
      devInteractions: { enabled: false },
      // Open registration of public clients: a client that omits its auth method gets `none`
      // (clientDefaults) and the library would still mint a secret for it; none is ever made.
      registration: { enabled: true, initialAccessToken: false, secretFactory: () => undefined },
      // A client may revoke only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => undefined,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget(`This server issues tokens only for ${resource}.`);
          return { scope: PREVIEW_SCOPES.join(' '), audience: resource, accessTokenFormat: 'opaque', accessTokenTTL: ACCESS_TOKEN_TTL };
        },
      },
    },
    pkce: { required: () => true },
    // Refresh tokens for every grant (no offline_access needed), rotated at every use; the
    // library revokes the whole grant when a spent one is presented again.
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: () => false,
    ttl: { AccessToken: ACCESS_TOKEN_TTL, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 14 * 86400, RefreshToken: 14 * 86400 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oauth/interaction/${interaction.uid}`, policy: signInEveryTime() },
    findAccount: (_ctx: unknown, id: string) => {
      const user = findUser(id);
      return user ? { accountId: user.id, claims: () => ({ sub: user.id, name: user.name }) } : undefined;
    },
    renderError: (ctx: KoaContextWithOIDC & { type: string; set(name: string, value: string): void }, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', PAGE_CSP);
      ctx.body = renderError('Sign-in cannot continue', `${out.error_description ?? ''} (${out.error ?? 'error'})`.trim());
    },
  });
  // The metadata lists the resource's scopes too, so a client sees what it may ask for. They are
  // resource scopes (granted per resource indicator), not OIDC scopes: the library's own list
  // (the `scopes` setting) would treat them as the latter and grant them wrongly.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'discovery' && ctx.body && typeof ctx.body === 'object') {
      const body = ctx.body as { scopes_supported?: string[] };
      body.scopes_supported = [...new Set([...(body.scopes_supported ?? []), ...PREVIEW_SCOPES])];
    }
  });
  return provider;
}
