import type { Freshness } from '@shared/contract/freshness';
import { AppError, type ErrorKind } from '@shared/errors';
import { runBriefly } from '../../erp/patience-scope';

/** Failures that say the ERP could not be reached (refused, timed out, 5xx after retries), not that it refused the call. */
const UNREACHABLE: ReadonlySet<ErrorKind> = new Set(['network', 'timeout', 'unavailable']);

export function isUnreachable(error: unknown): boolean {
  return AppError.is(error) && UNREACHABLE.has(error.kind);
}

export type { Freshness };

/**
 * Brings stored rows up to date for a read. When the ERP cannot be reached and a sync completed
 * before, the stored rows answer, with the instant of that sync; a refusal (401, 403, 400...) or
 * a first sync still fails.
 */
export async function freshAfter(sync: () => Promise<unknown>, lastSynced: () => string | undefined): Promise<Freshness> {
  try {
    await withStoredRows(lastSynced, sync);
    return {};
  } catch (error) {
    return asOfAfter(error, lastSynced);
  }
}

/**
 * Runs a live read that stored rows could answer instead: while they can (a sync completed), the
 * ERP gets brief patience, so a down ERP hands over to the stored rows within seconds (row 343).
 */
export function withStoredRows<T>(lastSynced: () => string | undefined, read: () => Promise<T>): Promise<T> {
  return lastSynced() ? runBriefly(read) : read();
}

/** The answer of stored rows after `error` stopped a live read: their instant when the ERP could not be reached, else the error. */
export function asOfAfter(error: unknown, lastSynced: () => string | undefined): Freshness {
  const asOf = lastSynced();
  if (!isUnreachable(error) || !asOf) throw error;
  return { asOf };
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

  private readonly round: () => Promise<T>;

  /**
   * `lastSynced`: while it names a completed sync, every round (a read's or a background watch's)
   * runs with brief patience, so no read waits behind a round sitting out a down ERP's retries.
   */
  constructor(round: () => Promise<T>, lastSynced: () => string | undefined = () => undefined) {
    this.round = () => withStoredRows(lastSynced, round);
  }

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

  /** Syncs for a read; see `freshAfter`. */
  current(lastSynced: () => string | undefined): Promise<Freshness> {
    return freshAfter(() => this.sync(), lastSynced);
  }
}

/** Rows written per transaction during a whole read, so memory holds a few pages, never every record. */
export const WHOLE_READ_BATCH = 1000;

/**
 * A whole read, written a batch at a time. `begin` (dropping the stored rows) runs only once the
 * ERP answered the first page: while it cannot be reached, the stored rows still answer.
 */
export async function readInBatches<T>(list: AsyncIterable<T>, begin: () => Promise<void>, write: (batch: T[]) => Promise<void>): Promise<void> {
  const pages = list[Symbol.asyncIterator]();
  let next = await pages.next();
  await begin();
  let batch: T[] = [];
  try {
    for (; !next.done; next = await pages.next()) {
      batch.push(next.value);
      if (batch.length >= WHOLE_READ_BATCH) {
        await write(batch);
        batch = [];
      }
    }
  } finally {
    if (!next.done) await pages.return?.(undefined);
  }
  await write(batch);
}
