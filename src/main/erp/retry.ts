/** Retry timing: bounded in attempts and in total time, with Retry-After taking precedence. */
export interface RetryOptions {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** No retry is started once this much time has passed since the first attempt. */
  maxTotalMs: number;
  /** Base of the exponential backoff (attempt n waits up to base * 2^n). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails with rateLimited/unavailable. */
  maxRetryAfterMs: number;
  /** Injected for tests; Math.random otherwise. */
  random?: () => number;
}

export const defaultRetryOptions: RetryOptions = {
  maxAttempts: 6,
  maxTotalMs: 60_000,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};

/** "Full jitter" backoff: spreads retries of many clients instead of synchronising them. */
export function backoffDelay(retryIndex: number, options: RetryOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retryIndex);
  return Math.round((options.random ?? Math.random)() * ceiling);
}

/** Retry-After is delta-seconds or an HTTP date; returns milliseconds, or undefined if absent/garbled. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Waits, but wakes up (rejecting with the signal's reason) when the call is cancelled. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 && !signal?.aborted) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
