import type { RetryMode } from './idempotency';
import { backoffDelay, type RetryOptions } from './retry';
import type { Surface } from './types';

/** What one attempt came back with, as far as deciding what happens next needs it. */
export type AttemptResult =
  /** No answer: the request may (sent) or may not have reached the ERP. */
  | { kind: 'transport'; reason: 'network' | 'timeout' | 'cancelled'; sent: boolean; code: string }
  /** An answer that is not a success (and not a 401 the surface renewed its credential for). */
  | { kind: 'status'; status: number; retryAfterMs: number | undefined; replayed: boolean };

type StatusResult = Extract<AttemptResult, { kind: 'status' }>;

export interface AttemptFacts {
  /** 1 for the first attempt. */
  attempt: number;
  /** Time since the first attempt started. */
  elapsedMs: number;
  /** Whether the request may be repeated: safe (a read), keyed (a write with its key) or unsafe. */
  mode: RetryMode;
  surface: Surface;
  /** The write's key is recorded in a durable journal, so it can wait in the outbox. */
  journaled: boolean;
  /** An interactive call: a refused connection is not tried again. */
  failFast: boolean;
  retry: RetryOptions;
}

export type RetryDecision =
  | { action: 'retry'; delayMs: number }
  /** Kept in the outbox, sent in order once the ERP answers. */
  | { action: 'queue' }
  /**
   * Given up: rejected is the ERP's final word (a keyed write is settled); unknown means it may
   * have been carried out (the write stays pending); failed means it never reached the ERP.
   */
  | { action: 'fail'; outcome: 'rejected' | 'unknown' | 'failed' };

/**
 * What follows an attempt that did not succeed: wait and try again, keep the write for the
 * outbox, or give up. Pure: the request loop in http.ts does the waiting and the bookkeeping.
 */
export function decideAfterAttempt(result: StatusResult, facts: AttemptFacts): Exclude<RetryDecision, { action: 'queue' }>;
export function decideAfterAttempt(result: AttemptResult, facts: AttemptFacts): RetryDecision;
export function decideAfterAttempt(result: AttemptResult, facts: AttemptFacts): RetryDecision {
  return result.kind === 'transport' ? afterTransportFailure(result, facts) : afterStatus(result, facts);
}

function afterTransportFailure(result: Extract<AttemptResult, { kind: 'transport' }>, facts: AttemptFacts): RetryDecision {
  const { mode } = facts;
  // An unkeyed write that may have reached the server is never resent automatically.
  const repeatable = result.reason !== 'cancelled' && (mode !== 'unsafe' || !result.sent) && !notWorthRepeating(result.code, facts.failFast);
  const delayMs = backoffDelay(facts.attempt - 1, facts.retry);
  // The ERP cannot be reached and the write is recorded with its key: it waits in the
  // outbox, which sends it in order once the ERP answers, instead of keeping a person waiting.
  if (!result.sent && result.reason === 'network' && mode === 'keyed' && facts.journaled && facts.surface === 'preview') return { action: 'queue' };
  if (!repeatable || !withinBudget(facts, delayMs)) return { action: 'fail', outcome: result.sent ? 'unknown' : 'failed' };
  return { action: 'retry', delayMs };
}

function afterStatus({ status, retryAfterMs, replayed }: StatusResult, facts: AttemptFacts): Exclude<RetryDecision, { action: 'queue' }> {
  const { retry } = facts;
  if (retryableStatus(status, facts.mode, facts.surface, replayed)) {
    const backoff = backoffDelay(facts.attempt - 1, retry);
    // 429: Retry-After is a floor; repeated 429s escalate with jittered backoff.
    const delayMs = retryAfterMs === undefined ? backoff : status === 429 ? Math.max(retryAfterMs, backoff) : retryAfterMs;
    if ((retryAfterMs ?? 0) <= retry.maxRetryAfterMs && withinBudget(facts, delayMs)) return { action: 'retry', delayMs };
  }
  // A 4xx is the ERP's final word; after a 5xx the outcome stays unknown (pending).
  const definitive = status < 500 && status !== 429;
  return { action: 'fail', outcome: definitive ? 'rejected' : 'unknown' };
}

function withinBudget({ attempt, elapsedMs, retry }: AttemptFacts, delayMs: number): boolean {
  return attempt < retry.maxAttempts && elapsedMs + delayMs <= retry.maxTotalMs;
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
function notWorthRepeating(code: string, failFast: boolean): boolean {
  return code === 'ENOTFOUND' || (code === 'ECONNREFUSED' && failFast);
}
