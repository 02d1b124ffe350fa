import type { StatementSync } from 'node:sqlite';
import type { Database } from '../../../store/database';
import { readReplicaState, upsertRow, writeReplicaState } from '../../../store/replica-rows';
import type { Mark } from '../delta-mark';
import { KINDS, recordInstant, type RecordFace, type RecordKindName, type RecordOf } from './record-kinds';

/** What the rows mean; a new number makes every stored records replica be read again (row 315). */
export const RECORDS_REPLICA_VERSION = 1;
export const resourceOf = (kind: RecordKindName) => `records ${kind}`;

export interface RecordsWatermark {
  records: Mark;
  deletions: Mark;
  /** This machine's time of the last whole read, for kinds read whole again now and then (row 317). */
  readWholeAt: string;
}

export interface RecordsState {
  version: number;
  source: string;
  watermark: RecordsWatermark;
  syncedAt: string;
}

export interface FoundRow<K extends RecordKindName = RecordKindName> extends RecordFace {
  kind: K;
}

/** Above this many records holding a text (every kind), the words are answered in number order, not ranked (row 352). */
export const RANKED_AT_MOST = 2_000;

const COLUMNS = ['kind', 'record_key', 'modified_key', 'number', 'number_lc', 'title', 'detail', 'record_json'];

/**
 * Words of the typed text as an FTS5 query: each a quoted prefix term (quotes doubled), all
 * required. The tokenizer splits "PO-00012" into "po" and "00012", as it split the stored number.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .map((w) => `"${w.replace(/"/g, '""')}"*`);
  return words.length ? words.join(' AND ') : null;
}

/**
 * More than RANKED_AT_MOST records hold the text, counted over the whole records database (every
 * kind, every connection), so a search of several kinds counts once and passes the answer to each
 * table's `search` (row 352). A question about the database, not about one kind's table.
 */
export function searchIsBroad(db: Database, text: string): boolean {
  const match = ftsQuery(text);
  if (!match) return false;
  const { n } = db.sql.prepare('SELECT count(*) AS n FROM replica_records_fts WHERE replica_records_fts MATCH ?').get(match) as { n: number };
  return Number(n) > RANKED_AT_MOST;
}

/**
 * One connection's records of one kind in the local database (row 317), keyed by the list's
 * number, with the state the next sync resumes from. Writes go through the database's group
 * commit, a sync's rows and its watermark in one transaction.
 */
export class RecordsTable<K extends RecordKindName = RecordKindName> {
  private readonly upsert: StatementSync;

  constructor(
    private readonly db: Database,
    private readonly profileId: string,
    readonly kind: K,
  ) {
    this.upsert = upsertRow(db, 'replica_records', 'kind, record_key', COLUMNS);
  }

  state(): RecordsState | null {
    const row = readReplicaState(this.db, this.profileId, resourceOf(this.kind));
    if (!row) return null;
    return { version: row.version, source: row.source, watermark: JSON.parse(row.watermark_json) as RecordsWatermark, syncedAt: row.synced_at };
  }

  /** Forgets every row and the state: the next writes begin a full read. */
  clear(): Promise<void> {
    return this.db.write(
      () => {
        this.db.sql.prepare('DELETE FROM replica_state WHERE profile_id = ? AND resource = ?').run(this.profileId, resourceOf(this.kind));
        this.db.sql.prepare('DELETE FROM replica_records WHERE profile_id = ? AND kind = ?').run(this.profileId, this.kind);
      },
      { sync: false },
    );
  }

  /** Rows in, rows out (by key, or every key not in `keep`) and (when given) the new state, in one transaction. */
  apply(change: { upserts: readonly RecordOf[K][]; removed?: readonly string[]; keep?: ReadonlySet<string>; state?: RecordsState }): Promise<void> {
    const face = KINDS[this.kind].face as (r: RecordOf[K]) => RecordFace;
    return this.db.write(
      () => {
        for (const r of change.upserts) {
          const f = face(r);
          const instant = recordInstant(r);
          this.upsert.run({
            profile_id: this.profileId,
            kind: this.kind,
            record_key: f.number,
            modified_key: instant ? Date.parse(instant) || 0 : 0,
            number: f.number,
            number_lc: f.number.toLowerCase(),
            title: f.title,
            detail: f.detail,
            record_json: JSON.stringify(r),
          });
        }
        const remove = this.db.sql.prepare('DELETE FROM replica_records WHERE profile_id = ? AND kind = ? AND record_key = ?');
        for (const key of change.removed ?? []) remove.run(this.profileId, this.kind, key);
        if (change.keep) for (const key of this.keys()) if (!change.keep.has(key)) remove.run(this.profileId, this.kind, key);
        const s = change.state;
        if (s)
          writeReplicaState(this.db, this.profileId, resourceOf(this.kind), {
            version: s.version,
            source: s.source,
            watermark_json: JSON.stringify(s.watermark),
            synced_at: s.syncedAt,
          });
      },
      { sync: false },
    );
  }

