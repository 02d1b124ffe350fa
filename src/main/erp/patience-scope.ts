import { AsyncLocalStorage } from 'node:async_hooks';
import type { RetryOptions } from './retry';

/**
 * Reads that stored rows can answer instead (a replica with a completed sync) give up on an ERP
 * that does not answer within seconds: the person sees the stored rows "as of" their last sync
 * at once, rather than after a minute of retries, and the list asks again at its offline rhythm
 * (row 343). One retry still covers a single dropped answer. Registered around the calls, like
 * the quota listener, so no option is threaded through every resource function.
 */
const storage = new AsyncLocalStorage<true>();

/** Runs `work` with brief patience: every ERP call inside it retries at most once, quickly. */
export function runBriefly<T>(work: () => Promise<T>): Promise<T> {
  return storage.run(true, work);
}

/** The retry budget of a call made now: brief inside `runBriefly`, else the client's own. */
export function patienceOf(retry: RetryOptions): RetryOptions {
  return storage.getStore()
    ? { ...retry, maxAttempts: Math.min(retry.maxAttempts, 2), maxTotalMs: Math.min(retry.maxTotalMs, 2_000), maxDelayMs: Math.min(retry.maxDelayMs, 1_000) }
    : retry;
}

/** Whether a call made now is inside `runBriefly` (a refused connection is then not tried again). */
export function isBrief(): boolean {
  return storage.getStore() === true;
}
