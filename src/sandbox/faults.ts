import { Prng, streamSeed } from './seed/prng';
import { problem } from './rules/problems';

/**
 * Faults on demand, per request (header `X-Sandbox-Fault`) or by configuration (a probability
 * per kind drawn from a seeded PRNG, an optional path filter and a use limit). They exist so
 * tests can prove the client survives lost answers, 5xx, latency, 429 and in-flight 503.
 */
export const FAULT_KINDS = ['drop-after-commit', 'error-before-commit', 'latency', 'rate-limit', 'in-flight-503'] as const;
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
  /** For `latency`. */
  latencyMs?: number;
  /** For `latency`: with it, each hit waits a seeded random whole number of ms in [latencyMs, latencyMaxMs]. */
  latencyMaxMs?: number;
}

export interface FaultPlan {
  dropAfterCommit: boolean;
  errorBeforeCommit: boolean;
  latencyMs: number;
  rateLimit: boolean;
  inFlight503: boolean;
}

export const NO_FAULTS: FaultPlan = { dropAfterCommit: false, errorBeforeCommit: false, latencyMs: 0, rateLimit: false, inFlight503: false };

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
      apply(plan, rule.latencyMaxMs === undefined ? rule : { kind: rule.kind, latencyMs: this.prng.int(rule.latencyMs ?? 0, rule.latencyMaxMs) });
    }
    return plan;
  }
}

function apply(plan: FaultPlan, rule: Pick<FaultRule, 'kind' | 'latencyMs'>): void {
  if (rule.kind === 'drop-after-commit') plan.dropAfterCommit = true;
  if (rule.kind === 'error-before-commit') plan.errorBeforeCommit = true;
  if (rule.kind === 'rate-limit') plan.rateLimit = true;
  if (rule.kind === 'in-flight-503') plan.inFlight503 = true;
  if (rule.kind === 'latency') plan.latencyMs += rule.latencyMs ?? 1000;
}

function parseHeaderPart(part: string): Pick<FaultRule, 'kind' | 'latencyMs'> {
  const [name, value] = part.split('=').map((s) => s.trim());
  if (name === 'latency' && value !== undefined && /^\d{1,6}$/.test(value)) return { kind: 'latency', latencyMs: Number(value) };
  if (name !== 'latency' && value === undefined && FAULT_KINDS.includes(name as FaultKind)) return { kind: name as FaultKind };
  throw problem.invalid('X-Sandbox-Fault', 'Sandbox.UnknownFault', `Unknown fault '${part}'. Use ${FAULT_KINDS.map((k) => (k === 'latency' ? 'latency=<ms>' : k)).join(', ')}.`);
}

function validateRule(rule: FaultRule): void {
  if (!FAULT_KINDS.includes(rule.kind)) throw problem.invalid('kind', 'Sandbox.UnknownFault', `kind must be one of ${FAULT_KINDS.join(', ')}.`);
  if (rule.probability !== undefined && !(rule.probability >= 0 && rule.probability <= 1)) {
    throw problem.invalid('probability', 'Sandbox.InvalidFault', 'probability must be between 0 and 1.');
  }
  if (rule.count !== undefined && !(Number.isInteger(rule.count) && rule.count >= 0)) throw problem.invalid('count', 'Sandbox.InvalidFault', 'count must be a whole number.');
  if (rule.latencyMs !== undefined && !(Number.isInteger(rule.latencyMs) && rule.latencyMs >= 0 && rule.latencyMs <= 600_000)) {
    throw problem.invalid('latencyMs', 'Sandbox.InvalidFault', 'latencyMs must be a whole number of milliseconds up to 600000.');
  }
  if (rule.latencyMaxMs !== undefined && !(Number.isInteger(rule.latencyMaxMs) && rule.latencyMaxMs >= (rule.latencyMs ?? 0) && rule.latencyMaxMs <= 600_000)) {
    throw problem.invalid('latencyMaxMs', 'Sandbox.InvalidFault', 'latencyMaxMs must be a whole number of milliseconds from latencyMs up to 600000.');
  }
}
