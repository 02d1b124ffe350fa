import { Prng, streamSeed } from './seed/prng';
import { problem } from './rules/problems';

/**
 * Faults on demand, per request (header `X-Sandbox-Fault`) or by configuration (a probability
 * per kind drawn from a seeded PRNG, an optional path filter and a use limit). They exist so
 * tests can prove the client survives lost answers, 5xx, latency, 429 and in-flight 503.
 */
export const FAULT_KINDS = ['drop-after-commit', 'error-before-commit', 'latency', 'rate-limit', 'in-flight-503', 'reset-mid-body', 'slow-body'] as const;
/** Kinds that take a number in the header (`latency=250`); for the body faults it is optional. */
const VALUED_KINDS: readonly FaultKind[] = ['latency', 'reset-mid-body', 'slow-body'];
export const DEFAULT_RESET_AFTER_BYTES = 65_536;
export const DEFAULT_BODY_BYTES_PER_SECOND = 262_144;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  kind: FaultKind;
  /** 0..1, default 1. */
  probability?: number;
  /** Only requests whose path starts with this (e.g. `/preview/purchase-orders`). */
  pathPrefix?: string;
  /** Only this method (GET, POST, ...). */
  method?: string;
  /** How many times the rule may fire; absent means unlimited. */
  count?: number;
  /** For `latency`; for `slow-body`, how long the answer then waits after the last byte (a server still processing the file). */
  latencyMs?: number;
  /** For `latency`: with it, each hit waits a seeded random whole number of ms in [latencyMs, latencyMaxMs]. */
  latencyMaxMs?: number;
  /** For `reset-mid-body` (uploads): close the connection once this many file bytes have arrived. */
  afterBytes?: number;
  /** For `slow-body` (uploads): read the file no faster than this. */
  bytesPerSecond?: number;
  /** For `rate-limit`: the Retry-After it answers with, in seconds (default 1). */
  retryAfterSeconds?: number;
}

export interface FaultPlan {
  dropAfterCommit: boolean;
  errorBeforeCommit: boolean;
  latencyMs: number;
  rateLimit: boolean;
  /** Retry-After of an injected 429, in seconds. */
  rateLimitRetryAfter: number;
  inFlight503: boolean;
  /** Upload readers honour these two; other routes have no body worth breaking. */
  resetAfterBytes: number | null;
  bodyBytesPerSecond: number | null;
  /** An upload's answer waits this long after its last byte arrived. */
  afterBodyMs: number;
}

export const NO_FAULTS: FaultPlan = {
  dropAfterCommit: false,
  errorBeforeCommit: false,
  latencyMs: 0,
  rateLimit: false,
  rateLimitRetryAfter: 1,
  inFlight503: false,
  resetAfterBytes: null,
  bodyBytesPerSecond: null,
  afterBodyMs: 0,
};

export class Faults {
  private configured: (FaultRule & { fired: number })[] = [];
  private prng: Prng;

  constructor(private readonly seed: number) {
    this.prng = new Prng(streamSeed(seed, 'faults'));
  }

  configure(rules: FaultRule[], seed?: number): void {
    for (const rule of rules) validateRule(rule);
    this.configured.push(...rules.map((r) => ({ ...r, fired: 0 })));
    if (seed !== undefined) this.prng = new Prng(streamSeed(seed, 'faults'));
  }

  clear(): void {
    this.configured = [];
    this.prng = new Prng(streamSeed(this.seed, 'faults'));
  }

  rules(): (FaultRule & { fired: number })[] {
    return this.configured.map((r) => ({ ...r }));
  }

  /** Combines the request's header with the configured rules into what happens to this request. */
  plan(method: string, path: string, header: string | undefined): FaultPlan {
    const plan: FaultPlan = { ...NO_FAULTS };
    if (header) for (const part of header.split(',')) apply(plan, parseHeaderPart(part.trim()));
    for (const rule of this.configured) {
      if (rule.count !== undefined && rule.fired >= rule.count) continue;
      if (rule.method && rule.method.toUpperCase() !== method) continue;
      if (rule.pathPrefix && !path.startsWith(rule.pathPrefix)) continue;
      if (!this.prng.chance(rule.probability ?? 1)) continue;
      rule.fired += 1;
      apply(plan, rule.latencyMaxMs === undefined ? rule : { ...rule, latencyMs: this.prng.int(rule.latencyMs ?? 0, rule.latencyMaxMs) });
    }
    return plan;
  }
}