  get(number: string): RecordOf[K] | undefined {
    const row = this.db.sql
      .prepare('SELECT record_json FROM replica_records WHERE profile_id = ? AND kind = ? AND record_key = ?')
      .get(this.profileId, this.kind, number) as { record_json: string } | undefined;
    return row ? (JSON.parse(row.record_json) as RecordOf[K]) : undefined;
  }

  count(): number {
    const row = this.db.sql.prepare('SELECT count(*) AS n FROM replica_records WHERE profile_id = ? AND kind = ?').get(this.profileId, this.kind) as {
      n: number;
    };
    return Number(row.n);
  }

  /** Every record of the kind, in number order, read a row at a time. */
  *all(): Generator<RecordOf[K]> {
    const rows = this.db.sql
      .prepare('SELECT record_json FROM replica_records WHERE profile_id = ? AND kind = ? ORDER BY record_key')
      .iterate(this.profileId, this.kind) as Iterable<{ record_json: string }>;
    for (const r of rows) yield JSON.parse(r.record_json) as RecordOf[K];
  }

  /**
   * Records whose number or title holds words starting as typed, best matches first; then, to
   * fill the page, numbers holding the text anywhere (the ERP's search was partial: "0060" finds
   * FV-10060, which no word of it starts with).
   */
  search(text: string, limit: number, broad = searchIsBroad(this.db, text)): FoundRow<K>[] {
    const words = this.words(text, limit, broad);
    if (words.length >= limit) return words;
    const seen = new Set(words.map((r) => r.number));
    // The numbers are scanned in the (profile, number) index, not the rows with their JSON: at
    // 50,000 items a text no number holds costs about 10 ms instead of 70.
    const inside = this.db.sql
      .prepare(
        `SELECT kind, number, title, detail FROM replica_records
         WHERE rowid IN (SELECT rowid FROM replica_records WHERE profile_id = ? AND instr(number_lc, ?) > 0) AND kind = ? ORDER BY number LIMIT ?`,
      )
      .all(this.profileId, text.trim().toLowerCase(), this.kind, limit) as unknown as FoundRow<K>[];
    return [...words, ...inside.filter((r) => !seen.has(r.number))].slice(0, limit);
  }

  /**
   * Records holding every word, best matches first; a text so broad that more than
   * RANKED_AT_MOST records hold it is answered in number order instead (row 352): relevance among
   * thousands of equal matches says nothing, and ranking them all cost 37-46 ms a keystroke at
   * 50,000 items where counting them costs about 4.
   */
  private words(text: string, limit: number, broad: boolean): FoundRow<K>[] {
    const match = ftsQuery(text);
    if (!match) return [];
    if (broad) {
      return this.db.sql
        .prepare(
          `SELECT kind, number, title, detail FROM replica_records INDEXED BY replica_records_by_number
           WHERE profile_id = ? AND rowid IN (SELECT rowid FROM replica_records_fts WHERE replica_records_fts MATCH ?) AND kind = ? ORDER BY number_lc LIMIT ?`,
        )
        .all(this.profileId, match, this.kind, limit) as unknown as FoundRow<K>[];
    }
    return this.db.sql
      .prepare(
        `SELECT r.kind, r.number, r.title, r.detail FROM replica_records_fts f JOIN replica_records r ON r.rowid = f.rowid
         WHERE replica_records_fts MATCH ? AND r.profile_id = ? AND r.kind = ? ORDER BY f.rank, r.number LIMIT ?`,
      )
      .all(match, this.profileId, this.kind, limit) as unknown as FoundRow<K>[];
  }

  /** The record whose number is exactly the text, ignoring case. */
  byNumber(text: string): FoundRow<K> | undefined {
    return this.db.sql
      .prepare('SELECT kind, number, title, detail FROM replica_records WHERE profile_id = ? AND number_lc = ? AND kind = ?')
      .get(this.profileId, text.trim().toLowerCase(), this.kind) as FoundRow<K> | undefined;
  }

  private keys(): string[] {
    return (
      this.db.sql.prepare('SELECT record_key FROM replica_records WHERE profile_id = ? AND kind = ?').all(this.profileId, this.kind) as { record_key: string }[]
    ).map((r) => r.record_key);
  }
}
