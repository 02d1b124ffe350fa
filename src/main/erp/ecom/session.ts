import { z } from 'zod';
import { normaliseUtc } from '@shared/domain/time';
import type { HttpCore, ErpRequest, SurfaceAdapter } from '../http';
import { parseWith, send, type ResourceContext } from '../resource';
import { nstr, utcTimestamp } from '../schemas';
import { channelConfigSchema } from './channel-config';
import type { CallOptions } from '../types';

/**
 * /ecom session tokens, kept per profile and channel. A token is fetched with
 * GET /ecom/session, reused until shortly before `expiresAt`, and renewed after a 401.
 * The token is opaque: never decoded, never logged, never persisted.
 */
export const sessionSchema = z.looseObject({
  token: z.string(),
  expiresAt: utcTimestamp.nullish(),
  isAuthenticated: z.boolean().nullish(),
  cartItemCount: z.number().nullish(),
  /** The signed-in customer (row 177); null while anonymous. */
  customer: z.looseObject({ customerNumber: z.string(), customerName: nstr, contactName: nstr, email: nstr }).nullish(),
  channel: channelConfigSchema.nullish(),
});
export type EcomSession = z.infer<typeof sessionSchema>;

interface Held {
  session: EcomSession;
  expiresAtMs: number;
}

/** Shared across clients so a profile's channel keeps one session (and one cart). */
export class EcomSessionStore {
  private readonly held = new Map<string, Held>();
  private readonly fetching = new Map<string, Promise<EcomSession>>();
  constructor(private readonly renewBeforeMs = 60_000) {}

  async get(scope: string, fetch: () => Promise<EcomSession>): Promise<EcomSession> {
    const h = this.held.get(scope);
    if (h && h.expiresAtMs - this.renewBeforeMs > Date.now()) return h.session;
    let pending = this.fetching.get(scope);
    if (!pending) {
      pending = fetch().then((session) => {
        const at = session.expiresAt ? Date.parse(normaliseUtc(session.expiresAt) ?? '') : NaN;
        this.held.set(scope, { session, expiresAtMs: Number.isNaN(at) ? Date.now() + 60 * 60_000 : at });
        return session;
      });
      this.fetching.set(scope, pending);
      pending.then(
        () => this.fetching.delete(scope),
        () => this.fetching.delete(scope),
      );
    }
    return pending;
  }

  /** The held token, even one about to expire, without fetching (GET /ecom/session extends it). */
  peek(scope: string): string | undefined {
    return this.held.get(scope)?.session.token;
  }

  invalidate(scope: string, token?: string): void {
    const h = this.held.get(scope);
    if (h && (!token || h.session.token === token)) this.held.delete(scope);
  }

  clear(): void {
    this.held.clear();
  }
}

export interface EcomAdapterOptions {
  origin: string;
  basePath: string;
  profileId: string;
  tenantId: string;
  defaultChannel: string;
  sessions: EcomSessionStore;
  /** The channel's admin-preview token for PATCH /ecom/branding; from the keychain, never logged. */
  adminPreviewToken?: (channel: string) => Promise<string>;
}

const SESSION = '/ecom/session';

export function ecomAdapter(core: HttpCore, options: EcomAdapterOptions): SurfaceAdapter {
  const scopeOf = (channel: string) => `${options.profileId}:${channel}`;
  const adapter: SurfaceAdapter = {
    surface: 'ecom',
    origin: options.origin,
    basePath: options.basePath,
    cacheScope: `ecom:${options.profileId}`,
    async headers(request: ErpRequest): Promise<Record<string, string>> {
      const channel = request.channel ?? options.defaultChannel;
      // Without X-Channel the ERP picks the first active channel; better than sending it empty.
      const headers: Record<string, string> = { 'x-tenant-id': options.tenantId, ...(channel ? { 'x-channel': channel } : {}) };
      // GET /ecom/session takes a token optionally: a held one is extended instead of replaced.
      const token =
        request.sessionToken !== undefined
          ? (request.sessionToken ?? undefined)
          : request.path === SESSION
            ? options.sessions.peek(scopeOf(channel))
            : (await options.sessions.get(scopeOf(channel), () => fetchSession(core, adapter, channel, request))).token;
      if (token) headers.authorization = `Bearer ${token}`;
      if (request.method === 'PATCH' && request.path === '/ecom/branding' && options.adminPreviewToken) {
        headers['x-admin-preview'] = await options.adminPreviewToken(channel);
      }
      return headers;
    },
    async unauthorized(request: ErpRequest): Promise<boolean> {
      // A session of the caller's own (a signed-in customer) is not replaced behind its back.
      if (request.sessionToken !== undefined) return false;
      // A rejected token is dropped; the repeat fetches a new session (or, for /ecom/session, goes without).
      options.sessions.invalidate(scopeOf(request.channel ?? options.defaultChannel));
      return true;
    },
  };
  return adapter;
}

async function fetchSession(core: HttpCore, adapter: SurfaceAdapter, channel: string, cause: CallOptions): Promise<EcomSession> {
  // Not tied to the first caller's signal: other calls may be waiting for the same session.
  const res = await core.call(adapter, { method: 'GET', path: SESSION, channel, timeoutMs: cause.timeoutMs, failFast: cause.failFast });
  return parseWith(sessionSchema, res.body, 'session');
}

export const resolveSchema = z.looseObject({ tenantId: z.string(), channelCode: z.string(), channelName: z.string().nullish() });
export type DomainResolution = z.infer<typeof resolveSchema>;

export function sessionApi(ctx: ResourceContext) {
  return {
    /** "Find my tenant": no tenant, channel or token headers are sent. */
    resolve: async (domain: string, opts: CallOptions = {}): Promise<DomainResolution> =>
      (await send(ctx, { method: 'GET', path: '/ecom/session/resolve', query: { domain }, anonymous: true, ...opts }, resolveSchema, 'domain resolution'))
        .value,
    /** A fresh read of the session (the held token is sent, so its lifetime extends). */
    current: async (channel?: string, opts: CallOptions = {}): Promise<EcomSession> =>
      (await send(ctx, { method: 'GET', path: '/ecom/session', ...(channel ? { channel } : {}), ...opts }, sessionSchema, 'session')).value,
  };
}
