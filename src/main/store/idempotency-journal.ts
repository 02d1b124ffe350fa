import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AppError } from '@shared/errors';
import type { DamageReport } from './damaged-copy';
import { DurableStore } from './durable-store';

/**
 * Every keyed write is recorded here before it is first sent, so the key survives a crash:
 * a restarted app finds the write still `pending` and can resend it with the same key,
 * which the ERP answers by replaying the original response instead of booking twice.
 *
 * Kept in the durable store (one record per key). The pending record is fsync'd before the
 * request goes out (group commit: concurrent begins share one fsync). The completed record is not
 * fsync'd: if it is lost, the write merely looks pending after a crash and a resend is replayed
 * harmlessly. A journal file of the earlier begin/end line format is migrated on open.
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
  /** What the user asked for, in words ("Receive 5 of FV-1 on PO-7 line 1"), for Pending writes. */
  summary?: string;
}

/** What the outbox learned about a write it holds: attempts, the last error, why it waits. */
export interface OutboxNote {
  attempts: number;
  /** Held because the ERP could not be reached: the outbox sends it without being asked. */
  queued?: boolean;
  lastAttemptAt?: string;
  lastError?: { title: string; detail?: string; code?: string };
  /** The ERP refused it when the outbox sent it: shown until the user discards it. */
  refused?: boolean;
  /** Not sent because an earlier write to the same record was refused (that write's key). */
  blockedBy?: string;
  /** Older than the ERP's key retention: not resent blindly; the user decides. */
  expired?: boolean;
  /** The user discarded it from Pending writes: it is never sent again. */
  discarded?: boolean;
}

export interface JournalEntry extends Required<Omit<JournalRequest, 'body' | 'summary'>> {
  summary?: string;
  key: string;
  body?: unknown;
  bodyHash: string;
  createdAt: string;
  state: 'pending' | 'done';
  status?: number;
  completedAt?: string;
  outbox?: OutboxNote;
}

export interface JournalOptions {
  fileName?: string;
  /** The ERP keeps stored responses 24 hours; older entries are dropped on open. */
  retentionMs?: number;
  now?: () => number;
}

/** The earlier format of the journal file, read once to migrate it. */
type LegacyLine = ({ t: 'begin' } & Omit<JournalEntry, 'state' | 'status' | 'completedAt'>) | { t: 'end'; key: string; status: number; at: string };

const DAY = 24 * 60 * 60 * 1000;

/**
 * One instance per journal in this process: two would each hold their own copy of the records in
 * memory, and a begin in one would not be seen by the other's `operationId` lookup.
 */
const openJournals = new Map<string, { journal: Promise<IdempotencyJournal>; refs: number }>();

export class IdempotencyJournal {
  private readonly byKey = new Map<string, JournalEntry>();
  private readonly byOperation = new Map<string, string>();
  private readonly beginning = new Map<string, Promise<JournalEntry>>();
  private unreadableDismissed = false;

  private constructor(
    private readonly file: string,
    private readonly store: DurableStore<JournalEntry>,
    private readonly options: Required<Omit<JournalOptions, 'fileName'>>,
  ) {}

  /**
   * Opens (creating if needed) the journal in `dataDir`, dropping entries past retention. Opening
   * a journal already open in this process returns the same instance; each open needs a close.
   */
  static async open(dataDir: string, options: JournalOptions = {}): Promise<IdempotencyJournal> {
    const file = join(dataDir, options.fileName ?? 'idempotency-journal.jsonl');
    const shared = openJournals.get(file);
    if (shared) {
      shared.refs++;
      return shared.journal;
    }
    const journal = IdempotencyJournal.load(dataDir, options);
    openJournals.set(file, { journal, refs: 1 });
    journal.catch(() => openJournals.delete(file));
    return journal;
  }

