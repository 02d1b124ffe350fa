import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OptionalRoute, SandboxContext } from './context';
import { NO_FAULTS, type FaultPlan } from './faults';
import type { Principal } from './rules/auth-scopes';
import { ifNoneMatchHits, weakEtag } from './rules/etag';
import { fingerprint, MAX_KEY_LENGTH, type StoredResponse } from './rules/idempotency';
import { ApiProblem } from './rules/problems';
import type { Store } from './store';

/**
 * The route DSL every resource module uses. Handlers are plain functions from a context to a
 * result; this file owns the pipeline around them: faults, idempotency, ETags, the ledger and
 * how answers and problems are written.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: string;
  }
  interface FastifyRequest {
    principal: Principal | null;
    faultPlan: FaultPlan;
    /** Marks the request answered in a running traffic recording. */
    trafficDone: (endMs: number) => void;
  }
}

export interface Ctx {
  req: FastifyRequest;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  /** `http://host:port` as the client reached us, for Location and links.self. */
  base: string;
  now: number;
  store: Store;
  sb: SandboxContext;
}

export interface ReadResult {
  body: unknown;
  etag?: boolean;
  headers?: Record<string, string>;
  contentType?: string;
}

export interface WriteResult {
  status: number;
  body: unknown;
  location?: string;
  headers?: Record<string, string>;
  /** Ledger: the resource written and what happened to it. */
  resourceRef: string;
  effect: string;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

export function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0] ?? req.url;
}

/** `http://host:port` as the client reached us, for Location, links.self and metadata URLs. */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}

function normaliseQuery(raw: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    out[k] = Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : undefined;
  }
  return out;
}

export function makeCtx(req: FastifyRequest, sb: SandboxContext): Ctx {
  return {
    req,
    params: (req.params ?? {}) as Record<string, string>,
    query: normaliseQuery(req.query),
    body: req.body,
    base: originOf(req),
    now: sb.clock.now(),
    store: sb.store,
    sb,
  };
}

export function sendProblem(req: FastifyRequest, reply: FastifyReply, p: ApiProblem): FastifyReply {
  return reply
    .code(p.status)
    .headers(p.headers)
    .type(PROBLEM_TYPE)
    .send(JSON.stringify(p.body(pathOf(req))));
}

