import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { keepDamagedCopy, type DamageReport } from './damaged-copy';
import { inTransaction, migrateSchema, schemaVersion, SCHEMA } from './schema';

/**
 * The one local database of a data folder (row 310): every durable store of main keeps its rows
 * here. WAL; a write that promises durability commits with `synchronous=FULL` (the WAL is fsync'd
 * before its promise resolves), the others with NORMAL (kept through a killed process; a later
 * FULL commit or checkpoint makes them safe from a power cut too).
 *
 * One connection per folder in this process, shared by reference count: the stores keep their
 * public `open(dataDir)` and each open needs a close.
 */
export const DATABASE_FILE = 'quartermaster.db';

const BUSY_TIMEOUT_MS = 5_000;
/** SQLite's primary result codes for a file that is not, or no longer, a database. */
const SQLITE_CORRUPT = 11;
const SQLITE_NOTADB = 26;

interface QueuedWrite {
  run: () => void;
  sync: boolean;
  done: (err?: unknown) => void;
}

const open = new Map<string, { db: Database; refs: number }>();

export class Database {
  private queue: QueuedWrite[] = [];
  private flushing = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => undefined;

  private constructor(
    readonly path: string,
    readonly sql: DatabaseSync,
    /** The database file could not be read when opened: kept aside, and a new one begun. */
    readonly damage: DamageReport | null,
  ) {}

  /** The folder's database, opened (created, migrated) by the first caller; each call needs a close. */
  static open(dataDir: string): Database {
    const path = join(dataDir, DATABASE_FILE);
    const shared = open.get(path);
    if (shared) {
      shared.refs++;
      return shared.db;
    }
    mkdirSync(dataDir, { recursive: true });
    const damage = existsSync(path) ? damageOf(path) : null;
    if (damage) removeDatabase(path);
    if (!existsSync(path)) create(path);
    const db = new Database(path, connect(path), damage);
    open.set(path, { db, refs: 1 });
    return db;
  }

  /**
   * Runs `change` inside the next group commit: writes queued while one commits share the next
   * transaction, fsync'd when any of them asked for `sync`. Resolves once committed.
   */
  write(change: () => void, options: { sync: boolean }): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ run: change, sync: options.sync, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.flushing) {
        this.flushing = true;
        this.idle = new Promise((r) => (this.markIdle = r));
        // Everything queued in this turn of the event loop commits together.
        setImmediate(() => this.flush());
      }
    });
  }

  /** One transaction now, synchronously (for stores whose interface is synchronous). */
  transaction<T>(work: () => T, options: { sync: boolean }): T {
    this.setSynchronous(options.sync);
    try {
      return inTransaction(this.sql, work);
    } finally {
      this.setSynchronous(false);
    }
  }

  /** Waits for queued writes; the last close also closes the connection (and checkpoints the WAL). */
  async close(): Promise<void> {
    await this.idle;
    this.release();
  }

  /** For a caller that queued no write: gives its reference back at once. */
  release(): void {
    const shared = open.get(this.path);
    if (shared?.db !== this || --shared.refs > 0) return;
    open.delete(this.path);
    this.sql.close();
  }

  private flush(): void {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        this.transaction(() => batch.forEach((w) => w.run()), { sync: batch.some((w) => w.sync) });
        for (const w of batch) w.done();
      } catch (err) {
        for (const w of batch) w.done(err);
      }
    }
    this.flushing = false;
    this.markIdle();
  }

  private setSynchronous(full: boolean): void {
    this.sql.exec(`PRAGMA synchronous = ${full ? 'FULL' : 'NORMAL'}`);
  }
}

function connect(path: string): DatabaseSync {
  const sql = new DatabaseSync(path);
  try {
    sql.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Before the journal mode is set: that already writes to the file.
    schemaVersion(sql, SCHEMA);
    sql.exec('PRAGMA journal_mode = WAL');
    sql.exec('PRAGMA synchronous = NORMAL');
    sql.exec('PRAGMA foreign_keys = ON');
    migrateSchema(sql, SCHEMA);
    return sql;
  } catch (err) {
    sql.close();
    throw err;
  }
}

/**
 * A new database is made under a temporary name and renamed when its schema is in place, so a
 * database file of 0 bytes is never ours: only damage from outside leaves one (row 300).
 */
function create(path: string): void {
  const tmp = `${path}.new`;
  removeDatabase(tmp);
  connect(tmp).close();
  // Owner only, like the data folder: it holds drafts, journals and the activity log.
  chmodSync(tmp, 0o600);
  renameSync(tmp, path);
}

/** What is wrong with the file, with a copy kept beside it; null when it opens as a database. */
function damageOf(path: string): DamageReport | null {
  const emptied = statSync(path).size === 0 && !(existsSync(`${path}-wal`) && statSync(`${path}-wal`).size > 0);
  if (!emptied) {
    try {
      // Reading the schema reads the header and the first page: what a file that is not (or no
      // longer) a database fails on. Damage deeper in the file surfaces on the query that meets it.
      const probe = new DatabaseSync(path);
      try {
        probe.prepare('SELECT count(*) FROM sqlite_master').get();
      } finally {
        probe.close();
      }
      return null;
    } catch (err) {
      if (!isUnreadable(err)) throw err;
    }
  }
  return keepDamagedCopy(path, { emptied, unreadable: {}, wholeFile: !emptied });
}

function isUnreadable(err: unknown): boolean {
  const code = (err as { errcode?: number }).errcode;
  return code !== undefined && [SQLITE_CORRUPT, SQLITE_NOTADB].includes(code & 0xff);
}

function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}
