import type { AddressInfo } from 'node:net';
import { Clock, type OptionalRoute, type SandboxContext } from './context';
import { Faults } from './faults';
import { Ledger } from './ledger';
import { ApiKeyRegistry, type BearerVerifier } from './rules/auth-scopes';
import { IdempotencyStore } from './rules/idempotency';
import { Quota } from './rules/quota';
import { generateStore, type SeedCounts } from './seed/generate';
import { demoKeys, extraKeyRecord, type DemoKeys } from './seed/keys';
import { registerOAuth } from './oauth';
import { removeMediaFiles } from './media/files';
import { LocalNames } from './rules/local-names';
import { buildServer } from './server';
import { Traffic, type TrafficRecording } from './traffic';
import { adminPreviewToken } from './ecom/branding';
import { portalUsers, type PortalUser } from './ecom/portal-users';

/**
 * The Sandbox ERP: a real local HTTP server implementing the /preview and /ecom rules over
 * seeded demo data. It is the app's Demo connection and the server every integration and e2e
 * test talks to. Several sandboxes may run in one process; each has its own data and state.
 */
export interface SandboxOptions {
  /** 0 = random. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  seed?: number;
  /** 1 = ~300 items; 50 gives 10,000+ records for benchmarks. */
  scale?: number;
  /** Exact numbers of items, tickets and media files, in place of what `scale` gives for them. */
  counts?: SeedCounts;
  /** Per credential (and per visitor address on /ecom); default 6000. */
  quotaPerMinute?: number;
  /** The quota's window; default one minute. Tests shorten it to feel a small quota quickly. */
  quotaWindowMs?: number;
  /** How long a request waits for an in-flight twin with the same Idempotency-Key before 503; default 30000. */
  idempotencyWaitMs?: number;
  /** The /_sandbox control interface and X-Sandbox-Fault; default true (demo and test mode). */
  control?: boolean;
  logger?: boolean;
  /** The seed's "today" (ISO date); default today (UTC). Pin it for byte-identical data across days. */
  anchorDate?: string;
  /** Verifies `Authorization: Bearer` tokens on /preview (the OAuth server plugs in here). */
  bearerVerifier?: BearerVerifier;
  /** Optional routes left out (they answer 404 Route.NotFound), to act as an ERP without them. */
  leaveOut?: OptionalRoute[];
  /** The sandbox's clock before any advance; default the wall clock. Tests inject one. */
  now?: () => number;
}

