import { z } from 'zod';
import { normaliseUtc } from '../../../shared/domain/time';
import type { HttpCore, ErpRequest, SurfaceAdapter } from '../http';
import { parseWith } from '../resource';
import { utcTimestamp } from '../schemas';
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
  channel: z.looseObject({}).nullish(),
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
  /** The admin-preview token for PATCH /ecom/branding; from the keychain. */
  adminPreviewToken?: () => Promise<string>;
}

/** Paths that need no session token: the session call itself and domain resolution. */
const TOKENLESS = /^\/ecom\/session(\/resolve)?$/;

export function ecomAdapter(core: HttpCore, options: EcomAdapterOptions): SurfaceAdapter {
  const scopeOf = (channel: string) => `${options.profileId}:${channel}`;
  const adapter: SurfaceAdapter = {
    surface: 'ecom',
    origin: options.origin,
    basePath: options.basePath,
    cacheScope: `ecom:${options.profileId}`,
    async headers(request: ErpRequest): Promise<Record<string, string>> {
      const channel = request.channel ?? options.defaultChannel;
      const headers: Record<string, string> = { 'x-tenant-id': options.tenantId, 'x-channel': channel };
      if (!TOKENLESS.test(request.path)) {
        const session = await options.sessions.get(scopeOf(channel), () => fetchSession(core, adapter, channel, request));
        headers.authorization = `Bearer ${session.token}`;
      }
      if (request.method === 'PATCH' && request.path === '/ecom/branding' && options.adminPreviewToken) {
        headers['x-admin-preview'] = await options.adminPreviewToken();
      }
      return headers;
    },
    async unauthorized(request: ErpRequest): Promise<boolean> {
      if (TOKENLESS.test(request.path)) return false;
      options.sessions.invalidate(scopeOf(request.channel ?? options.defaultChannel));
      return true;
    },
  };
  return adapter;
}

async function fetchSession(core: HttpCore, adapter: SurfaceAdapter, channel: string, cause: CallOptions): Promise<EcomSession> {
  // Not tied to the first caller's signal: other calls may be waiting for the same session.
  const res = await core.call(adapter, { method: 'GET', path: '/ecom/session', channel, timeoutMs: cause.timeoutMs });
  return sessionSchema.parse(res.body);
}

export const resolveSchema = z.looseObject({ tenantId: z.string(), channelCode: z.string(), channelName: z.string().nullish() });
export type DomainResolution = z.infer<typeof resolveSchema>;

export interface SessionApiContext {
  core: HttpCore;
  adapter: SurfaceAdapter;
}

export function sessionApi(ctx: SessionApiContext) {
  return {
    /** "Find my tenant": no tenant, channel or token headers are sent. */
    resolve: async (domain: string, opts: CallOptions = {}): Promise<DomainResolution> => {
      const res = await ctx.core.call(ctx.adapter, { method: 'GET', path: '/ecom/session/resolve', query: { domain }, anonymous: true, ...opts });
      return parseWith(resolveSchema, res.body, 'domain resolution');
    },
    /** A fresh read of the session (the held token is sent, so its lifetime extends). */
    current: async (channel?: string, opts: CallOptions = {}): Promise<EcomSession> => {
      const res = await ctx.core.call(ctx.adapter, { method: 'GET', path: '/ecom/session', ...(channel ? { channel } : {}), ...opts });
      return parseWith(sessionSchema, res.body, 'session');
    },
  };
}
