import type { FormData } from 'undici';
import { Backoffs } from './backoffs';
import type { EtagCache } from './etag-cache';
import { retryModeFor, type RetryMode } from './idempotency';
import type { KeySource } from './keys';
import type { PoolRegistry } from './pool';
import { notTheInterface, problemToError, queuedWrite, transportError } from './problems';
import type { QuotaLimiter } from './quota';
import { refuseUnsendable } from './sendable';
import { isBrief, patienceOf } from './patience-scope';
import { currentQuotaListener } from './quota-scope';
import { parseRetryAfter, sleep, type RetryOptions } from './retry';
import { decideAfterAttempt } from './retry-decision';
import type { ErpStats } from './stats';
import { sendOnce, TransportFailure, type RawResponse } from './transport';
import { buildQuery, type CallOptions, type HttpMethod, type QueryParams, type Surface } from './types';

/**
 * The one place where the ERP's transport rules live: idempotency keys, retries with
 * backoff and Retry-After, ETag revalidation, timeouts, cancellation and ProblemDetails.
 * Surface specifics (credentials, tenant, channel, session) come from a SurfaceAdapter.
 */
export interface ErpRequest extends CallOptions {
  method: HttpMethod;
  /** Full path including the `/preview` or `/ecom` prefix. */
  path: string;
  query?: QueryParams;
  json?: unknown;
  form?: FormData;
  /** A streamed body (file upload): opened afresh for each attempt, sent with its exact length. */
  upload?: { contentType: string; length: number; open: () => AsyncIterable<Uint8Array> };
  /**
   * An unkeyed write recorded in the key source (the journal) before it is sent, without sending
   * the key: after a lost answer the record says what may have been stored and since when.
   */
  recordUnkeyed?: { body: unknown };
  headers?: Record<string, string>;
  /** Single-record read: revalidate with If-None-Match and answer a 304 from the cache. */
  conditional?: boolean;
  /** Overrides the mode derived from method and path. */
  retryMode?: RetryMode;
  /** /ecom only: the channel for X-Channel (the profile's default otherwise). */
  channel?: string;
  /** Resuming a journaled write: send with this key instead of taking a new one. */
  idempotencyKey?: string;
  /** Send without any surface headers (e.g. /ecom/session/resolve). */
  anonymous?: boolean;
  /**
   * /ecom only: this session token instead of the shared one (a customer's signed-in session),
   * or null for none (to start a fresh session). A 401 is then the caller's to handle.
   */
  sessionToken?: string | null;
}

export interface ErpResponse<T = unknown> {
  status: number;
  /** Lower-cased response headers (location, x-transaction-id, etag, ...). */
  headers: Record<string, string>;
  body: T;
  /** The ERP answered with a stored response for this key (`Idempotency-Replayed: true`). */
  replayed: boolean;
  fromCache: boolean;
  idempotencyKey?: string;
  attempts: number;
}

export interface SurfaceAdapter {
  readonly surface: Surface;
  readonly origin: string;
  /** Path prefix of the base URL (e.g. "/erp" for https://host/erp), usually empty. */
  readonly basePath: string;
  /** Namespaces cached records per profile and credential, so identities never share data. */
  readonly cacheScope: string;
  headers(request: ErpRequest): Promise<Record<string, string>>;
  /** On 401: renew what can be renewed; true means one more attempt is worthwhile. */
  unauthorized(request: ErpRequest): Promise<boolean>;
}

/** The connection a journaled write belongs to: only that connection may resume it. */
export function connectionOf(adapter: SurfaceAdapter): string {
  return adapter.origin + adapter.basePath;
}

export interface WriteEvent {
  surface: Surface;
  method: HttpMethod;
  path: string;
  operationId?: string;
  idempotencyKey?: string;
  /**
   * ok: applied; rejected: the ERP said no; unknown: sent, answer lost (still pending); failed:
   * never reached the ERP; queued: never reached the ERP and kept in the outbox to be sent later.
   */
  outcome: 'ok' | 'rejected' | 'unknown' | 'failed' | 'queued';
  status?: number;
  replayed: boolean;
  attempts: number;
  durationMs: number;
  location?: string;
}

export interface HttpCoreOptions {
  pools: PoolRegistry;
  stats: ErpStats;
  cache: EtagCache;
  keys: KeySource;
  retry: RetryOptions;
  timeoutMs: number;
  /** One limiter per surface: /preview counts per credential, /ecom per visitor address. */
  quota?: Record<Surface, QuotaLimiter>;
  onWrite?: (event: WriteEvent) => void;
  /** What the user asked for, in words, recorded with a keyed write (the activity scope's summary). */
  describe?: () => string | undefined;
}

export class HttpCore {
  /** Keys of keyed writes running right now (a resume must not race them). */
  readonly inFlightKeys = new Set<string>();
  private readonly backoffs = new Backoffs();
  constructor(private readonly o: HttpCoreOptions) {}

