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
    await sync();
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

/** How far a read of a whole list from the start has come: records stored so far, of how many. */
export interface ReadingProgress {
  done: number;
  /** Known once the ERP answered the first page. */
  total: number | null;
}

/** Freshness for a reader that does not wait for a read from the start (row 340). */
export interface ReadingFreshness extends Freshness {
  /** Set while the list is read from the start: the stored rows are the part read so far. */
  reading?: ReadingProgress;
}

/**
 * A replica's syncs, one round of calls at a time: a sync asked while one runs waits for it and
 * runs once more, so a write just made is seen; any number asked meanwhile share that one.
 */
export class SyncRounds<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;
  /** The running round's read from the start, once its first page answered. */
  private fromStart: ReadingProgress | null = null;
  private readonly readingBegan = new Set<() => void>();

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
      this.running = this.round().finally(() => {
        this.running = null;
        this.fromStart = null;
      });
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

  /**
   * The running round reads the list from the start, the stored rows dropped, and its first page
   * answered: from now on `soon` answers at once with `progress`, which the round keeps counting.
   * A list of one batch or less is waited for: it takes about as long as a delta (row 340).
   */
  readingFromStart(progress: ReadingProgress): void {
    if (progress.total !== null && progress.total <= WHOLE_READ_BATCH) return;
    this.fromStart = progress;
    for (const began of this.readingBegan) began();
  }

  private readFromStart(): ReadingProgress | null {
    return this.fromStart;
  }

  /**
   * Syncs for a reader that can answer from what is stored (row 340): it waits for a round of
   * changes as `current` does, never for a read from the start. While one runs it answers at once
   * with its progress and asks for nothing more, so a second reader shares the first read.
   */
  async soon(lastSynced: () => string | undefined): Promise<ReadingFreshness> {
    if (this.fromStart) return { reading: { ...this.fromStart } };
    const round = this.current(lastSynced);
    let began!: () => void;
    const started = new Promise<'reading'>((resolve) => (began = () => resolve('reading')));
    this.readingBegan.add(began);
    const first = await Promise.race([round, started]).finally(() => this.readingBegan.delete(began));
    const progress = this.readFromStart();
    if (first !== 'reading' || !progress) return round;
    // The read goes on; its failure reaches the next reader, not this one.
    round.catch(() => undefined);
    return { reading: { ...progress } };
  }
}

/** Rows written per transaction during a whole read, so memory holds a few pages, never every record. */
export const WHOLE_READ_BATCH = 1000;

/**
 * A whole read, written a batch at a time. `begin` (dropping the stored rows) runs only once the
 * ERP answered the first page: while it cannot be reached, the stored rows still answer.
 * `progress.done` counts the records written.
 */
export async function readInBatches<T>(
  list: AsyncIterable<T>,
  begin: () => Promise<void>,
  write: (batch: T[]) => Promise<void>,
  progress: ReadingProgress = { done: 0, total: null },
): Promise<void> {
  const pages = list[Symbol.asyncIterator]();
  let next = await pages.next();
  await begin();
  let batch: T[] = [];
  try {
    for (; !next.done; next = await pages.next()) {
      batch.push(next.value);
      if (batch.length >= WHOLE_READ_BATCH) {
        await write(batch);
        progress.done += batch.length;
        batch = [];
      }
    }
  } finally {
    if (!next.done) await pages.return?.(undefined);
  }
  await write(batch);
  progress.done += batch.length;
}
