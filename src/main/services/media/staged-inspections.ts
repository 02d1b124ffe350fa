import { stat } from 'node:fs/promises';
import { inspectFile, type InspectedFile } from './inspect';

/**
 * Files are checked and hashed as soon as they are handed to main (dropped, picked, or received
 * from the browser host), while the user is still giving them titles and alt text, so Upload does
 * not wait for a whole extra read of a large video. The queue takes the result when the upload
 * starts; if the file's size or modification time is no longer what it was when the reading
 * began, the result is thrown away and the file is read again, so what is journaled and sent is
 * always the file as it is now.
 */
interface Staged {
  fileName: string;
  size: number;
  mtimeMs: number;
  result: Promise<InspectedFile>;
}

/** Reads at once: a drop of two hundred files does not start two hundred reads. */
const READS_AT_ONCE = 2;

/** The staged checks of one app, built and closed with it. */
export class StagedInspections {
  private readonly staged = new Map<string, Staged>();
  private readonly waiting: (() => void)[] = [];
  private reading = 0;
  private closed = false;

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.reading >= READS_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.reading++;
    try {
      if (this.closed) throw new Error('The app is closing');
      return await work();
    } finally {
      this.reading--;
      this.waiting.shift()?.();
    }
  }

  /** Starts checking and hashing the file in the background; `info` is its stat from before the first byte is read. */
  stage(path: string, fileName: string, info: { size: number; mtimeMs: number }): void {
    const known = this.staged.get(path);
    if (known && known.fileName === fileName && known.size === info.size && known.mtimeMs === info.mtimeMs) return;
    const result = this.slot(() => inspectFile(path, fileName));
    // A refusal is reported when the queue takes the result; until then it is not an unhandled one.
    result.catch(() => undefined);
    this.staged.set(path, { fileName, size: info.size, mtimeMs: info.mtimeMs, result });
  }

  /**
   * The file's check and hash: the staged one when the file is unchanged since staging (same size
   * and modification time), otherwise read now. The staged result is handed out once.
   */
  async inspect(path: string, fileName: string): Promise<InspectedFile> {
    const known = this.staged.get(path);
    this.staged.delete(path);
    if (known && known.fileName === fileName) {
      const outcome = await known.result.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      const now = await stat(path).catch(() => undefined);
      const unchanged = now?.size === known.size && now.mtimeMs === known.mtimeMs;
      if (unchanged && 'error' in outcome) throw outcome.error;
      if (unchanged && 'value' in outcome && outcome.value.size === known.size) return outcome.value;
    }
    return inspectFile(path, fileName);
  }

  /** Resolves once the staged check of the file is over (whatever its outcome); at once if none is staged. */
  async settled(path: string): Promise<void> {
    await this.staged.get(path)?.result.catch(() => undefined);
  }

  /** Forgets a staged result (the file was deleted or will not be uploaded). */
  drop(path: string): void {
    this.staged.delete(path);
  }

  /** Waits for the reads under way (they hold open files), starts no other, and forgets every result. */
  async close(): Promise<void> {
    this.closed = true;
    const running = [...this.staged.values()].map((s) => s.result.catch(() => undefined));
    this.staged.clear();
    await Promise.all(running);
  }
}