  async call<T = unknown>(adapter: SurfaceAdapter, request: ErpRequest): Promise<ErpResponse<T>> {
    const tracked: { key?: string } = {};
    try {
      return await this.run<T>(adapter, request, tracked);
    } finally {
      if (tracked.key) this.inFlightKeys.delete(tracked.key);
    }
  }

  private async run<T>(adapter: SurfaceAdapter, request: ErpRequest, tracked: { key?: string }): Promise<ErpResponse<T>> {
    const { stats } = this.o;
    const retry = patienceOf(this.o.retry);
    stats.calls++;
    const started = Date.now();
    const path = request.path + buildQuery(request.query);
    const mode = request.retryMode ?? retryModeFor(adapter.surface, request.method, request.path);
    const body = request.form ?? (request.json !== undefined ? JSON.stringify(request.json) : undefined);
    // Before a key is recorded: a value that cannot be sent must not leave a pending write behind.
    refuseUnsendable({ ...(request.channel !== undefined ? { 'x-channel': request.channel } : {}), ...request.headers }, request.path);
    const key = await this.keyFor(adapter, request, path, mode);
    if (key) {
      tracked.key = key;
      this.inFlightKeys.add(key);
    }
    const cacheKey = request.conditional && request.method === 'GET' ? `${adapter.cacheScope} ${path}` : undefined;
    const write = request.method !== 'GET';
    const report = (event: Omit<WriteEvent, 'surface' | 'method' | 'path' | 'durationMs' | 'idempotencyKey' | 'operationId'>) => {
      if (write)
        this.o.onWrite?.({
          surface: adapter.surface,
          method: request.method,
          path,
          ...(request.operationId ? { operationId: request.operationId } : {}),
          ...(key ? { idempotencyKey: key } : {}),
          durationMs: Date.now() - started,
          ...event,
        });
    };
    const facts = (attempt: number) => ({
      attempt,
      elapsedMs: Date.now() - started,
      mode,
      surface: adapter.surface,
      journaled: !!key && this.o.keys.durable,
      failFast: !!request.failFast || isBrief(),
      retry,
    });

    // Hand-written rather than a retry library: it follows the ERP's Retry-After and idempotency-key rules, which general retry libraries do not know.
    let reauthorised = false;
    for (let attempt = 1; ; attempt++) {
      const cached = cacheKey ? this.o.cache.get(cacheKey) : undefined;
      const headers = await this.attemptHeaders(adapter, request, { body, key, mode, etag: cached?.etag });
      stats.requests++;
      if (attempt > 1) stats.retries++;
      if (typeof body === 'string') stats.bodyBytesSent += Buffer.byteLength(body);
      if (request.upload) stats.bodyBytesSent += request.upload.length;

      const release = await this.quotaSlot(adapter.surface, request.signal);
      // The slot is given back once, before any backoff: a call that waits holds no slot.
      const sent = await sendOnce(
        this.o.pools,
        { origin: adapter.origin, method: request.method, path: adapter.basePath + path, headers, body: request.upload?.open() ?? body },
        {
          signal: request.signal,
          timeoutMs: request.timeoutMs ?? this.o.timeoutMs,
        },
      ).then(
        (response) => ({ response }),
        (failure: unknown) => ({ failure }),
      );
      release();
      if ('failure' in sent) {
        const err = sent.failure;
        if (!(err instanceof TransportFailure)) throw err;
        const error = transportError(err.reason, err.sent && mode !== 'safe', err.cause, { address: connectionOf(adapter), code: err.code });
        const decision = decideAfterAttempt({ kind: 'transport', reason: err.reason, sent: err.sent, code: err.code }, facts(attempt));
        if (decision.action === 'retry') {
          await this.wait(decision.delayMs, request.signal, connectionOf(adapter));
          continue;
        }
        report({ outcome: decision.action === 'queue' ? 'queued' : decision.outcome, replayed: false, attempts: attempt });
        throw decision.action === 'queue' ? queuedWrite(error) : error;
      }
      const res: RawResponse = sent.response;

      stats.bodyBytesReceived += res.bytes;
      this.o.quota?.[adapter.surface].observe(res.headers);
      stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
      const replayed = res.headers['idempotency-replayed']?.toLowerCase() === 'true';
      if (replayed) stats.replayed++;

      // The ERP answers: backoffs of other calls to it end now (row 331).
      if (res.status < 300 || res.status === 304) this.backoffs.answered(connectionOf(adapter));
      if (res.status === 304 && cached) {
        stats.notModified++;
        return { status: 200, headers: res.headers, body: JSON.parse(cached.body) as T, replayed: false, fromCache: true, attempts: attempt };
      }
      const parsed = parseBody(res);
      if (parsed === NOT_JSON && answersForItself(res.status)) {
        // Not the ERP: nothing was carried out there, so a keyed write is settled, not pending.
        if (key) await this.o.keys.complete(key, res.status);
        report({ outcome: 'rejected', status: res.status, replayed, attempts: attempt });
        throw notTheInterface(adapter.surface, connectionOf(adapter), res.status, res.headers['content-type']);
      }
      if (res.status >= 200 && res.status < 300) {
        if (cacheKey && res.headers.etag && res.text) this.o.cache.set(cacheKey, res.headers.etag, res.text);
        if (key) await this.o.keys.complete(key, res.status);
        report({ outcome: 'ok', status: res.status, replayed, attempts: attempt, ...(res.headers.location ? { location: res.headers.location } : {}) });
        return {
          status: res.status,
          headers: res.headers,
          body: parsed as T,
          replayed,
          fromCache: false,
          attempts: attempt,
          ...(key ? { idempotencyKey: key } : {}),
        };
      }

      // A 401 means the request was not processed, so even an unkeyed write may go again.
      if (res.status === 401 && !reauthorised && (await adapter.unauthorized(request))) {
        reauthorised = true;
        continue;
      }
      const retryAfterMs = parseRetryAfter(res.headers['retry-after']);
      if (res.status === 429) this.o.quota?.[adapter.surface].refused(retryAfterMs);
      const decision = decideAfterAttempt({ kind: 'status', status: res.status, retryAfterMs, replayed }, facts(attempt));
      if (decision.action === 'retry') {
        // Only a backoff of ours after a 5xx is cut short by another call's answer: a Retry-After is the
        // ERP's own word, and a 429 says too many calls, which others' answers do not change (row 331).
        const cuttable = retryAfterMs === undefined && res.status !== 429;
        await this.wait(decision.delayMs, request.signal, cuttable ? connectionOf(adapter) : undefined);
        continue;
      }
      const error = problemToError({ status: res.status, body: parsed, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
      if (key && decision.outcome === 'rejected') await this.o.keys.complete(key, res.status);
      report({ outcome: decision.outcome, status: res.status, replayed, attempts: attempt });
      throw error;
    }
  }

  /** The write's idempotency key: the one it resumes with, or a new one recorded (and fsync'd, with a journal) before the first byte is sent. */
  private async keyFor(adapter: SurfaceAdapter, request: ErpRequest, path: string, mode: RetryMode): Promise<string | undefined> {
    if (request.idempotencyKey || (mode !== 'keyed' && !request.recordUnkeyed)) return request.idempotencyKey;
    const entry = await this.o.keys.begin({
      operationId: request.operationId,
      surface: adapter.surface,
      origin: connectionOf(adapter),
      method: request.method,
      path,
      body: request.recordUnkeyed?.body ?? request.json,
      summary: this.o.describe?.(),
    });
    return entry.key;
  }

  /** The headers of one attempt (the surface's are asked for afresh: a renewed credential goes with the next one). */
  private async attemptHeaders(
    adapter: SurfaceAdapter,
    request: ErpRequest,
    a: { body: string | FormData | undefined; key: string | undefined; mode: RetryMode; etag: string | undefined },
  ): Promise<Record<string, string>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(request.anonymous ? {} : await adapter.headers(request)),
      ...request.headers,
    };
    if (typeof a.body === 'string') headers['content-type'] = 'application/json';
    if (a.key && a.mode === 'keyed') headers['idempotency-key'] = a.key;
    if (request.upload) {
      headers['content-type'] = request.upload.contentType;
      headers['content-length'] = String(request.upload.length);
    }
    if (a.etag) headers['if-none-match'] = a.etag;
    return headers;
  }