export interface SandboxHandle {
  origin: string;
  previewUrl: string;
  ecomUrl: string;
  controlUrl: string;
  tenantId: string;
  /** The tenant's base currency (NOK), which the interface never names: the Demo profile sets it (docs/api-assumptions.md 350). */
  baseCurrency: string;
  channels: { code: string; name: string; type: string }[];
  apiKeys: DemoKeys;
  /** X-Admin-Preview token per channel code, for PATCH /ecom/branding (docs/api-assumptions.md 165). */
  adminPreviewTokens: Record<string, string>;
  /** Demo customers' portal accounts for POST /ecom/auth/login (docs/api-assumptions.md 176). */
  portalUsers: PortalUser[];
  /** How long generating the seeded data took. */
  seedMs: number;
  ledger: Ledger;
  faults: Faults;
  /** Replaces (or with undefined removes) the bearer-token verifier at runtime. */
  setBearerVerifier(verifier: BearerVerifier | undefined): void;
  /** Issues an extra API key with the given scopes (deterministic per seed and name). */
  addApiKey(options: { name: string; scopes: string[]; environment?: 'test' | 'live'; revoked?: boolean }): string;
  /** Calls each interface answered 429 because the quota was used up (injected faults not counted). */
  quotaRefusals(): { preview: number; ecom: number };
  /** Starts recording the /preview and /ecom requests answered from now on (calls, overlap). */
  recordTraffic(): TrafficRecording;
  /** Moves sandbox time forward (idempotency retention, session expiry, batch expiry). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

export const DEFAULT_SEED = 1;

export function startOfUtcDay(ms: number): number {
  return ms - (ms % 86_400_000);
}

const startOfHour = (ms: number) => ms - (ms % 3_600_000);

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const anchor = options.anchorDate ? Date.parse(`${options.anchorDate}T00:00:00Z`) : startOfUtcDay(Date.now());
  if (Number.isNaN(anchor)) throw new Error(`anchorDate must be an ISO date, got ${options.anchorDate}`);
  const clock = new Clock(options.now);
  const now = () => clock.now();
  const keys = new ApiKeyRegistry();
  const demo = demoKeys(seed);
  for (const record of demo.records) keys.add(record);

  const seeding = performance.now();
  // A pinned day pins the tickets too; otherwise they hang off the hour the sandbox started in.
  const supportAnchor = options.anchorDate ? undefined : startOfHour(clock.now());
  const store = generateStore({ seed, scale, anchor, supportAnchor, counts: options.counts });
  const seedMs = Math.round(performance.now() - seeding);
  const sb: SandboxContext = {
    config: { seed, scale, idempotencyWaitMs: options.idempotencyWaitMs ?? 30_000, control: options.control ?? true, leaveOut: options.leaveOut ?? [] },
    store,
    clock,
    ledger: new Ledger(),
    faults: new Faults(seed),
    idempotency: new IdempotencyStore(now),
    quota: new Quota(options.quotaPerMinute ?? 6000, now, options.quotaWindowMs),
    ecomQuota: new Quota(options.quotaPerMinute ?? 6000, now, options.quotaWindowMs),
    traffic: new Traffic(),
    keys,
    bearer: options.bearerVerifier ? { verifier: options.bearerVerifier } : {},
  };
  const names = new LocalNames();
  const app = await buildServer(sb, options.logger ?? false, names);
  // The OAuth server's issuer is the origin, known only once listening.
  let origin = '';
  const oauth = await registerOAuth(app, { origin: () => origin });
  sb.bearer.verifier ??= oauth.verifyBearer;
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const { port } = app.server.address() as AddressInfo;
  names.listening(host, port);
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    origin,
    previewUrl: `${origin}/preview`,
    ecomUrl: `${origin}/ecom`,
    controlUrl: `${origin}/_sandbox`,
    tenantId: sb.store.tenant.id,
    baseCurrency: sb.store.tenant.baseCurrency,
    channels: [...sb.store.channels.values()].map((c) => ({ code: c.channelCode, name: c.name, type: c.type })),
    apiKeys: demo.keys,
    adminPreviewTokens: Object.fromEntries([...sb.store.channels.keys()].map((code) => [code, adminPreviewToken(seed, sb.store.tenant.id, code)])),
    portalUsers: portalUsers(sb.store),
    seedMs,
    ledger: sb.ledger,
    faults: sb.faults,
    setBearerVerifier(verifier) {
      if (verifier) sb.bearer.verifier = verifier;
      else delete sb.bearer.verifier;
    },
    addApiKey({ name, scopes, environment = 'test', revoked = false }) {
      const record = extraKeyRecord(seed, { name, scopes, environment, revoked });
      keys.add(record);
      return record.key;
    },
    quotaRefusals: () => ({ preview: sb.quota.refused, ecom: sb.ecomQuota.refused }),
    recordTraffic: () => sb.traffic.record(),
    advanceClock(ms) {
      clock.offsetMs += ms;
    },
    close: async () => {
      await app.close();
      await removeMediaFiles(sb.store.media);
    },
  };
}

export type { BearerGrant, BearerVerifier } from './rules/auth-scopes';
export type { Ledger, LedgerEntry, LedgerFilter } from './ledger';
export type { Faults, FaultKind, FaultRule } from './faults';
export type { TrafficEntry, TrafficFilter, TrafficRecording } from './traffic';
export type { DemoKeys } from './seed/keys';
export type { SeedCounts } from './seed/generate';
export type { OptionalRoute } from './context';
