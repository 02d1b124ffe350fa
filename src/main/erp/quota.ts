import { sleep } from './retry';

export { DEFAULT_CALLS_PER_MINUTE } from '@shared/contract/connections';

/**
 * Client-side quota (docs/api-assumptions.md 39, 230-232): at most `perWindow` calls in any
 * `windowMs`, so bulk work spreads over windows instead of running into 429.
 *
 * A call holds its slot from the moment it is sent until `windowMs` after its answer: the server
 * counted it somewhere in between, so whatever fixed window the server uses, no window can see
 * more calls than the limit. A 429 (or a rate-limit header) lowers the limit and pauses every
 * call until the server's Retry-After has passed. A lowered limit doubles back toward the
 * configured one after each quiet period, so one passing 429 (another client on the same key)
 * does not slow the rest of a working day.
 *
 * Hand-written on purpose: it limits calls per time window with slots held past the answer and
 * pauses learned from 429s, which no concurrency limiter (p-limit, `mapLimit`) expresses.
 */
export interface QuotaOptions {
  /** Calls per window; the profile's "Calls per minute". */
  perWindow: number;
  /** Default one minute (the ERP's window); tests shorten it. */
  windowMs?: number;
  /** Quiet time after which a learned limit doubles back toward the configured one; default 10 minutes. */
  recoverAfterMs?: number;
  now?: () => number;
}

/** Reported while a call waits for room in the quota. */
export interface QuotaWait {
  waitMs: number;
  limit: number;
}

/** A 429 never teaches a limit under this (unless configured lower). */
const LOWEST_LEARNED = 10;
/** Below an announced limit, to leave room for other clients sharing the credential. */
const HEADROOM = 0.9;

export class QuotaLimiter {
  private limit: number;
  private readonly configured: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly recoverAfterMs: number;
  /** Since when the limit has been what it is, without a 429. */
  private settledAt = 0;
  private inFlight = 0;
  /** When each finished call's slot frees up, ascending. */
  private releases: number[] = [];
  private pausedUntil = 0;
  private wake: (() => void)[] = [];
  /** 429 answers seen; a well-behaved run keeps this at 0. */
  refusals = 0;

  constructor(options: QuotaOptions) {
    this.configured = Math.max(1, Math.floor(options.perWindow));
    this.limit = this.configured;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.recoverAfterMs = options.recoverAfterMs ?? 10 * 60_000;
  }

  get currentLimit(): number {
    this.recover(this.now());
    return this.limit;
  }

  /** Waits until a call may be sent; the returned function ends the call (call it once, always). */
  async acquire(signal?: AbortSignal, onWait?: (wait: QuotaWait) => void): Promise<() => void> {
    for (;;) {
      const now = this.now();
      this.prune(now);
      this.recover(now);
      if (now >= this.pausedUntil && this.inFlight + this.releases.length < this.limit) break;
      const waitMs = this.nextChance(now);
      onWait?.({ waitMs, limit: this.limit });
      await this.sleepOrWake(waitMs, signal);
    }
    this.inFlight++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.inFlight--;
      this.releases.push(this.now() + this.windowMs);
      this.notify();
    };
  }

  /**
   * The server refused a call (just answered, so its slot is the latest): its quota is below what
   * we allowed. The slots we hold span at most two of the server's windows (a window plus the
   * calls' time in flight), so half of them is at most its quota; each further 429 lowers by one
   * more, down to LOWEST_LEARNED (few held calls mean others share the credential: Retry-After is
   * then what helps). Every call waits for Retry-After; without one the caller's backoff applies.
   */
  refused(retryAfterMs: number | undefined): void {
    this.refusals++;
    const now = this.now();
    // The refused call was not carried out: it takes no room in the window.
    this.releases.pop();
    this.prune(now);
    const held = this.inFlight + this.releases.length;
    this.limit = Math.max(Math.min(LOWEST_LEARNED, this.configured), Math.min(this.limit - 1, Math.floor(held / 2)));
    this.settledAt = now;
    if (retryAfterMs !== undefined) this.pausedUntil = Math.max(this.pausedUntil, now + retryAfterMs);
    this.notify();
  }

  /**
   * Rate-limit headers, when a server sends them (the ERP's description shows none): a smaller
   * announced limit lowers ours; no calls left pauses until the announced reset.
   */
  observe(headers: Record<string, string>): void {
    const limit = intHeader(headers, ['ratelimit-limit', 'x-ratelimit-limit']);
    if (limit !== undefined && limit > 0 && limit < this.limit) {
      this.limit = Math.max(1, Math.floor(limit * HEADROOM));
      this.settledAt = this.now();
    }
    const remaining = intHeader(headers, ['ratelimit-remaining', 'x-ratelimit-remaining']);
    const reset = intHeader(headers, ['ratelimit-reset', 'x-ratelimit-reset']);
    if (remaining === 0 && reset !== undefined) this.pausedUntil = Math.max(this.pausedUntil, this.now() + resetDelayMs(reset, this.now()));
  }

  /** Doubling (not a jump) back, so a quota that really is lower costs at most one more 429 per step. */
  private recover(now: number): void {
    while (this.limit < this.configured && now - this.settledAt >= this.recoverAfterMs) {
      this.limit = Math.min(this.configured, this.limit * 2);
      this.settledAt += this.recoverAfterMs;
    }
  }

  private prune(now: number): void {
    let i = 0;
    while (i < this.releases.length && this.releases[i]! <= now) i++;
    if (i > 0) this.releases.splice(0, i);
  }

  private nextChance(now: number): number {
    if (now < this.pausedUntil) return this.pausedUntil - now;
    // Full with calls still running: one of them ends first, or the oldest slot frees up.
    return this.releases.length > 0 ? Math.max(1, this.releases[0]! - now) : this.windowMs;
  }

  private sleepOrWake(ms: number, signal: AbortSignal | undefined): Promise<void> {
    const woken = new Promise<void>((resolve) => this.wake.push(resolve));
    return Promise.race([sleep(ms, signal), woken]);
  }

  private notify(): void {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }
}

function intHeader(headers: Record<string, string>, names: string[]): number | undefined {
  for (const name of names) {
    const value = headers[name]?.split(/[,;]/)[0]?.trim();
    if (value && /^\d+$/.test(value)) return Number(value);
  }
  return undefined;
}

/** A reset is delta-seconds, or (when larger than a day's seconds) a Unix time in seconds. */
function resetDelayMs(reset: number, now: number): number {
  return reset > 86_400 ? Math.max(0, reset * 1000 - now) : reset * 1000;
}