type Fired = Pick<FaultRule, 'kind' | 'latencyMs' | 'afterBytes' | 'bytesPerSecond' | 'retryAfterSeconds'>;

function apply(plan: FaultPlan, rule: Fired): void {
  if (rule.kind === 'drop-after-commit') plan.dropAfterCommit = true;
  if (rule.kind === 'error-before-commit') plan.errorBeforeCommit = true;
  if (rule.kind === 'rate-limit') {
    plan.rateLimit = true;
    plan.rateLimitRetryAfter = rule.retryAfterSeconds ?? 1;
  }
  if (rule.kind === 'in-flight-503') plan.inFlight503 = true;
  if (rule.kind === 'latency') plan.latencyMs += rule.latencyMs ?? 1000;
  if (rule.kind === 'reset-mid-body') plan.resetAfterBytes = rule.afterBytes ?? DEFAULT_RESET_AFTER_BYTES;
  if (rule.kind === 'slow-body') {
    plan.bodyBytesPerSecond = rule.bytesPerSecond ?? DEFAULT_BODY_BYTES_PER_SECOND;
    plan.afterBodyMs += rule.latencyMs ?? 0;
  }
}

function parseHeaderPart(part: string): Fired {
  const [name, value] = part.split('=').map((s) => s.trim());
  const number = value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  if (name === 'latency' && number !== undefined && number <= 999_999) return { kind: 'latency', latencyMs: number };
  if (name === 'reset-mid-body' && (value === undefined || number !== undefined))
    return { kind: name, ...(number !== undefined ? { afterBytes: number } : {}) };
  if (name === 'slow-body' && (value === undefined || (number !== undefined && number > 0)))
    return { kind: name, ...(number !== undefined ? { bytesPerSecond: number } : {}) };
  if (!VALUED_KINDS.includes(name as FaultKind) && value === undefined && FAULT_KINDS.includes(name as FaultKind)) return { kind: name as FaultKind };
  const usage = FAULT_KINDS.map((k) =>
    k === 'latency' ? 'latency=<ms>' : k === 'reset-mid-body' ? 'reset-mid-body[=<bytes>]' : k === 'slow-body' ? 'slow-body[=<bytes per second>]' : k,
  );
  throw problem.invalid('X-Sandbox-Fault', 'Sandbox.UnknownFault', `Unknown fault '${part}'. Use ${usage.join(', ')}.`);
}

function validateRule(rule: FaultRule): void {
  if (!FAULT_KINDS.includes(rule.kind)) throw problem.invalid('kind', 'Sandbox.UnknownFault', `kind must be one of ${FAULT_KINDS.join(', ')}.`);
  if (rule.probability !== undefined && !(rule.probability >= 0 && rule.probability <= 1)) {
    throw problem.invalid('probability', 'Sandbox.InvalidFault', 'probability must be between 0 and 1.');
  }
  if (rule.count !== undefined && !(Number.isInteger(rule.count) && rule.count >= 0))
    throw problem.invalid('count', 'Sandbox.InvalidFault', 'count must be a whole number.');
  if (rule.latencyMs !== undefined && !(Number.isInteger(rule.latencyMs) && rule.latencyMs >= 0 && rule.latencyMs <= 600_000)) {
    throw problem.invalid('latencyMs', 'Sandbox.InvalidFault', 'latencyMs must be a whole number of milliseconds up to 600000.');
  }
  if (rule.latencyMaxMs !== undefined && !(Number.isInteger(rule.latencyMaxMs) && rule.latencyMaxMs >= (rule.latencyMs ?? 0) && rule.latencyMaxMs <= 600_000)) {
    throw problem.invalid('latencyMaxMs', 'Sandbox.InvalidFault', 'latencyMaxMs must be a whole number of milliseconds from latencyMs up to 600000.');
  }
  if (rule.afterBytes !== undefined && !(Number.isInteger(rule.afterBytes) && rule.afterBytes >= 0))
    throw problem.invalid('afterBytes', 'Sandbox.InvalidFault', 'afterBytes must be a whole number of bytes.');
  if (rule.bytesPerSecond !== undefined && !(Number.isInteger(rule.bytesPerSecond) && rule.bytesPerSecond > 0)) {
    throw problem.invalid('bytesPerSecond', 'Sandbox.InvalidFault', 'bytesPerSecond must be a whole number above 0.');
  }
}
