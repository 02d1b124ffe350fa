import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../shared/errors';

/**
 * Every keyed write is recorded here before it is first sent, so the key survives a crash:
 * a restarted app finds the write still `pending` and can resend it with the same key,
 * which the ERP answers by replaying the original response instead of booking twice.
 *
 * Format: JSON lines, appended. A `begin` line is fsync'd before the request goes out
 * (group commit: concurrent begins share one fsync). An `end` line is not fsync'd: if it is
 * lost, the write merely looks pending after a crash and a resend is replayed harmlessly.
 */
export interface JournalRequest {
  /** Caller's stable id for the logical operation; same id, same key. Generated if omitted. */
  operationId?: string;
  surface: string;
  origin: string;
  method: string;
  /** Path with query; never carries credentials. */
  path: string;
  /** The JSON body, kept so a restarted app can resend exactly the same request. */
  body?: unknown;
}

export interface JournalEntry extends Required<Omit<JournalRequest, 'body'>> {
  key: string;
  body?: unknown;
  bodyHash: string;
  createdAt: string;
  state: 'pending' | 'done';
  status?: number;
  completedAt?: string;
}

export interface JournalOptions {
  fileName?: string;
  /** The ERP keeps stored responses 24 hours; older entries are dropped on open. */
  retentionMs?: number;
  now?: () => number;
}

type Line =
  | ({ t: 'begin' } & Omit<JournalEntry, 'state' | 'status' | 'completedAt'>)
  | { t: 'end'; key: string; status: number; at: string };

const DAY = 24 * 60 * 60 * 1000;

/**
 * One instance per file in this process: a second open would compact (rewrite) the file under
 * the first one's append handle, and the first one's later lines would go to a deleted file.
 */
const openJournals = new Map<string, { journal: Promise<IdempotencyJournal>; refs: number }>();