  /** Waits for room in the surface's quota; the wait is reported to whoever runs the work. */
  private async quotaSlot(surface: Surface, signal: AbortSignal | undefined): Promise<() => void> {
    const limiter = this.o.quota?.[surface];
    if (!limiter) return () => {};
    const listener = currentQuotaListener();
    const started = Date.now();
    try {
      return await limiter.acquire(signal, listener);
    } catch (err) {
      throw transportError('cancelled', false, err);
    } finally {
      this.o.stats.quotaWaitMs += Date.now() - started;
    }
  }

  /** Waits before the next attempt; a backoff on `connection` ends early when another call to it is answered. */
  private async wait(ms: number, signal: AbortSignal | undefined, connection?: string): Promise<void> {
    try {
      await (connection === undefined ? sleep(ms, signal) : this.backoffs.wait(connection, ms, signal));
    } catch (err) {
      throw transportError('cancelled', false, err);
    }
  }
}

/**
 * The ERP answers everything in JSON (ProblemDetails included). Only busy and failing answers
 * (429, 5xx) may come from a proxy in front of it as a page; any other status without JSON
 * means the address is not the ERP's interface.
 */
function answersForItself(status: number): boolean {
  return status < 500 && status !== 429;
}

const NOT_JSON = Symbol('not JSON');

function parseBody(res: RawResponse): unknown {
  if (!res.text) return undefined;
  const type = res.headers['content-type'] ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(res.text)) {
    try {
      return JSON.parse(res.text);
    } catch {
      return NOT_JSON;
    }
  }
  return NOT_JSON;
}