/** The client never gets an answer: the socket is closed under it. */
export function dropConnection(req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  req.raw.socket.destroy();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Faults that hit before anything is committed: latency, an injected 5xx, a forced in-flight 503. */
async function preCommitFaults(plan: FaultPlan): Promise<void> {
  if (plan.latencyMs > 0) await sleep(plan.latencyMs);
  if (plan.inFlight503) {
    throw new ApiProblem(503, [{ code: 'idempotencyKey.inFlight', detail: 'A request with the same idempotency key is still in flight (injected).' }], {
      headers: { 'Retry-After': '1' },
    });
  }
  if (plan.errorBeforeCommit) {
    throw new ApiProblem(500, [{ code: 'Sandbox.InjectedFault', detail: 'Injected failure before commit; nothing was changed.' }]);
  }
}

export interface WriteOptions {
  /** Every POST needs an Idempotency-Key unless the description exempts it. */
  idempotent?: boolean;
  /** PATCH endpoints take JSON Merge Patch as well as plain JSON. */
  mergePatch?: boolean;
  /** The handler reads a multipart/form-data upload itself. */
  multipart?: boolean;
  /** Record committed writes in the ledger (default); sandbox configuration calls opt out. */
  ledger?: boolean;
  /** A route the description does not show; not registered when the sandbox leaves it out. */
  optional?: OptionalRoute;
}

type Handler<T> = (c: Ctx) => T | Promise<T>;

/** A registered ERP route, for the published OpenAPI documents. */
export interface RouteRecord {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered, `:param` style. */
  url: string;
  scope: string | undefined;
  idempotent: boolean;
}

export class Api {
  /** Every route as registered (a left-out optional one is not here), in registration order. */
  readonly routes: RouteRecord[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly sb: SandboxContext,
  ) {}

  get(url: string, scope: string | undefined, fn: (c: Ctx) => ReadResult, options: Pick<WriteOptions, 'optional'> = {}): void {
    if (this.leftOut(options.optional)) return;
    this.routes.push({ method: 'GET', url, scope, idempotent: false });
    this.app.get(url, { config: scope ? { scope } : {} }, async (req, reply) => {
      const plan = req.faultPlan ?? NO_FAULTS;
      await preCommitFaults(plan);
      const result = fn(makeCtx(req, this.sb));
      if (plan.dropAfterCommit) return dropConnection(req, reply);
      if (result.headers) reply.headers(result.headers);
      if (result.etag) {
        const tag = weakEtag(result.body);
        reply.header('ETag', tag);
        if (ifNoneMatchHits(req.headers['if-none-match'], tag)) return reply.code(304).send();
      }
      return reply
        .code(200)
        .type(result.contentType ?? JSON_TYPE)
        .send(JSON.stringify(result.body));
    });
  }

  post(url: string, scope: string | undefined, fn: Handler<WriteResult>, options: WriteOptions = {}): void {
    this.write('POST', url, scope, fn, { idempotent: true, ...options });
  }

  patch(url: string, scope: string | undefined, fn: Handler<WriteResult>, options: Pick<WriteOptions, 'optional'> = {}): void {
    this.write('PATCH', url, scope, fn, { idempotent: false, mergePatch: true, ...options });
  }

  /** PUT replaces a whole sub-resource; like PATCH it needs no Idempotency-Key (it is repeatable by nature). */
  put(url: string, scope: string | undefined, fn: Handler<WriteResult>, options: Pick<WriteOptions, 'optional'> = {}): void {
    this.write('PUT', url, scope, fn, { idempotent: false, ...options });
  }

  /** A GET outside the ERP's JSON pipeline (the public media url): no scope, its own headers and body; HEAD comes with it. */
  plain(url: string, handler: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>): void {
    this.app.get(url, handler);
  }

  /** DELETE needs no Idempotency-Key (only POSTs do); a 204 answer has no body. */
  delete(url: string, scope: string | undefined, fn: Handler<WriteResult>, options: Pick<WriteOptions, 'optional'> = {}): void {
    this.write('DELETE', url, scope, fn, { idempotent: false, ...options });
  }

  /** A route the description does not show, left out of this sandbox to stand in for an ERP without it. */
  private leftOut(optional: OptionalRoute | undefined): boolean {
    return !!optional && this.sb.config.leaveOut.includes(optional);
  }

  private write(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, scope: string | undefined, fn: Handler<WriteResult>, options: WriteOptions): void {
    if (this.leftOut(options.optional)) return;
    this.routes.push({ method, url, scope, idempotent: !!options.idempotent });
    this.app.route({
      method,
      url,
      config: scope ? { scope } : {},
      handler: async (req, reply) => {
        const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        const accepted = [
          'application/json',
          ...(options.mergePatch ? ['application/merge-patch+json'] : []),
          ...(options.multipart ? ['multipart/form-data'] : []),
        ];
        if (contentType && !accepted.includes(contentType)) {
          throw new ApiProblem(415, [
            { code: 'Request.UnsupportedMediaType', detail: `Content-Type '${contentType}' is not supported here; send ${accepted.join(' or ')}.` },
          ]);
        }
        const key = req.headers['idempotency-key'];
        let finish: ((r: StoredResponse) => void) | undefined;
        if (options.idempotent) {
          if (typeof key !== 'string' || key.trim() === '') {
            throw new ApiProblem(400, [
              {
                code: 'idempotencyKey.missing',
                field: 'Idempotency-Key',
                detail: 'This POST requires an Idempotency-Key header (one unique value per logical attempt).',
              },
            ]);
          }
          if (key.length > MAX_KEY_LENGTH) {
            throw new ApiProblem(400, [
              { code: 'idempotencyKey.tooLong', field: 'Idempotency-Key', detail: `The Idempotency-Key may be at most ${MAX_KEY_LENGTH} characters.` },
            ]);
          }
          const begin = await this.sb.idempotency.begin(
            req.principal?.id ?? 'anonymous',
            key,
            fingerprint(method, req.url, req.body),
            this.sb.config.idempotencyWaitMs,
          );
          if (begin.kind === 'conflict') {
            throw new ApiProblem(422, [
              {
                code: 'idempotencyKey.conflict',
                field: 'Idempotency-Key',
                detail: 'This Idempotency-Key was already used for a different request (other endpoint or body).',
              },
            ]);
          }
          if (begin.kind === 'busy') {
            throw new ApiProblem(
              503,
              [{ code: 'idempotencyKey.inFlight', detail: 'A request with the same Idempotency-Key is still being processed; retry later.' }],
              {
                headers: { 'Retry-After': String(Math.max(1, Math.ceil(this.sb.config.idempotencyWaitMs / 1000))) },
              },
            );
          }
          if (begin.kind === 'replay') {
            const r = begin.response;
            if (r.location) reply.header('Location', r.location);
            return reply.code(r.status).header('Idempotency-Replayed', 'true').type(r.contentType).send(JSON.stringify(r.body));
          }
          finish = begin.finish;
        }

        const plan = req.faultPlan ?? NO_FAULTS;
        let stored: StoredResponse;
        let headers: Record<string, string> = {};
        try {
          // An upload's handler reads the body itself: read it first, so an injected 5xx comes after
          // the whole body, like a server failing while storing it (else whether the client finished
          // sending would be a race).
          if (options.multipart && plan.errorBeforeCommit) for await (const _chunk of req.raw) void _chunk;
          await preCommitFaults(plan);
          const result = await fn(makeCtx(req, this.sb));
          stored = { status: result.status, body: result.body, contentType: JSON_TYPE, ...(result.location ? { location: result.location } : {}) };
          headers = result.headers ?? {};
          if (options.ledger !== false)
            this.sb.ledger.record(
              {
                method,
                path: req.url,
                idempotencyKey: typeof key === 'string' ? key : null,
                credential: req.principal?.id ?? 'control',
                status: result.status,
                resourceRef: result.resourceRef,
                effect: result.effect,
              },
              this.sb.clock.now(),
            );
        } catch (error) {
          const p = error instanceof ApiProblem ? error : internalProblem(req, error);
          stored = { status: p.status, body: p.body(pathOf(req)), contentType: PROBLEM_TYPE };
          headers = p.headers;
        }
        finish?.(stored);
        if (plan.dropAfterCommit) return dropConnection(req, reply);
        if (stored.location) reply.header('Location', stored.location);
        if (stored.status === 204) return reply.code(204).headers(headers).send();
        return reply.code(stored.status).headers(headers).type(stored.contentType).send(JSON.stringify(stored.body));
      },
    });
  }
}

/** The largest file a multipart upload outside the media library may carry (the count CSV). */
export const MULTIPART_FILE_LIMIT = 5 * 1024 * 1024;

export function internalProblem(req: FastifyRequest, error: unknown): ApiProblem {
  req.log.error({ err: error }, 'sandbox handler failed');
  return new ApiProblem(500, [{ code: 'Sandbox.InternalError', detail: 'The sandbox failed to handle the request.' }]);
}