export class IdempotencyJournal {
  private readonly byKey = new Map<string, JournalEntry>();
  private readonly byOperation = new Map<string, string>();
  private readonly beginning = new Map<string, Promise<JournalEntry>>();
  private queue: { line: string; sync: boolean; done: (err?: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(
    private readonly file: string,
    private handle: FileHandle,
    private readonly options: Required<Omit<JournalOptions, 'fileName'>>,
  ) {}

  /**
   * Opens (creating if needed) the journal in `dataDir`, replays it and compacts it. Opening a
   * file that is already open in this process returns the same instance; each open needs a close.
   */
  static async open(dataDir: string, options: JournalOptions = {}): Promise<IdempotencyJournal> {
    const file = join(dataDir, options.fileName ?? 'idempotency-journal.jsonl');
    const shared = openJournals.get(file);
    if (shared) {
      shared.refs++;
      return shared.journal;
    }
    const journal = IdempotencyJournal.load(dataDir, file, options);
    openJournals.set(file, { journal, refs: 1 });
    journal.catch(() => openJournals.delete(file));
    return journal;
  }

  private static async load(dataDir: string, file: string, options: JournalOptions): Promise<IdempotencyJournal> {
    await mkdir(dataDir, { recursive: true });
    const opts = { retentionMs: options.retentionMs ?? DAY, now: options.now ?? Date.now };
    const entries = await readEntries(file);
    const cutoff = opts.now() - opts.retentionMs;
    // Pending entries are kept whatever their age: the caller decides what an old one means.
    const kept = entries.filter((e) => e.state === 'pending' || Date.parse(e.createdAt) >= cutoff);
    await writeCompacted(file, kept);
    const journal = new IdempotencyJournal(file, await open(file, 'a'), opts);
    for (const e of kept) journal.remember(e);
    return journal;
  }

  /**
   * The key for a logical write, recorded durably before returning. With a known operationId
   * the earlier key comes back (pending or done), so a resend is recognised by the ERP.
   */
  async begin(request: JournalRequest): Promise<JournalEntry> {
    const bodyHash = hashBody(request.body);
    const operationId = request.operationId;
    if (operationId) {
      // A concurrent begin for the same operation must get the same key, not a second one.
      const inFlight = this.beginning.get(operationId);
      if (inFlight) return this.sameRequest(await inFlight, request, bodyHash);
      const known = this.byKey.get(this.byOperation.get(operationId) ?? '');
      if (known) return this.sameRequest(known, request, bodyHash);
    }
    const promise = this.record(request, bodyHash);
    if (operationId) this.beginning.set(operationId, promise);
    try {
      return { ...(await promise) };
    } finally {
      if (operationId) this.beginning.delete(operationId);
    }
  }

  private async record(request: JournalRequest, bodyHash: string): Promise<JournalEntry> {
    const key = randomUUID();
    const entry: JournalEntry = {
      key,
      operationId: request.operationId ?? key,
      surface: request.surface,
      origin: request.origin,
      method: request.method,
      path: request.path,
      ...(request.body !== undefined ? { body: request.body } : {}),
      bodyHash,
      createdAt: new Date(this.options.now()).toISOString(),
      state: 'pending',
    };
    const { state: _state, ...rest } = entry;
    await this.append({ t: 'begin', ...rest }, true);
    this.remember(entry);
    return entry;
  }

  private sameRequest(known: JournalEntry, request: JournalRequest, bodyHash: string): JournalEntry {
    if (known.bodyHash !== bodyHash || known.path !== request.path || known.method !== request.method) {
      throw new AppError({
        kind: 'conflict',
        code: 'idempotencyKey.conflict',
        codes: ['idempotencyKey.conflict'],
        title: 'This operation id was already used for a different request',
        detail: `Operation ${known.operationId} was first sent as ${known.method} ${known.path}.`,
      });
    }
    return { ...known };
  }

  /** Records the ERP's definitive answer (2xx or 4xx). Unknown outcomes stay pending. */
  async complete(key: string, status: number): Promise<void> {
    const entry = this.byKey.get(key);
    if (!entry) return;
    const at = new Date(this.options.now()).toISOString();
    Object.assign(entry, { state: 'done', status, completedAt: at });
    await this.append({ t: 'end', key, status, at }, false);
  }

  /** Writes whose outcome is unknown: sent (or about to be) with no definitive answer. */
  pending(): JournalEntry[] {
    return [...this.byKey.values()].filter((e) => e.state === 'pending').map((e) => ({ ...e }));
  }

  /** True when the ERP no longer remembers the key, so a resend could act twice. */
  isExpired(entry: JournalEntry): boolean {
    return Date.parse(entry.createdAt) < this.options.now() - this.options.retentionMs;
  }

  get(keyOrOperationId: string): JournalEntry | undefined {
    const entry = this.byKey.get(keyOrOperationId) ?? this.byKey.get(this.byOperation.get(keyOrOperationId) ?? '');
    return entry ? { ...entry } : undefined;
  }

  async close(): Promise<void> {
    const shared = openJournals.get(this.file);
    if (shared && --shared.refs > 0) return;
    openJournals.delete(this.file);
    await this.flushing;
    await this.handle.sync().catch(() => undefined);
    await this.handle.close();
  }

  get path(): string {
    return this.file;
  }

  private remember(entry: JournalEntry): void {
    this.byKey.set(entry.key, entry);
    this.byOperation.set(entry.operationId, entry.key);
  }

  private append(line: Line, sync: boolean): Promise<void> {
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

function hashBody(body: unknown): string {
  return createHash('sha256').update(body === undefined ? '' : JSON.stringify(body)).digest('hex');
}

async function readEntries(file: string): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries = new Map<string, JournalEntry>();
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let line: Line;
    try {
      line = JSON.parse(raw) as Line;
    } catch {
      continue; // a torn last line after a crash: that write was never sent
    }
    if (line.t === 'begin') {
      const { t: _t, ...rest } = line;
      entries.set(line.key, { ...rest, state: 'pending' });
    } else if (line.t === 'end') {
      const e = entries.get(line.key);
      if (e) Object.assign(e, { state: 'done', status: line.status, completedAt: line.at });
    }
  }
  return [...entries.values()];
}

/** Rewrites the journal atomically (temp file, fsync, rename) with only what is still useful. */
async function writeCompacted(file: string, entries: JournalEntry[]): Promise<void> {
  const lines: string[] = [];
  for (const e of entries) {
    const { state, status, completedAt, ...rest } = e;
    lines.push(JSON.stringify({ t: 'begin', ...rest }));
    if (state === 'done') lines.push(JSON.stringify({ t: 'end', key: e.key, status: status ?? 0, at: completedAt ?? e.createdAt }));
  }
  const tmp = `${file}.tmp`;
  // Owner only, like profiles and the activity log: it holds what was sent to the ERP. The chmod
  // covers a leftover temp file (open's mode applies only to a file it creates).
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(lines.length ? lines.join('\n') + '\n' : '');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
}
