import type { Faults } from './faults';
import type { Ledger } from './ledger';
import type { ApiKeyRegistry, BearerVerifier } from './rules/auth-scopes';
import type { IdempotencyStore } from './rules/idempotency';
import type { Quota } from './rules/quota';
import type { Store } from './store';
import type { Traffic } from './traffic';

/** Sandbox time: real time plus an offset the control interface can advance (expiry tests). */
export class Clock {
  offsetMs = 0;
  /** `base` is the wall clock unless a test injects one (to make records in the same millisecond, say). */
  constructor(private readonly base: () => number = Date.now) {}
  now(): number {
    return this.base() + this.offsetMs;
  }
}

/**
 * Routes the description does not show (docs/api-assumptions.md 70-71, 112, 119, 167, 291, 344). A sandbox can be started
 * without them to stand in for an ERP that lacks them.
 */
export type OptionalRoute =
  | 'inventory-count.cancel'
  | 'inventory-count.recalculate'
  | 'purchase-order.cancel'
  | 'ticket.update'
  | 'return.approve'
  | 'return.receive'
  | 'content-page.delete'
  | 'home-page.read'
  | 'home-page.replace'
  | 'item-attributes.read'
  | 'inventory-transactions.list';

export interface SandboxConfig {
  seed: number;
  scale: number;
  idempotencyWaitMs: number;
  control: boolean;
  leaveOut: readonly OptionalRoute[];
}

/** Everything a route needs; one per running sandbox (several may run in one process). */
export interface SandboxContext {
  config: SandboxConfig;
  store: Store;
  clock: Clock;
  ledger: Ledger;
  faults: Faults;
  idempotency: IdempotencyStore;
  quota: Quota;
  ecomQuota: Quota;
  traffic: Traffic;
  keys: ApiKeyRegistry;
  bearer: { verifier?: BearerVerifier };
}
