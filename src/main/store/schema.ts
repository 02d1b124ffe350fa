import type { DatabaseSync } from 'node:sqlite';

/**
 * The local database's schema as an ordered list of steps (row 310): step i brings a database of
 * version i to version i + 1, and `PRAGMA user_version` records how many have run. A step is
 * never edited once released; a change is a new step at the end.
 */
export type Migration = (sql: DatabaseSync) => void;

export const SCHEMA: readonly Migration[] = [
  // 1: keyed records of the durable stores; the row id keeps the order records were first written.
  (sql) =>
    sql.exec(`CREATE TABLE records (
      id INTEGER PRIMARY KEY,
      store TEXT NOT NULL,
      key TEXT NOT NULL,
      value_json TEXT NOT NULL,
      UNIQUE (store, key)
    ) STRICT`),
  // 2: the activity log, one column per field so a search reads values, never field names.
  (sql) =>
    sql.exec(`CREATE TABLE activity (
      id INTEGER PRIMARY KEY,
      time TEXT NOT NULL,
      profile_id TEXT NOT NULL,
      profile_name TEXT NOT NULL,
      operation TEXT NOT NULL,
      summary TEXT NOT NULL,
      idempotency_key TEXT,
      outcome TEXT NOT NULL,
      status INTEGER,
      reference TEXT,
      detail TEXT
    ) STRICT;
    CREATE INDEX activity_by_time ON activity (time)`),
  // 3: connection profiles (never a secret) and the app's few settings.
  (sql) =>
    sql.exec(`CREATE TABLE profiles (
      id TEXT PRIMARY KEY,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      profile_json TEXT NOT NULL
    ) STRICT;
    CREATE TABLE settings (key TEXT PRIMARY KEY, value_json TEXT NOT NULL) STRICT`),
  // 4: the tickets replica of each connection (row 315): small rows of the columns lists filter
  // and sort on (instants in ms, a missing one as the end of its order; text compared
  // case-insensitively kept lowercased), the tickets themselves beside them, so a scan stays small.
  (sql) =>
    sql.exec(`CREATE TABLE replica_tickets (
      profile_id TEXT NOT NULL,
      ticket_number TEXT NOT NULL,
      status_lc TEXT NOT NULL,
      priority_lc TEXT NOT NULL,
      type_lc TEXT NOT NULL,
      customer_number TEXT,
      queue_code TEXT,
      closed INTEGER NOT NULL,
      finished INTEGER NOT NULL,
      created_key INTEGER NOT NULL,
      modified_key INTEGER NOT NULL,
      due_key INTEGER NOT NULL,
      flagged_breached INTEGER NOT NULL,
      number_lc TEXT NOT NULL,
      title_lc TEXT NOT NULL,
      contact_lc TEXT NOT NULL,
      PRIMARY KEY (profile_id, ticket_number)
    ) STRICT;
    CREATE INDEX replica_tickets_by_deadline ON replica_tickets (profile_id, closed, due_key, ticket_number);
    CREATE INDEX replica_tickets_by_created ON replica_tickets (profile_id, closed, created_key, ticket_number);
    CREATE INDEX replica_tickets_by_modified ON replica_tickets (profile_id, closed, modified_key, ticket_number);
    CREATE INDEX replica_tickets_by_queue ON replica_tickets (profile_id, queue_code, finished, due_key);
    CREATE TABLE replica_ticket_json (
      profile_id TEXT NOT NULL,
      ticket_number TEXT NOT NULL,
      ticket_json TEXT NOT NULL,
      PRIMARY KEY (profile_id, ticket_number)
    ) STRICT;
    CREATE TABLE replica_state (
      profile_id TEXT NOT NULL,
      resource TEXT NOT NULL,
      version INTEGER NOT NULL,
      source TEXT NOT NULL,
      watermark_json TEXT NOT NULL,
      synced_at TEXT NOT NULL,
      PRIMARY KEY (profile_id, resource)
    ) STRICT`),
  // 5: the media replica of each connection and channel (row 316), laid out as step 4's: the
  // columns the library's folder tree, counts, type filter and search use (folder path as the
  // tree shows it, kind from the content type, text lowercased, instants in ms), the asset's
  // JSON beside them; its state is a `replica_state` row of resource `media <channel>`.
  (sql) =>
    sql.exec(`CREATE TABLE replica_media (
      profile_id TEXT NOT NULL,
      asset_id TEXT NOT NULL,
      channel_code TEXT NOT NULL,
      folder TEXT,
      folder_id TEXT,
      folder_path TEXT NOT NULL,
      content_type TEXT,
      kind TEXT,
      file_name_lc TEXT NOT NULL,
      title_lc TEXT NOT NULL,
      alt_text_lc TEXT NOT NULL,
      file_size INTEGER NOT NULL,
      created_key INTEGER NOT NULL,
      modified_key INTEGER NOT NULL,
      PRIMARY KEY (profile_id, asset_id)
    ) STRICT;
    CREATE INDEX replica_media_by_folder ON replica_media (profile_id, channel_code, folder_path);
    CREATE INDEX replica_media_by_kind ON replica_media (profile_id, channel_code, kind, created_key);
    CREATE TABLE replica_media_json (
      profile_id TEXT NOT NULL,
      asset_id TEXT NOT NULL,
      asset_json TEXT NOT NULL,
      PRIMARY KEY (profile_id, asset_id)
    ) STRICT`),
  // 6: the records replica of each connection (row 317): customers, suppliers, items, purchase
  // orders, configurations and quotes in one table, found by number and title through FTS5
  // (an external-content index kept by triggers, so the text is stored once).
  (sql) =>
    sql.exec(`CREATE TABLE replica_records (
      profile_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      record_key TEXT NOT NULL,
      modified_key INTEGER NOT NULL,
      number TEXT NOT NULL,
      number_lc TEXT NOT NULL,
      title TEXT,
      detail TEXT,
      record_json TEXT NOT NULL,
      PRIMARY KEY (profile_id, kind, record_key)
    ) STRICT;
    CREATE INDEX replica_records_by_number ON replica_records (profile_id, number_lc);
    CREATE VIRTUAL TABLE replica_records_fts USING fts5(number, title, content = 'replica_records', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2');
    CREATE TRIGGER replica_records_added AFTER INSERT ON replica_records BEGIN
      INSERT INTO replica_records_fts (rowid, number, title) VALUES (new.rowid, new.number, new.title);
    END;
    CREATE TRIGGER replica_records_removed AFTER DELETE ON replica_records BEGIN
      INSERT INTO replica_records_fts (replica_records_fts, rowid, number, title) VALUES ('delete', old.rowid, old.number, old.title);
    END;
    CREATE TRIGGER replica_records_changed AFTER UPDATE ON replica_records BEGIN
      INSERT INTO replica_records_fts (replica_records_fts, rowid, number, title) VALUES ('delete', old.rowid, old.number, old.title);
      INSERT INTO replica_records_fts (rowid, number, title) VALUES (new.rowid, new.number, new.title);
    END`),
  // 7: the agents' saved replies (row 325), of the whole app; a title is taken once, compared as
  // `title_key` (trimmed, spaces collapsed, lowercased). The signature is a `settings` row.
  (sql) =>
    sql.exec(`CREATE TABLE snippets (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      title_key TEXT NOT NULL UNIQUE,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT`),
  // 8: the latest SLA due time of each stored ticket (ms; none as the start of time), indexed, so
  // the SLA history's "deadlines in the last 30 days" is an index range rather than reading every
  // ticket's JSON (measured at 200,000 tickets: 4 s a read). Filled here from the stored JSON.
  (sql) => {
    sql.exec(`ALTER TABLE replica_tickets ADD COLUMN last_due_key INTEGER NOT NULL DEFAULT ${-Number.MAX_SAFE_INTEGER};
      CREATE INDEX replica_tickets_by_last_due ON replica_tickets (profile_id, last_due_key)`);
    const update = sql.prepare('UPDATE replica_tickets SET last_due_key = ? WHERE profile_id = ? AND ticket_number = ?');
    const rows = sql.prepare('SELECT profile_id, ticket_number, ticket_json FROM replica_ticket_json').iterate() as Iterable<{
      profile_id: string;
      ticket_number: string;
      ticket_json: string;
    }>;
    for (const row of rows) {
      const t = JSON.parse(row.ticket_json) as { slaResponseDue?: string | null; slaResolutionDue?: string | null };
      const dues = [t.slaResponseDue, t.slaResolutionDue].map((d) => (d ? Date.parse(d) : NaN)).filter((n) => !Number.isNaN(n));
      if (dues.length) update.run(Math.max(...dues), row.profile_id, row.ticket_number);
    }
  },
];

export class NewerSchemaError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `The local database was written by a newer Quartermaster (schema version ${found}; this version knows up to ${known}). ` +
        'Start the newer version, or point this one at another data folder; the database was left untouched.',
    );
  }
}

/** The database's schema version; a newer one than `steps` reach is refused before anything is written. */
export function schemaVersion(sql: DatabaseSync, steps: readonly Migration[]): number {
  const version = Number((sql.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  if (version > steps.length) throw new NewerSchemaError(version, steps.length);
  return version;
}

/** Runs the steps the database has not had, each in its own transaction with its version. */
export function migrateSchema(sql: DatabaseSync, steps: readonly Migration[]): void {
  const version = schemaVersion(sql, steps);
  for (let v = version; v < steps.length; v++) {
    inTransaction(sql, () => {
      steps[v]!(sql);
      sql.exec(`PRAGMA user_version = ${v + 1}`);
    });
  }
}

/** `work` as one transaction: committed whole, or rolled back and its error thrown. */
export function inTransaction<T>(sql: DatabaseSync, work: () => T): T {
  sql.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    sql.exec('COMMIT');
    return result;
  } catch (err) {
    sql.exec('ROLLBACK');
    throw err;
  }
}
