import { createHash } from 'node:crypto';
import { AppError } from '@shared/errors';
import type { DamageReport } from '../store/damaged-copy';
import { IdempotencyJournal, type JournalEntry, type OutboxNote } from '../store/idempotency-journal';
import { previewAdapter, type CredentialsProvider } from './auth';
import { splitBaseUrl } from './base-url';
import { createEcomApi, type EcomApi } from './ecom';
import { ecomAdapter, EcomSessionStore } from './ecom/session';
import { EtagCache, type EtagCacheOptions } from './etag-cache';
import { connectionOf, HttpCore, type ErpRequest, type ErpResponse, type SurfaceAdapter, type WriteEvent } from './http';
import { needsIdempotencyKey } from './idempotency';
import { markNotOffered, type OptionalOperation } from './offered-operations';
import { journalKeys, memoryKeys } from './keys';
import { DEFAULT_PAGE_CONCURRENCY } from './paging';
import { PoolRegistry } from './pool';
import { createPreviewApi, type PreviewApi } from './preview';
import { DEFAULT_CALLS_PER_MINUTE, QuotaLimiter } from './quota';
import type { ResourceContext } from './resource';
import { defaultRetryOptions, type RetryOptions } from './retry';
import { createStats, resetStats, snapshotStats, type ErpStats } from './stats';
import type { Surface } from './types';

export interface ErpClientOptions {
  /** Connection profile id: scopes cached records and /ecom sessions. */
  profileId: string;
  preview?: {
    baseUrl: string;
    credentials: CredentialsProvider;
    refreshBearer?: () => Promise<boolean>;
  };
  ecom?: {
    baseUrl: string;
    tenantId: string;
    defaultChannel: string;
    adminPreviewToken?: (channel: string) => Promise<string>;
  };
  /**
   * Durable idempotency keys: an open journal (used as given), or a data dir in which the
   * profile's own journal file is opened. Neither: keys live in memory for the client's life.
   */
  journal?: IdempotencyJournal;
  dataDir?: string;
  /** Share one store across clients so a profile+channel keeps a single session. */
  sessions?: EcomSessionStore;
  retry?: Partial<RetryOptions>;
  /** Per-attempt timeout (default 30 s). */
  timeoutMs?: number;
  cache?: EtagCacheOptions;
  connectionsPerOrigin?: number;
  /** Pages fetched side by side by the `all` iterators (default 4). */
  pageConcurrency?: number;
  /**
   * Client-side quota per surface (the profile's calls per minute; default 6000). `windowMs` is
   * the quota window, one minute on the ERP; tests shorten it.
   */
  quota?: { perMinute?: number; windowMs?: number };
  /** Every write's outcome (for the activity log); secrets are never part of it. */
  onWrite?: (event: WriteEvent) => void;
  /** What the user asked for, recorded with each keyed write (shown in Pending writes). */
  describeWrite?: () => string | undefined;
}

/** The journal's view for the outbox: the writes it holds for this connection, and how to act on them. */
export interface ClientOutbox {
  /** Pending writes of this connection and refusals not yet discarded, oldest first. */
  entries(): JournalEntry[];
  /** Sends one held write again with its original key (the ERP replays it if it was booked). */
  resend(key: string, options?: { signal?: AbortSignal }): Promise<ErpResponse>;
  annotate(key: string, note: Partial<OutboxNote>): Promise<void>;
  discard(key: string): Promise<void>;
  isExpired(entry: JournalEntry): boolean;
  isInFlight(key: string): boolean;
  /** Lines of the journal that may have been waiting writes but could not be read (row 300). */
  unreadable(): { count: number; report: DamageReport } | null;
  dismissUnreadable(): void;
}

export type ResumeResult =
  | { entry: JournalEntry; outcome: 'ok'; response: ErpResponse }
  | { entry: JournalEntry; outcome: 'failed'; error: unknown }
  | { entry: JournalEntry; outcome: 'skipped'; reason: 'expired' | 'other-connection' | 'ecom-session' | 'in-flight' | 'unkeyed' };