  private static async load(dataDir: string, options: JournalOptions): Promise<IdempotencyJournal> {
    const opts = { retentionMs: options.retentionMs ?? DAY, now: options.now ?? Date.now };
    const cutoff = opts.now() - opts.retentionMs;
    const store = await DurableStore.open<JournalEntry>(dataDir, options.fileName ?? 'idempotency-journal.jsonl', {
      // Pending entries are kept whatever their age: the caller decides what an old one means.
      // So are refusals the user has not yet seen off in Pending writes.
      keep: (e) => e.state === 'pending' || needsAttention(e) || Date.parse(e.createdAt) >= cutoff,
      legacyLine: migrateLegacyLine,
      describeUnreadable: unreadableKind,
    });
    const journal = new IdempotencyJournal(store.path, store, opts);
    for (const e of store.values()) journal.remember(e);
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
      ...(request.summary ? { summary: request.summary } : {}),
      bodyHash,
      createdAt: new Date(this.options.now()).toISOString(),
      state: 'pending',
    };
    await this.store.put(key, { ...entry }, { sync: true });
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
    await this.store.put(key, { ...entry }, { sync: false });
  }

  /** Adds what the outbox learned to a write's record (fsync'd: a discard must survive a crash). */
  async annotate(key: string, note: Partial<OutboxNote>): Promise<JournalEntry | undefined> {
    const entry = this.byKey.get(key);
    if (!entry) return undefined;
    entry.outbox = { attempts: 0, ...entry.outbox, ...note };
    await this.store.put(key, { ...entry }, { sync: true });
    return { ...entry };
  }

  /** The user gave a write up: it leaves the pending writes and is never sent again. */
  async discard(key: string): Promise<void> {
    const entry = this.byKey.get(key);
    if (!entry) return;
    Object.assign(entry, { state: 'done', completedAt: entry.completedAt ?? new Date(this.options.now()).toISOString() });
    await this.annotate(key, { discarded: true });
  }

  /** Writes the outbox shows: pending ones, and refusals the user has not discarded yet. */
  outboxEntries(): JournalEntry[] {
    return [...this.byKey.values()].filter((e) => e.state === 'pending' || needsAttention(e)).map((e) => ({ ...e }));
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
    await this.store.close();
  }

  get path(): string {
    return this.file;
  }

  /** What could not be read when the journal was opened (row 300); null when it read whole. */
  get damage(): DamageReport | null {
    return this.store.damage;
  }

  /**
   * Lines that may have been writes still waiting (or uploads) but could not be read, until the
   * user discards them in Pending writes: their outcome is unknown and nothing can resend them.
   */
  unreadableWaiting(): { count: number; report: DamageReport } | null {
    const report = this.store.damage;
    if (!report || this.unreadableDismissed) return null;
    const count = (report.unreadable[WAITING_WRITE] ?? 0) + (report.unreadable[UPLOAD_RECORD] ?? 0);
    return count > 0 || report.emptied || report.wholeFile ? { count, report } : null;
  }

  dismissUnreadable(): void {
    this.unreadableDismissed = true;
  }

  private remember(entry: JournalEntry): void {
    this.byKey.set(entry.key, entry);
    this.byOperation.set(entry.operationId, entry.key);
  }
}

/** A write the outbox sent and the ERP refused, not yet discarded by the user. */
function needsAttention(entry: JournalEntry): boolean {
  return !!entry.outbox?.refused && !entry.outbox.discarded;
}

const WAITING_WRITE = 'waiting write';
const UPLOAD_RECORD = 'upload record';

/**
 * What an unreadable line most likely was, from the words left in it: an upload (or a queued
 * one), a write known to be finished, or else a write that may still be waiting.
 */
function unreadableKind(raw: string): string {
  if (raw.includes('"upload":') || raw.includes('"method":"INTENT"')) return UPLOAD_RECORD;
  if (raw.includes('"state":"done"') && !raw.includes('"refused":true')) return 'finished write';
  return WAITING_WRITE;
}

function hashBody(body: unknown): string {
  return createHash('sha256')
    .update(body === undefined ? '' : JSON.stringify(body))
    .digest('hex');
}

/** Folds a line of the earlier begin/end format into the records. */
function migrateLegacyLine(raw: Record<string, unknown>, records: Map<string, JournalEntry>): void {
  const line = raw as LegacyLine;
  if (line.t === 'begin') {
    const { t: _t, ...rest } = line;
    records.set(line.key, { ...rest, state: 'pending' });
  } else if (line.t === 'end') {
    const e = records.get(line.key);
    if (e) records.set(line.key, { ...e, state: 'done', status: line.status, completedAt: line.at });
  }
}
