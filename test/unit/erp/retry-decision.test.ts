import { describe, expect, it } from 'vitest';
import { defaultRetryOptions } from '../../../src/main/erp/retry';
import { decideAfterAttempt, type AttemptFacts, type AttemptResult } from '../../../src/main/erp/retry-decision';

/** Backoff at its ceiling (random = 1): attempt n waits min(8 s, 250 ms * 2^(n-1)). */
const facts = (over: Partial<AttemptFacts> = {}): AttemptFacts => ({
  attempt: 1,
  elapsedMs: 0,
  mode: 'safe',
  surface: 'preview',
  journaled: false,
  failFast: false,
  retry: { ...defaultRetryOptions, random: () => 1 },
  ...over,
});
const status = (code: number, over: Partial<Extract<AttemptResult, { kind: 'status' }>> = {}): AttemptResult => ({
  kind: 'status',
  status: code,
  retryAfterMs: undefined,
  replayed: false,
  ...over,
});
const transport = (over: Partial<Extract<AttemptResult, { kind: 'transport' }>> = {}): AttemptResult => ({
  kind: 'transport',
  reason: 'network',
  sent: false,
  code: 'ECONNRESET',
  ...over,
});

describe('what follows an attempt that did not succeed', () => {
  it('waits Retry-After on a 503, and at least Retry-After (or the backoff, if longer) on a 429', () => {
    expect(decideAfterAttempt(status(503, { retryAfterMs: 2_000 }), facts())).toEqual({ action: 'retry', delayMs: 2_000 });
    expect(decideAfterAttempt(status(429, { retryAfterMs: 100 }), facts({ attempt: 3 }))).toEqual({ action: 'retry', delayMs: 1_000 });
    expect(decideAfterAttempt(status(429, { retryAfterMs: 5_000 }), facts({ attempt: 3 }))).toEqual({ action: 'retry', delayMs: 5_000 });
    expect(decideAfterAttempt(status(502), facts({ attempt: 2 }))).toEqual({ action: 'retry', delayMs: 500 });
  });

  it('gives up on a Retry-After longer than it waits for, past the attempts or past the time budget', () => {
    expect(decideAfterAttempt(status(503, { retryAfterMs: 31_000 }), facts())).toEqual({ action: 'fail', outcome: 'unknown' });
    expect(decideAfterAttempt(status(429, { retryAfterMs: 31_000 }), facts({ mode: 'keyed' }))).toEqual({ action: 'fail', outcome: 'unknown' });
    expect(decideAfterAttempt(status(503), facts({ attempt: 6 }))).toEqual({ action: 'fail', outcome: 'unknown' });
    expect(decideAfterAttempt(status(503, { retryAfterMs: 2_000 }), facts({ elapsedMs: 58_500 }))).toEqual({ action: 'fail', outcome: 'unknown' });
    expect(decideAfterAttempt(status(503, { retryAfterMs: 2_000 }), facts({ elapsedMs: 58_000 }))).toEqual({ action: 'retry', delayMs: 2_000 });
  });

  it('takes a 4xx as the final word and never repeats it', () => {
    for (const code of [400, 404, 409, 422])
      expect(decideAfterAttempt(status(code), facts({ mode: 'keyed' }))).toEqual({ action: 'fail', outcome: 'rejected' });
  });

  it('repeats a 5xx for reads and keyed writes, not for an unkeyed write nor a stored 5xx the ERP replayed', () => {
    expect(decideAfterAttempt(status(500), facts({ mode: 'keyed' })).action).toBe('retry');
    expect(decideAfterAttempt(status(500), facts({ mode: 'unsafe' }))).toEqual({ action: 'fail', outcome: 'unknown' });
    expect(decideAfterAttempt(status(500, { replayed: true }), facts({ mode: 'keyed' }))).toEqual({ action: 'fail', outcome: 'unknown' });
    // /ecom stores no 5xx, so a replayed flag there does not stop the retry.
    expect(decideAfterAttempt(status(500, { replayed: true }), facts({ mode: 'keyed', surface: 'ecom' })).action).toBe('retry');
    // 503 and 429 mean "not processed": even an unkeyed write goes again.
    expect(decideAfterAttempt(status(503), facts({ mode: 'unsafe' })).action).toBe('retry');
  });

  it('keeps a journaled /preview write the network could not deliver for the outbox instead of retrying it', () => {
    expect(decideAfterAttempt(transport(), facts({ mode: 'keyed', journaled: true }))).toEqual({ action: 'queue' });
    expect(decideAfterAttempt(transport(), facts({ mode: 'keyed', journaled: false })).action).toBe('retry');
    expect(decideAfterAttempt(transport(), facts({ mode: 'keyed', journaled: true, surface: 'ecom' })).action).toBe('retry');
    expect(decideAfterAttempt(transport({ sent: true }), facts({ mode: 'keyed', journaled: true })).action).toBe('retry');
    expect(decideAfterAttempt(transport({ reason: 'timeout' }), facts({ mode: 'keyed', journaled: true })).action).toBe('retry');
  });

  it('never resends an unkeyed write that may have arrived, nor a cancelled call; a lost answer stays unknown', () => {
    expect(decideAfterAttempt(transport({ sent: true }), facts({ mode: 'unsafe' }))).toEqual({ action: 'fail', outcome: 'unknown' });
    expect(decideAfterAttempt(transport({ sent: false }), facts({ mode: 'unsafe' })).action).toBe('retry');
    expect(decideAfterAttempt(transport({ reason: 'cancelled' }), facts())).toEqual({ action: 'fail', outcome: 'failed' });
    expect(decideAfterAttempt(transport({ sent: true }), facts({ mode: 'keyed', attempt: 6 }))).toEqual({ action: 'fail', outcome: 'unknown' });
  });

  it('does not repeat an unknown host, nor a refused connection of an interactive call', () => {
    expect(decideAfterAttempt(transport({ code: 'ENOTFOUND' }), facts())).toEqual({ action: 'fail', outcome: 'failed' });
    expect(decideAfterAttempt(transport({ code: 'ECONNREFUSED' }), facts({ failFast: true }))).toEqual({ action: 'fail', outcome: 'failed' });
    expect(decideAfterAttempt(transport({ code: 'ECONNREFUSED' }), facts())).toEqual({ action: 'retry', delayMs: 250 });
  });
});