export interface ErpClient {
  preview: PreviewApi;
  ecom: EcomApi;
  /** Counters since creation or the last reset. */
  stats(): ErpStats;
  /** The client-side quota of each surface: current limit (lowered after a 429) and 429s seen. */
  quota(): Record<Surface, { limit: number; refusals: number }>;
  resetStats(): void;
  cache: EtagCache;
  /** Raw call for endpoints without a typed function yet; same rules apply. */
  request<T = unknown>(surface: Surface, request: ErpRequest): Promise<ErpResponse<T>>;
  /** Optional /preview operations the server lacks (from its OpenAPI document): their actions are disabled. */
  markNotOffered(operations: readonly OptionalOperation[]): void;
  /** Keyed writes whose outcome is unknown (sent, answer lost), possibly from an earlier run. */
  pendingWrites(): JournalEntry[];
  /**
   * Resends pending /preview writes of this connection with their original keys, one by one.
   * Skips writes still running in this process, /ecom writes (their key belonged to a session
   * that is gone) and writes older than the ERP's 24-hour key retention (a resend could act twice).
   */
  resumePending(options?: { signal?: AbortSignal }): Promise<ResumeResult[]>;
  /**
   * Marks a recorded unkeyed write (a media upload, by the operationId it was sent with) as
   * settled once its owner knows the outcome: adopted via findStored (the asset's status, 201),
   * or known not to be stored (0). It then leaves pendingWrites() and no restart revisits it.
   */
  settleUnkeyed(operationId: string, status: number): Promise<void>;
  /** Absent without a journal: then nothing can wait for the ERP. */
  outbox?: ClientOutbox;
  /**
   * Records work the app has promised but not begun (an upload waiting in the queue, assets to
   * delete once their replacement is stored) in the same journal, so a restart finds it. It stays
   * in pendingIntents() until settleUnkeyed(operationId, ...) and is never sent to the ERP.
   */
  recordIntent(operationId: string, body: unknown): Promise<void>;
  pendingIntents(): JournalEntry[];
  close(): Promise<void>;
}

/** The journal's method for a recorded intent: never a request, so no resend can ever pick it up. */
const INTENT = 'INTENT';

export async function createErpClient(options: ErpClientOptions): Promise<ErpClient> {
  const ownsJournal = !options.journal && !!options.dataDir;
  // One journal file per profile: keys are scoped to a credential, so a write may only be
  // resumed by the profile that sent it.
  const journal =
    options.journal ?? (options.dataDir ? await IdempotencyJournal.open(options.dataDir, { fileName: journalFileName(options.profileId) }) : undefined);
  const pools = new PoolRegistry({ connections: options.connectionsPerOrigin });
  const stats = createStats();
  const perWindow = options.quota?.perMinute ?? DEFAULT_CALLS_PER_MINUTE;
  const limiter = () => new QuotaLimiter({ perWindow, windowMs: options.quota?.windowMs });
  const quota: Record<Surface, QuotaLimiter> = { preview: limiter(), ecom: limiter() };
  const cache = new EtagCache(options.cache);
  const core = new HttpCore({
    pools,
    stats,
    cache,
    keys: journal ? journalKeys(journal) : memoryKeys(),
    retry: { ...defaultRetryOptions, ...options.retry },
    timeoutMs: options.timeoutMs ?? 30_000,
    quota,
    onWrite: options.onWrite,
    describe: options.describeWrite,
  });
  const pageConcurrency = options.pageConcurrency ?? DEFAULT_PAGE_CONCURRENCY;

  const previewSide: SurfaceAdapter = options.preview
    ? previewAdapter({ ...splitBaseUrl(options.preview.baseUrl, '/preview'), profileId: options.profileId, ...options.preview })
    : unconfigured('preview');
  const ecomSide: SurfaceAdapter = options.ecom
    ? ecomAdapter(core, {
        ...splitBaseUrl(options.ecom.baseUrl, '/ecom'),
        profileId: options.profileId,
        tenantId: options.ecom.tenantId,
        defaultChannel: options.ecom.defaultChannel,
        sessions: options.sessions ?? new EcomSessionStore(),
        adminPreviewToken: options.ecom.adminPreviewToken,
      })
    : unconfigured('ecom');
  const previewCtx: ResourceContext = { core, adapter: previewSide, pageConcurrency };
  const ecomCtx: ResourceContext = { core, adapter: ecomSide, pageConcurrency };

  return {
    preview: createPreviewApi(previewCtx),
    ecom: createEcomApi(ecomCtx),
    stats: () => snapshotStats(stats),
    resetStats: () => resetStats(stats),
    quota: () => ({
      preview: { limit: quota.preview.currentLimit, refusals: quota.preview.refusals },
      ecom: { limit: quota.ecom.currentLimit, refusals: quota.ecom.refusals },
    }),
    cache,
    request: (surface, request) => core.call(surface === 'preview' ? previewSide : ecomSide, request),
    markNotOffered: (operations) => markNotOffered(previewSide, operations),
    pendingWrites: () => journal?.pending() ?? [],
    async resumePending({ signal } = {}) {
      const results: ResumeResult[] = [];
      for (const entry of journal?.pending() ?? []) {
        // An /ecom key is scoped to the session that sent it; a new session would run it again.
        if (entry.method === INTENT) continue;
        if (core.inFlightKeys.has(entry.key)) results.push({ entry, outcome: 'skipped', reason: 'in-flight' });
        else if (entry.surface !== 'preview') results.push({ entry, outcome: 'skipped', reason: 'ecom-session' });
        // A recorded unkeyed write (media upload): resending could store it twice; its owner checks instead.
        else if (!needsIdempotencyKey('preview', entry.method as ErpRequest['method'], entry.path.split('?')[0] ?? ''))
          results.push({ entry, outcome: 'skipped', reason: 'unkeyed' });
        else if (entry.origin !== connectionOf(previewSide)) results.push({ entry, outcome: 'skipped', reason: 'other-connection' });
        else if (journal!.isExpired(entry)) results.push({ entry, outcome: 'skipped', reason: 'expired' });
        else {
          try {
            const response = await core.call(previewSide, resendOf(entry, signal));
            results.push({ entry, outcome: 'ok', response });
          } catch (error) {
            results.push({ entry, outcome: 'failed', error });
          }
        }
      }
      return results;
    },
    outbox: journal ? clientOutbox(journal, core, previewSide) : undefined,
    async settleUnkeyed(operationId, status) {
      const entry = journal?.get(operationId);
      if (entry?.state === 'pending') await journal!.complete(entry.key, status);
    },
    async recordIntent(operationId, body) {
      await journal?.begin({ operationId, surface: 'preview', origin: connectionOf(previewSide), method: INTENT, path: '/intent', body });
    },
    pendingIntents: () => (journal?.pending() ?? []).filter((e) => e.method === INTENT && e.origin === connectionOf(previewSide)),
    async close() {
      await pools.close();
      if (ownsJournal) await journal!.close();
    },
  };
}

