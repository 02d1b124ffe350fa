import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The one durable store of main: keyed JSON records in a JSON-lines file per kind of state
 * (idempotency journal, reply drafts, upload records). Every change is one appended line,
 * `{"k": key, "v": value}` or `{"k": key, "del": true}`; the last line of a key wins. A change
 * asked with `sync` is fsync'd before its promise resolves (group commit: changes queued while
 * an fsync runs share the next one). On open the file is replayed, a torn last line after a
 * crash is ignored, and the file is compacted (temp file, fsync, rename) to the live records.
 */
export type StoreLine<V> = { k: string; v: V } | { k: string; del: true };

export interface DurableStoreOptions<V> {
  /** Records to carry over on open; the others are dropped by the compaction. Default: all. */
  keep?: (value: V, key: string) => boolean;
  /**
   * A line of an older format in the same file, folded into the records as they stand so far
   * (so an existing file is migrated by its first open).
   */
  legacyLine?: (line: Record<string, unknown>, records: Map<string, V>) => void;
}

export class DurableStore<V> {
  private queue: { line: string; sync: boolean; done: (err?: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
    private readonly records: Map<string, V>,
  ) {}

  static async open<V>(dataDir: string, fileName: string, options: DurableStoreOptions<V> = {}): Promise<DurableStore<V>> {
    await mkdir(dataDir, { recursive: true });
    const path = join(dataDir, fileName);
    const records = await replay<V>(path, options.legacyLine);
    for (const [k, v] of records) if (options.keep && !options.keep(v, k)) records.delete(k);
    await compact(path, records);
    return new DurableStore<V>(path, await open(path, 'a'), records);
  }

  get(key: string): V | undefined {
    return this.records.get(key);
  }

  has(key: string): boolean {
    return this.records.has(key);
  }

  entries(): [string, V][] {
    return [...this.records.entries()];
  }

  values(): V[] {
    return [...this.records.values()];
  }

  /** Seen at once by get(); on disk once the promise resolves (fsync'd with `sync`). */
  put(key: string, value: V, options: { sync: boolean }): Promise<void> {
    this.records.set(key, value);
    return this.append({ k: key, v: value }, options.sync);
  }

  delete(key: string, options: { sync: boolean }): Promise<boolean> {
    if (!this.records.delete(key)) return Promise.resolve(false);
    return this.append({ k: key, del: true }, options.sync).then(() => true);
  }

  async close(): Promise<void> {
    await this.flushing;
    await this.handle.sync().catch(() => undefined);
    await this.handle.close();
  }

  private append(line: StoreLine<V>, sync: boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ line: JSON.stringify(line) + '\n', sync, done: (err) => (err ? reject(err) : resolve()) });
      this.flushing ??= this.flush();
    });
  }

  /** Group commit: everything queued while the previous fsync ran is written and synced together. */
  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        try {
          await this.handle.appendFile(batch.map((b) => b.line).join(''));
          if (batch.some((b) => b.sync)) await this.handle.datasync();
          for (const b of batch) b.done();
        } catch (err) {
          for (const b of batch) b.done(err);
        }
      }
    } finally {
      this.flushing = null;
    }
  }
}

async function replay<V>(path: string, legacyLine: DurableStoreOptions<V>['legacyLine']): Promise<Map<string, V>> {
  const records = new Map<string, V>();
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return records;
    throw err;
  }
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      continue; // a torn last line after a crash: that change never completed
    }
    if (typeof line !== 'object' || line === null) continue;
    if (typeof line.k === 'string' && line.del === true) records.delete(line.k);
    else if (typeof line.k === 'string' && 'v' in line) records.set(line.k, line.v as V);
    else legacyLine?.(line, records);
  }
  return records;
}

async function compact<V>(path: string, records: Map<string, V>): Promise<void> {
  const lines = [...records].map(([k, v]) => JSON.stringify({ k, v }) + '\n').join('');
  const tmp = `${path}.tmp`;
  // Owner only, like profiles and the activity log: it holds what was sent to the ERP. The chmod
  // covers a leftover temp file (open's mode applies only to a file it creates).
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(lines);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path);
}
