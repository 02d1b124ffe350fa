import type { FormData } from 'undici';
import type { EtagCache } from './etag-cache';
import { retryModeFor, type RetryMode } from './idempotency';
import type { KeySource } from './keys';
import type { PoolRegistry } from './pool';
import { notTheInterface, problemToError, queuedWrite, transportError } from './problems';
import type { QuotaLimiter } from './quota';
import { refuseUnsendable } from './sendable';
import { currentQuotaListener } from './quota-scope';
import { backoffDelay, parseRetryAfter, sleep, type RetryOptions } from './retry';
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
    const { stats, retry } = this.o;
    stats.calls++;
    const started = Date.now();
    const path = request.path + buildQuery(request.query);
    const mode = request.retryMode ?? retryModeFor(adapter.surface, request.method, request.path);
    const body = request.form ?? (request.json !== undefined ? JSON.stringify(request.json) : undefined);
    // Before a key is recorded: a value that cannot be sent must not leave a pending write behind.
    refuseUnsendable({ ...(request.channel !== undefined ? { 'x-channel': request.channel } : {}), ...request.headers }, request.path);
    let key = request.idempotencyKey;
    if ((mode === 'keyed' || request.recordUnkeyed) && !key) {
      // Recorded (and fsync'd, with a journal) before the first byte is sent.
      key = (
        await this.o.keys.begin({
          operationId: request.operationId,
          surface: adapter.surface,
          origin: connectionOf(adapter),
          method: request.method,
          path,
          body: request.recordUnkeyed?.body ?? request.json,
          summary: this.o.describe?.(),
        })
      ).key;
    }
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

    let reauthorised = false;
    for (let attempt = 1; ; attempt++) {
      const cached = cacheKey ? this.o.cache.get(cacheKey) : undefined;
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...(request.anonymous ? {} : await adapter.headers(request)),
        ...request.headers,
      };
      if (typeof body === 'string') headers['content-type'] = 'application/json';
      if (key && mode === 'keyed') headers['idempotency-key'] = key;
      if (request.upload) {
        headers['content-type'] = request.upload.contentType;
        headers['content-length'] = String(request.upload.length);
        stats.bodyBytesSent += request.upload.length;
      }
      if (cached) headers['if-none-match'] = cached.etag;

      stats.requests++;
      if (attempt > 1) stats.retries++;
      if (typeof body === 'string') stats.bodyBytesSent += Buffer.byteLength(body);

      const release = await this.quotaSlot(adapter.surface, request.signal);
      // The slot is given back once, before any backoff: a call that waits holds no slot.
      const sent = await sendOnce(this.o.pools, { origin: adapter.origin, method: request.method, path: adapter.basePath + path, headers, body: request.upload?.open() ?? body }, {
        signal: request.signal,
        timeoutMs: request.timeoutMs ?? this.o.timeoutMs,
      }).then(
        (response) => ({ response }),
        (failure: unknown) => ({ failure }),
      );
      release();
      if ('failure' in sent) {
        const err = sent.failure;
        if (!(err instanceof TransportFailure)) throw err;
        const mayHaveCommitted = err.sent && mode !== 'safe';
        const error = transportError(err.reason, mayHaveCommitted, err.cause, { address: connectionOf(adapter), code: err.code });
        // An unkeyed write that may have reached the server is never resent automatically.
        const repeatable = err.reason !== 'cancelled' && (mode !== 'unsafe' || !err.sent) && !notWorthRepeating(err.code, request);
        const delay = backoffDelay(attempt - 1, retry);
        // The ERP cannot be reached and the write is recorded with its key: it waits in the
        // outbox, which sends it in order once the ERP answers, instead of keeping a person waiting.
        const queueable = !err.sent && err.reason === 'network' && mode === 'keyed' && !!key && this.o.keys.durable && adapter.surface === 'preview';
        if (queueable) {
          report({ outcome: 'queued', replayed: false, attempts: attempt });
          throw queuedWrite(error);
        }
        if (!repeatable || !this.withinBudget(attempt, started, delay)) {
          report({ outcome: err.sent ? 'unknown' : 'failed', replayed: false, attempts: attempt });
          throw error;
        }
        await this.wait(delay, request.signal);
        continue;
      }
      const res: RawResponse = sent.response;

      stats.bodyBytesReceived += res.bytes;
      this.o.quota?.[adapter.surface].observe(res.headers);
      stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
      const replayed = res.headers['idempotency-replayed']?.toLowerCase() === 'true';
      if (replayed) stats.replayed++;

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
        return { status: res.status, headers: res.headers, body: parsed as T, replayed, fromCache: false, attempts: attempt, ...(key ? { idempotencyKey: key } : {}) };
      }

      // A 401 means the request was not processed, so even an unkeyed write may go again.
      if (res.status === 401 && !reauthorised && (await adapter.unauthorized(request))) {
        reauthorised = true;
        continue;
      }
      const retryAfterMs = parseRetryAfter(res.headers['retry-after']);
      if (res.status === 429) this.o.quota?.[adapter.surface].refused(retryAfterMs);
      if (retryableStatus(res.status, mode, adapter.surface, replayed)) {
        const backoff = backoffDelay(attempt - 1, retry);
        // 429: Retry-After is a floor; repeated 429s escalate with jittered backoff.
        const delay = retryAfterMs === undefined ? backoff : res.status === 429 ? Math.max(retryAfterMs, backoff) : retryAfterMs;
        if ((retryAfterMs ?? 0) <= retry.maxRetryAfterMs && this.withinBudget(attempt, started, delay)) {
          await this.wait(delay, request.signal);
          continue;
        }
      }
      const error = problemToError({ status: res.status, body: parsed, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
      // A 4xx is the ERP's final word; after a 5xx the outcome stays unknown (pending).
      const definitive = res.status < 500 && res.status !== 429;
      if (key && definitive) await this.o.keys.complete(key, res.status);
      report({ outcome: definitive ? 'rejected' : 'unknown', status: res.status, replayed, attempts: attempt });
      throw error;
    }
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

  private withinBudget(attempt: number, started: number, delay: number): boolean {
    const { maxAttempts, maxTotalMs } = this.o.retry;
    return attempt < maxAttempts && Date.now() - started + delay <= maxTotalMs;
  }

  private async wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
    try {
      await sleep(ms, signal);
    } catch (err) {
      throw transportError('cancelled', false, err);
    }
  }
}

/**
 * 429 and 503 mean "not processed, come back later" for any request. Other 5xx are
 * repeated for reads, and for keyed writes unless the ERP replayed a stored 5xx (repeating
 * would only replay it again). On /ecom a 5xx is never stored, so the retry runs again.
 */
function retryableStatus(status: number, mode: RetryMode, surface: Surface, replayed: boolean): boolean {
  if (status === 429 || status === 503) return true;
  if (status < 500 || mode === 'unsafe') return false;
  if (mode === 'keyed' && surface === 'preview' && replayed) return false;
  return true;
}

/**
 * A refused connection (an interactive call must not keep a person waiting on it) and an unknown
 * host name (the name service's answer will not change within seconds) are not tried again.
 */
function notWorthRepeating(code: string, request: ErpRequest): boolean {
  return code === 'ENOTFOUND' || (code === 'ECONNREFUSED' && !!request.failFast);
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
