import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { keepDamagedCopy, type DamageReport } from './damaged-copy';

/**
 * The one durable store of main: keyed JSON records in a JSON-lines file per kind of state
 * (idempotency journal, reply drafts, upload records). Every change is one appended line,
 * `{"k": key, "v": value}` or `{"k": key, "del": true}`; the last line of a key wins. A change
 * asked with `sync` is fsync'd before its promise resolves (group commit: changes queued while
 * an fsync runs share the next one). On open the file is replayed, a torn last line after a
 * crash is ignored, and the file is compacted (temp file, fsync, rename) to the live records.
 * Any other line that cannot be read, or a file emptied from outside, is damage: the file is
 * copied beside itself before the compaction and the damage reported (row 300).
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
  /** What an unreadable line was, in words for the user ("draft"); default "record". */
  describeUnreadable?: (raw: string) => string;
}

/** Written by a compaction that keeps no record, so that only damage leaves a file of 0 bytes (row 300). */
const EMPTY_MARK = '{"durable":"empty"}';

export class DurableStore<V> {
  private queue: { line: string; sync: boolean; done: (err?: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
    private readonly records: Map<string, V>,
    /** What could not be read when the file was opened, and where its copy is; null when nothing. */
    readonly damage: DamageReport | null = null,
  ) {}

  static async open<V>(dataDir: string, fileName: string, options: DurableStoreOptions<V> = {}): Promise<DurableStore<V>> {
    await mkdir(dataDir, { recursive: true });
    const path = join(dataDir, fileName);
    const { records, unreadable, emptied } = await replay<V>(path, options.legacyLine);
    const describe = options.describeUnreadable ?? (() => 'record');
    // The copy is taken before the compaction rewrites the evidence.
    const damage = unreadable.length > 0 || emptied ? await keepDamagedCopy(path, { emptied, unreadable: countBy(unreadable.map(describe)) }) : null;
    for (const [k, v] of records) if (options.keep && !options.keep(v, k)) records.delete(k);
    await compact(path, records);
    return new DurableStore<V>(path, await open(path, 'a'), records, damage);
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

interface Replayed<V> {
  records: Map<string, V>;
  /** The raw lines that could not be read (a torn last line after a crash is not among them). */
  unreadable: string[];
  emptied: boolean;
}

async function replay<V>(path: string, legacyLine: DurableStoreOptions<V>['legacyLine']): Promise<Replayed<V>> {
  const records = new Map<string, V>();
  const unreadable: string[] = [];
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { records, unreadable, emptied: false };
    throw err;
  }
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    if (!raw.trim() || raw === EMPTY_MARK) continue;
    const line = parseLine(raw);
    if (line === null) {
      if (!isTornLastLine(raw, i === lines.length - 1)) unreadable.push(raw);
      continue;
    }
    if (typeof line.k === 'string' && line.del === true) records.delete(line.k);
    else if (typeof line.k === 'string' && 'v' in line) records.set(line.k, line.v as V);
    else legacyLine?.(line, records);
  }
  return { records, unreadable, emptied: text.length === 0 };
}

function parseLine(raw: string): Record<string, unknown> | null {
  try {
    const line: unknown = JSON.parse(raw);
    return typeof line === 'object' && line !== null && !Array.isArray(line) ? (line as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A crash can only tear the change being appended: the last line, without its newline, and
 * starting as every line of the store starts. That change never completed; it is not damage.
 */
function isTornLastLine(raw: string, isLast: boolean): boolean {
  return isLast && raw.startsWith('{"k":');
}

function countBy(kinds: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

async function compact<V>(path: string, records: Map<string, V>): Promise<void> {
  const lines = records.size === 0 ? EMPTY_MARK + '\n' : [...records].map(([k, v]) => JSON.stringify({ k, v }) + '\n').join('');
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
