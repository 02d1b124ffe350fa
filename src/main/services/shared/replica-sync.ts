import { AppError, type ErrorKind } from '@shared/errors';

/** Failures that say the ERP could not be reached (refused, timed out, 5xx after retries), not that it refused the call. */
const UNREACHABLE: ReadonlySet<ErrorKind> = new Set(['network', 'timeout', 'unavailable']);

export function isUnreachable(error: unknown): boolean {
  return AppError.is(error) && UNREACHABLE.has(error.kind);
}

/** Where a read stands: live (just synced), or the stored rows as of the last completed sync. */
export interface Freshness {
  /** The last completed sync (ISO 8601) when the ERP could not be reached; undefined when live. */
  asOf?: string;
}

/** How long the ERP is taken to keep deletion records (row 315): a longer gap means a full read. */
export const DELETIONS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A replica's syncs, one round of calls at a time: a sync asked while one runs waits for it and
 * runs once more, so a write just made is seen; any number asked meanwhile share that one.
 */
export class SyncRounds<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly round: () => Promise<T>) {}

  sync(): Promise<T> {
    if (!this.running) {
      this.running = this.round().finally(() => (this.running = null));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  /**
   * Syncs for a read. When the ERP cannot be reached and a sync completed before, the stored rows
   * answer, with the instant of that sync; a refusal (401, 403, 400...) or a first sync still fails.
   */
  async current(lastSynced: () => string | undefined): Promise<Freshness> {
    try {
      await this.sync();
      return {};
    } catch (error) {
      const asOf = lastSynced();
      if (!isUnreachable(error) || !asOf) throw error;
      return { asOf };
    }
  }
}
