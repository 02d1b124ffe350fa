import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { BearerGrant } from '../rules/auth-scopes';
import { registerInteractions } from './interactions';
import { createProvider, PREVIEW_SCOPES } from './provider';
import { findUser } from './users';

export { DEMO_PASSWORD, DEMO_USERS } from './users';

export interface OAuthOptions {
  /** The sandbox origin, also the issuer. A function when the port is known only after listen. */
  origin: string | (() => string);
}

export interface OAuthServer {
  /** The grant behind a /preview access token, or null when it is unknown, expired, revoked or for another resource. */
  verifyBearer(token: string): Promise<BearerGrant | null>;
  /** Revokes every grant with its access and refresh tokens; returns how many were still live. */
  revokeAll(): Promise<number>;
}

/**
 * The sandbox's OAuth 2.1 authorisation server (oidc-provider) on the sandbox's fastify
 * instance: metadata under /.well-known, the protocol endpoints under /oauth, the sign-in
 * page, and a control route that revokes every connection. Register before listen.
 */
export async function registerOAuth(app: FastifyInstance, options: OAuthOptions): Promise<OAuthServer> {
  const origin = () => (typeof options.origin === 'function' ? options.origin() : options.origin).replace(/\/+$/, '');
  const grantIds = new Set<string>();
  let provider: Provider | undefined;
  let handle: ReturnType<Provider['callback']> | undefined;
  // Built on first use: with port 0 the issuer is known only once the server listens.
  const get = (): Provider => {
    if (provider) return provider;
    provider = createProvider({ origin: origin(), resource: `${origin()}/preview` });
    provider.on('grant.saved', (grant: { jti: string }) => grantIds.add(grant.jti));
    provider.use(publicClientsOnly(provider));
    provider.use(attributeTokenResponse);
    return provider;
  };

  const passThrough = (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    handle ??= get().callback();
    handle(req.raw, reply.raw);
  };
  await app.register(async (scope) => {
    // oidc-provider reads and validates its own request bodies: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({ method: ['GET', 'POST', 'OPTIONS', 'PUT', 'DELETE'], url: '/oauth/*', handler: passThrough });
    scope.route({ method: ['GET', 'OPTIONS'], url: '/.well-known/oauth-authorization-server', handler: passThrough });
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerInteractions(scope, get);
  });

  app.get('/.well-known/oauth-protected-resource/preview', async (_req, reply) =>
    reply.header('Access-Control-Allow-Origin', '*').send({
      resource: `${origin()}/preview`,
      resource_name: 'Integration API',
      authorization_servers: [origin()],
      scopes_supported: [...PREVIEW_SCOPES],
      bearer_methods_supported: ['header'],
    }),
  );

  const revokeAll = async (): Promise<number> => {
    const p = get();
    let live = 0;
    for (const id of grantIds) {
      if (await p.Grant.find(id)) live += 1;
      await p.Grant.adapter.revokeByGrantId(id);
      await p.Grant.adapter.destroy(id);
    }
    grantIds.clear();
    return live;
  };
  app.post('/_sandbox/oauth/revoke-all', async () => ({ revokedGrants: await revokeAll() }));

  return {
    revokeAll,
    async verifyBearer(token) {
      const p = get();
      const at = await p.AccessToken.find(token);
      if (!at) return null;
      const audience = Array.isArray(at.aud) ? at.aud : [at.aud];
      // Confined to /preview: tokens for other audiences (e.g. userinfo-only) are refused here.
      if (!audience.includes(`${origin()}/preview`)) return null;
      const user = findUser(at.accountId);
      if (!user || !(await p.Grant.find(at.grantId))) return null; // a revoked grant ends its tokens
      const client = await p.Client.find(at.clientId);
      return {
        scopes: (at.scope ?? '').split(' ').filter(Boolean),
        permissions: user.permissions,
        user: { id: user.id, name: user.name },
        clientName: client?.clientName ?? at.clientId,
      };
    },
  };
}

type Ctx = Parameters<Parameters<Provider['use']>[0]>[0];

/**
 * RFC 7591 lets clients propose metadata, and the library would drop a proposed secret
 * silently; it is refused instead, and the client just stored is removed again.
 */
const publicClientsOnly =
  (provider: Provider) =>
  async (ctx: Ctx, next: () => Promise<void>): Promise<void> => {
    await next();
    const oidc = ctx.oidc;
    if (oidc?.route !== 'registration' || ctx.status !== 201) return;
    if (oidc.body?.client_secret === undefined) {
      delete (ctx.body as Record<string, unknown>).client_secret_expires_at; // no secret, so no expiry either
      return;
    }
    const clientId = oidc.entities.Client?.clientId;
    if (clientId) await provider.Client.adapter.destroy(clientId);
    ctx.status = 400;
    ctx.body = { error: 'invalid_client_metadata', error_description: 'Only public clients can register: a client_secret is neither issued nor accepted.' };
  };

/** Adds the approving user's id to token responses, so the app can show who it acts for. */
async function attributeTokenResponse(ctx: Ctx, next: () => Promise<void>): Promise<void> {
  await next();
  const body = ctx.body as Record<string, unknown> | undefined;
  const account = ctx.oidc?.entities.Account?.accountId;
  if (ctx.oidc?.route === 'token' && ctx.status === 200 && body?.access_token && account) body.user = account;
}
