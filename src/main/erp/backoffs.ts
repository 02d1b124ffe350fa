import { sleep } from './retry';

/**
 * The backoff waits of calls to each ERP (by connection). A call that got an answer from the same
 * ERP ends them early: the ERP is back, so a call queued behind a retry does not sit out the rest
 * of a backoff of up to `maxDelayMs`. A Retry-After is the ERP's own word and is not cut.
 */
export class Backoffs {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Waits `ms`, or until `answered(connection)`; rejects with the signal's reason when cancelled. */
  async wait(connection: string, ms: number, signal?: AbortSignal): Promise<void> {
    if (ms <= 0) return sleep(0, signal);
    const cut = new AbortController();
    const wake = () => cut.abort();
    const set = this.waiting.get(connection) ?? new Set();
    this.waiting.set(connection, set);
    set.add(wake);
    try {
      await sleep(ms, signal ? AbortSignal.any([signal, cut.signal]) : cut.signal);
    } catch (error) {
      if (signal?.aborted || !cut.signal.aborted) throw error;
    } finally {
      set.delete(wake);
      if (set.size === 0 && this.waiting.get(connection) === set) this.waiting.delete(connection);
    }
  }

  /** The ERP at `connection` answered a call: every backoff waiting on it ends now. */
  answered(connection: string): void {
    const set = this.waiting.get(connection);
    if (!set) return;
    for (const wake of [...set]) wake();
  }

  /** Backoffs waiting now (for tests and statistics). */
  pending(connection: string): number {
    return this.waiting.get(connection)?.size ?? 0;
  }
}
