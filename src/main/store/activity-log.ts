import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SQLInputValue, StatementSync } from 'node:sqlite';
import { Database } from './database';
import { retireLegacyFile } from './legacy-files';

export interface ActivityEntry {
  time: string;
  profileId: string;
  profileName: string;
  /** The contract call, e.g. "warehouse.bookAdjustment". */
  operation: string;
  /** A one-line, human summary of what was asked ("Scrap -2 of ITEM-1 at MAIN/A-01"). */
  summary: string;
  idempotencyKey: string | null;
  /** unknown: sent, but the answer was lost; the write stays pending and is resent with its key. */
  outcome: 'ok' | 'error' | 'unknown';
  status: number | null;
  /** What the ERP answered with: a transaction id, an order number... */
  reference: string | null;
  detail: string | null;
}

/** Anything shaped like a credential is masked before it reaches the disk. */
const secretPatterns: RegExp[] = [
  /svc_(?:live|test)_sk_[A-Za-z0-9_-]+/g,
  /Bearer\s+[A-Za-z0-9._~+/=-]+/gi,
  /("?(?:apiKey|api_key|x-api-key|access_token|refresh_token|token|password|secret)"?\s*[:=]\s*"?)[^",\s}]+/gi,
];

export function redact(text: string): string {
  return secretPatterns.reduce(
    (acc, pattern) =>
      acc.replace(pattern, (match, prefix?: string) => (typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}[redacted]` : '[redacted]')),
    text,
  );
}

/** How long the log keeps its entries, and at most how many (row 312). */
export const ACTIVITY_RETENTION = { days: 90, rows: 100_000 };
/** Retention is applied on open and after every this many entries. */
const PRUNE_EVERY = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const LEGACY_ACTIVITY_FILE = 'activity.jsonl';

/** Each field of an entry and its column in the `activity` table. */
const COLUMNS = {
  time: 'time',
  profileId: 'profile_id',
  profileName: 'profile_name',
  operation: 'operation',
  summary: 'summary',
  idempotencyKey: 'idempotency_key',
  outcome: 'outcome',
  status: 'status',
  reference: 'reference',
  detail: 'detail',
} as const satisfies Record<keyof ActivityEntry, string>;
const FIELDS = Object.keys(COLUMNS) as (keyof ActivityEntry)[];

/** The fields a search looks in: values only, so a field's name ("status") matches nothing by itself. */
const SEARCHED = ['operation', 'summary', 'profile_name', 'reference', 'detail', 'idempotency_key', 'outcome', 'CAST(status AS TEXT)'];

export interface ActivityLogOptions {
  retention?: { days: number; rows: number };
  now?: () => number;
}

/**
 * Every write to the ERP, one row of the `activity` table of the folder's database (row 312),
 * secrets redacted before they reach the disk. Lists read with a LIMIT, newest first.
 */
export class ActivityLog {
  private readonly db: Database;
  private readonly insert: StatementSync;
  private readonly retention: { days: number; rows: number };
  private readonly now: () => number;
  private sincePrune = 0;

  constructor(dataDir: string, options: ActivityLogOptions = {}) {
    this.db = Database.open(dataDir);
    this.retention = options.retention ?? ACTIVITY_RETENTION;
    this.now = options.now ?? Date.now;
    const columns = Object.values(COLUMNS);
    this.insert = this.db.sql.prepare(`INSERT INTO activity (${columns.join(', ')}) VALUES (${columns.map((c) => `:${c}`).join(', ')})`);
    this.importLegacy(join(dataDir, LEGACY_ACTIVITY_FILE));
    this.prune();
  }

  /** Kept through a killed process once it returns (not fsync'd: row 310). */
  append(entry: ActivityEntry): void {
    this.insert.run(toRow(JSON.parse(redact(JSON.stringify(entry))) as ActivityEntry));
    if (++this.sincePrune >= PRUNE_EVERY) this.prune();
  }

  /** Newest first; `search` matches the value of any field, case-insensitively. */
  list(options: { search?: string; limit?: number } = {}): ActivityEntry[] {
    const needle = options.search?.trim();
    const where = needle ? `WHERE ${SEARCHED.map((f) => `${f} LIKE :pattern ESCAPE '\\'`).join(' OR ')}` : '';
    const rows = this.db.sql
      .prepare(`SELECT * FROM activity ${where} ORDER BY id DESC LIMIT :limit`)
      .all({ limit: options.limit ?? 500, ...(needle ? { pattern: `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } : {}) }) as Record<string, unknown>[];
    return rows.map(fromRow);
  }

  close(): Promise<void> {
    return this.db.close();
  }

  /** Drops entries older than the retention, then the oldest beyond its row count. */
  private prune(): void {
    this.sincePrune = 0;
    const cutoff = new Date(this.now() - this.retention.days * DAY_MS).toISOString();
    this.db.sql.prepare('DELETE FROM activity WHERE time < ?').run(cutoff);
    this.db.sql.prepare('DELETE FROM activity WHERE id <= (SELECT id FROM activity ORDER BY id DESC LIMIT 1 OFFSET ?)').run(this.retention.rows);
  }

  /** The log file of earlier versions, moved in once (row 311); a torn or unreadable line is skipped, as it was. */
  private importLegacy(path: string): void {
    if (!existsSync(path)) return;
    const entries: ActivityEntry[] = [];
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      try {
        if (line) entries.push(JSON.parse(line) as ActivityEntry);
      } catch {
        // A torn last line after a crash: never a whole entry.
      }
    }
    this.db.transaction(() => entries.forEach((e) => this.insert.run(toRow(e))), { sync: true });
    retireLegacyFile(path);
  }
}

function toRow(e: ActivityEntry): Record<string, SQLInputValue> {
  return Object.fromEntries(FIELDS.map((f) => [COLUMNS[f], e[f] ?? null]));
}

function fromRow(row: Record<string, unknown>): ActivityEntry {
  return Object.fromEntries(FIELDS.map((f) => [f, row[COLUMNS[f]]])) as unknown as ActivityEntry;
}