/** A recorded write sent again as it was first sent, under its own idempotency key. */
function resendOf(entry: JournalEntry, signal: AbortSignal | undefined): ErpRequest {
  return { method: entry.method as ErpRequest['method'], path: entry.path, json: entry.body, idempotencyKey: entry.key, retryMode: 'keyed', signal };
}

/** Keyed /preview writes of this connection only: /ecom keys die with their session, unkeyed uploads have their own check. */
function clientOutbox(journal: IdempotencyJournal, core: HttpCore, preview: SurfaceAdapter): ClientOutbox {
  const ours = (e: JournalEntry) =>
    e.surface === 'preview' &&
    e.origin === connectionOf(preview) &&
    needsIdempotencyKey('preview', e.method as ErpRequest['method'], e.path.split('?')[0] ?? '');
  return {
    entries: () =>
      journal
        .outboxEntries()
        .filter(ours)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)), // equal times stay in the order begun (stable sort, journal order)
    async resend(key, { signal } = {}) {
      const entry = journal.get(key);
      if (!entry || !ours(entry)) throw new AppError({ kind: 'notFound', title: 'This write is no longer held' });
      return core.call(preview, resendOf(entry, signal));
    },
    async annotate(key, note) {
      await journal.annotate(key, note);
    },
    discard: (key) => journal.discard(key),
    isExpired: (entry) => journal.isExpired(entry),
    isInFlight: (key) => core.inFlightKeys.has(key),
    unreadable: () => journal.unreadableWaiting(),
    dismissUnreadable: () => journal.dismissUnreadable(),
  };
}

function unconfigured(surface: Surface): SurfaceAdapter {
  const fail = async (): Promise<never> => {
    throw new AppError({ kind: 'validation', title: `This connection has no ${surface === 'preview' ? 'integration' : 'commerce'} address` });
  };
  return { surface, origin: 'http://unconfigured.invalid', basePath: '', cacheScope: surface, headers: fail, unauthorized: fail };
}

/** The profile's own journal file in the data dir. */
export function journalFileName(profileId: string): string {
  return `idempotency-journal.${fileSafe(profileId)}.jsonl`;
}

/** A readable, collision-free file name part for any profile id. */
function fileSafe(profileId: string): string {
  const readable = profileId.replace(/[^A-Za-z0-9-]/g, '_').slice(0, 40);
  return `${readable}-${createHash('sha256').update(profileId).digest('hex').slice(0, 8)}`;
}
