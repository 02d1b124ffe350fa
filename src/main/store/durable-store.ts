import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StatementSync } from 'node:sqlite';
import { keepDamagedCopy, type DamageReport } from './damaged-copy';
import { Database } from './database';
import { countBy, replay, retireLegacyFile, type LegacyLine } from './legacy-files';

/**
 * The one durable store of main: keyed JSON records of one kind of state (idempotency journal,
 * drafts, upload records), rows of the `records` table of the folder's database (row 310), read
 * into memory on open. A change asked with `sync` is committed with an fsync before its promise
 * resolves; changes made in one turn of the event loop share one transaction (group commit).
 * A store file of the earlier JSON-lines format is moved into the database by its first open,
 * its damage reported as before (rows 300, 311).
 */
export interface DurableStoreOptions<V> {
  /** Records to carry over on open; the others are deleted. Default: all. */
  keep?: (value: V, key: string) => boolean;
  /** A line of an older format in the store's earlier file, folded into the records (row 311). */
  legacyLine?: LegacyLine<V>;
  /** What an unreadable line of the earlier file was, in words for the user ("draft"); default "record". */
  describeUnreadable?: (raw: string) => string;
}

export class DurableStore<V> {
  // JavaScript-private: a structural comparison of two stores (as a test's toBe hint makes) must
  // not read a statement or a connection another store has closed.
  readonly #db: Database;
  readonly #upsert: StatementSync;
  readonly #remove: StatementSync;

  private constructor(
    /** The file the store was kept in before the database: its name names the store. */
    readonly path: string,
    db: Database,
    private readonly store: string,
    private readonly records: Map<string, V>,
    /** What could not be read when the store was opened, and where its copy is; null when nothing. */
    readonly damage: DamageReport | null = null,
  ) {
    this.#db = db;
    this.#upsert = upsertStatement(db);
    this.#remove = db.sql.prepare('DELETE FROM records WHERE store = ? AND key = ?');
  }

  static async open<V>(dataDir: string, fileName: string, options: DurableStoreOptions<V> = {}): Promise<DurableStore<V>> {
    const db = Database.open(dataDir);
    try {
      const path = join(dataDir, fileName);
      const store = storeName(fileName);
      const damage = (await importLegacyFile(db, store, path, options)) ?? db.damage;
      const records = new Map<string, V>();
      const rows = db.sql.prepare('SELECT key, value_json FROM records WHERE store = ? ORDER BY id').all(store) as { key: string; value_json: string }[];
      for (const row of rows) records.set(row.key, JSON.parse(row.value_json) as V);
      const dropped = options.keep ? [...records].filter(([k, v]) => !options.keep!(v, k)).map(([k]) => k) : [];
      if (dropped.length > 0) {
        const remove = db.sql.prepare('DELETE FROM records WHERE store = ? AND key = ?');
        db.transaction(() => dropped.forEach((k) => remove.run(store, k)), { sync: false });
        for (const k of dropped) records.delete(k);
      }
      return new DurableStore<V>(path, db, store, records, damage);
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  /** Whether the store holds a record, or its earlier file is still waiting to be moved in. */
  static holdsRecords(dataDir: string, fileName: string): boolean {
    if (existsSync(join(dataDir, fileName))) return true;
    const db = Database.open(dataDir);
    try {
      return db.sql.prepare('SELECT 1 FROM records WHERE store = ? LIMIT 1').get(storeName(fileName)) !== undefined;
    } finally {
      db.release();
    }
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
    const json = JSON.stringify(value);
    return this.#db.write(() => this.#upsert.run(this.store, key, json), options);
  }

  delete(key: string, options: { sync: boolean }): Promise<boolean> {
    if (!this.records.delete(key)) return Promise.resolve(false);
    return this.#db.write(() => this.#remove.run(this.store, key), options).then(() => true);
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}

/** "drafts.jsonl" is the store "drafts". */
function storeName(fileName: string): string {
  return fileName.replace(/\.jsonl$/, '');
}

/** An upsert keeps the row (and its id), so a record keeps its place in the order it was first written. */
function upsertStatement(db: Database): StatementSync {
  return db.sql.prepare(
    'INSERT INTO records (store, key, value_json) VALUES (?, ?, ?) ON CONFLICT (store, key) DO UPDATE SET value_json = excluded.value_json',
  );
}

/**
 * Moves the store's earlier file into the database (row 311): replayed as the app that wrote it
 * read it, damage copied and reported as then (row 300), its records committed in one fsync'd
 * transaction, and only then the file renamed `<name>.migrated`. A crash before the rename
 * imports the same records again at the next start.
 */
async function importLegacyFile<V>(db: Database, store: string, path: string, options: DurableStoreOptions<V>): Promise<DamageReport | null> {
  const replayed = await replay<V>(path, options.legacyLine);
  if (!replayed) return null;
  const { records, unreadable, emptied } = replayed;
  const describe = options.describeUnreadable ?? (() => 'record');
  const damage = unreadable.length > 0 || emptied ? keepDamagedCopy(path, { emptied, unreadable: countBy(unreadable.map(describe)) }) : null;
  const upsert = upsertStatement(db);
  db.transaction(() => records.forEach((v, k) => upsert.run(store, k, JSON.stringify(v))), { sync: true });
  retireLegacyFile(path);
  return damage;
}
