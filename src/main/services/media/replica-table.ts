import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { MediaFolderView } from '@shared/contract/media';
import { mediaType, MEDIA_FOLDERS, type MediaKind } from '@shared/domain/media-limits';
import type { Mark } from '../shared/delta-mark';
import type { MediaAsset, MediaQuery } from '../../erp/preview/media';
import type { Database } from '../../store/database';
import { readReplicaState, upsertRow, writeReplicaState } from '../../store/replica-rows';

/** What the replica's rows mean; a new number makes every stored media replica be read again (row 316). */
export const MEDIA_REPLICA_VERSION = 1;

export interface MediaWatermark {
  media: Mark;
  deletions: Mark;
}

export interface MediaReplicaState {
  version: number;
  /** Which ERP the rows came from (base address and tenant): another one is never mixed in. */
  source: string;
  watermark: MediaWatermark;
  /** This machine's clock at the last completed sync: how long deletions went unread. */
  syncedAt: string;
  /** This machine's clock when `/deletions` was last read. */
  deletionsReadAt: string;
}

export interface MediaSelection {
  query: Omit<MediaQuery, 'modifiedSince'>;
  kind?: MediaKind;
}

const ms = (instant: string | null | undefined): number => {
  const n = instant ? Date.parse(instant) : NaN;
  return Number.isNaN(n) ? -Number.MAX_SAFE_INTEGER : n;
};
const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** Where the folder tree puts an asset: its folder's path, else its root, else Content (row 141). */
export const folderPathOf = (a: Pick<MediaAsset, 'folderPath' | 'folder'>): string => a.folderPath ?? a.folder ?? 'Content';

/** The columns of one asset: what the folder tree, counts, type filter and search use. */
function columnsOf(a: MediaAsset): Record<string, SQLInputValue> {
  return {
    asset_id: a.id.toLowerCase(),
    channel_code: a.channelCode,
    folder: a.folder ?? null,
    folder_id: a.folderId?.toLowerCase() ?? null,
    folder_path: folderPathOf(a),
    content_type: a.contentType ?? null,
    kind: (a.contentType && mediaType(a.contentType)?.kind) || null,
    file_name_lc: lower(a.fileName),
    title_lc: lower(a.title),
    alt_text_lc: lower(a.altText),
    file_size: a.fileSize,
    created_key: ms(a.createdDate),
    modified_key: ms(a.modifiedDate ?? a.createdDate),
  };
}
const COLUMNS = Object.keys(columnsOf({ id: '', channelCode: '', fileName: '', fileSize: 0 } as MediaAsset));
const JOINED = 'replica_media m JOIN replica_media_json j ON j.profile_id = m.profile_id AND j.asset_id = m.asset_id';

/**
 * One connection's media assets of one channel in the local database (row 316), as the tickets'
 * `ReplicaTable` keeps tickets: rows keyed by asset id, the asset JSON beside them, and the state
 * the next sync resumes from, a sync's rows and its watermark in one transaction.
 */
export class MediaReplicaTable {
  private readonly upsert: StatementSync;
  private readonly upsertJson: StatementSync;
  private readonly resource: string;

  constructor(
    private readonly db: Database,
    private readonly profileId: string,
    private readonly channelCode: string,
  ) {
    this.resource = `media ${channelCode}`;
    this.upsert = upsertRow(db, 'replica_media', 'asset_id', COLUMNS);
    this.upsertJson = upsertRow(db, 'replica_media_json', 'asset_id', ['asset_id', 'asset_json']);
  }

  state(): MediaReplicaState | null {
    const row = readReplicaState(this.db, this.profileId, this.resource);
    if (!row) return null;
    const stored = JSON.parse(row.watermark_json) as MediaWatermark & { deletionsReadAt?: string };
    const { deletionsReadAt, ...watermark } = stored;
    return { version: row.version, source: row.source, watermark, syncedAt: row.synced_at, deletionsReadAt: deletionsReadAt ?? row.synced_at };
  }

  /** Forgets every row of this channel and its state: the next writes begin a full read. */
  clear(): Promise<void> {
    return this.db.write(
      () => {
        this.db.sql.prepare('DELETE FROM replica_state WHERE profile_id = ? AND resource = ?').run(this.profileId, this.resource);
        this.db.sql
          .prepare(
            'DELETE FROM replica_media_json WHERE profile_id = ? AND asset_id IN (SELECT asset_id FROM replica_media WHERE profile_id = ? AND channel_code = ?)',
          )
          .run(this.profileId, this.profileId, this.channelCode);
        this.db.sql.prepare('DELETE FROM replica_media WHERE profile_id = ? AND channel_code = ?').run(this.profileId, this.channelCode);
      },
      { sync: false },
    );
  }

  /** Rows in, rows out and (when given) the new state, in one transaction. */
  apply(change: { upserts: readonly MediaAsset[]; removed?: readonly string[]; state?: MediaReplicaState }): Promise<void> {
    return this.db.write(
      () => {
        for (const a of change.upserts) {
          if (a.channelCode !== this.channelCode) continue;
          this.upsert.run({ profile_id: this.profileId, ...columnsOf(a) });
          this.upsertJson.run({ profile_id: this.profileId, asset_id: a.id.toLowerCase(), asset_json: JSON.stringify(a) });
        }
        for (const table of ['replica_media', 'replica_media_json']) {
          const remove = this.db.sql.prepare(`DELETE FROM ${table} WHERE profile_id = ? AND asset_id = ?`);
          for (const id of change.removed ?? []) remove.run(this.profileId, id.toLowerCase());
        }
        const s = change.state;
        if (s)
          writeReplicaState(this.db, this.profileId, this.resource, {
            version: s.version,
            source: s.source,
            watermark_json: JSON.stringify({ ...s.watermark, deletionsReadAt: s.deletionsReadAt }),
            synced_at: s.syncedAt,
          });
      },
      { sync: false },
    );
  }

  get(assetId: string): MediaAsset | undefined {
    const row = this.db.sql
      .prepare(`SELECT j.asset_json FROM ${JOINED} WHERE m.profile_id = ? AND m.channel_code = ? AND m.asset_id = ?`)
      .get(this.profileId, this.channelCode, assetId.toLowerCase()) as { asset_json: string } | undefined;
    return row ? (JSON.parse(row.asset_json) as MediaAsset) : undefined;
  }

  count(): number {
    return Number(
      (
        this.db.sql.prepare('SELECT count(*) AS n FROM replica_media WHERE profile_id = ? AND channel_code = ?').get(this.profileId, this.channelCode) as {
          n: number;
        }
      ).n,
    );
  }

  /**
   * The folder tree with each folder's count (as `knownFolders` built it from the full list):
   * the five roots always, in their order, then the subfolders by path.
   */
  folders(): MediaFolderView[] {
    const rows = this.db.sql
      .prepare(
        `SELECT folder_path AS folderPath, max(folder) AS folder, max(folder_id) AS folderId, count(*) AS n
         FROM replica_media WHERE profile_id = ? AND channel_code = ? GROUP BY folder_path`,
      )
      .all(this.profileId, this.channelCode) as { folderPath: string; folder: string | null; folderId: string | null; n: number }[];
    const byPath = new Map<string, MediaFolderView>(MEDIA_FOLDERS.map((name) => [name, { folder: name, folderId: null, folderPath: name, assetCount: 0 }]));
    for (const r of rows) {
      const root = byPath.get(r.folderPath);
      byPath.set(r.folderPath, {
        folder: root?.folder ?? r.folder,
        folderId: r.folderId,
        folderPath: r.folderPath,
        assetCount: Number(r.n),
      });
    }
    const roots = MEDIA_FOLDERS.map((name) => byPath.get(name)!);
    const subfolders = [...byPath.values()]
      .filter((f) => !MEDIA_FOLDERS.includes(f.folderPath as never))
      .sort((a, b) => a.folderPath.localeCompare(b.folderPath));
    return [...roots, ...subfolders];
  }

  /** A page of the matching assets, newest first (createdDate, then id, row 152), and how many match. */
  page(selection: MediaSelection, offset: number, limit: number): { assets: MediaAsset[]; totalCount: number } {
    const { where, params } = this.where(selection);
    const total = this.db.sql.prepare(`SELECT count(*) AS n FROM replica_media m WHERE ${where}`).get(params) as { n: number };
    const rows = this.db.sql
      .prepare(`SELECT j.asset_json FROM ${JOINED} WHERE ${where} ORDER BY m.created_key DESC, m.asset_id DESC LIMIT :limit OFFSET :offset`)
      .all({ ...params, limit, offset }) as { asset_json: string }[];
    return { assets: rows.map((r) => JSON.parse(r.asset_json) as MediaAsset), totalCount: Number(total.n) };
  }

  /** The list filters of row 143 and 152 over the stored columns, plus the kind. */
  private where(s: MediaSelection): { where: string; params: Record<string, SQLInputValue> } {
    const q = s.query;
    const clauses = ['m.profile_id = :profile', 'm.channel_code = :channel'];
    const params: Record<string, SQLInputValue> = { profile: this.profileId, channel: this.channelCode };
    const path = q.folderId ? this.pathOf(q.folderId) : (q.folder && MEDIA_FOLDERS.find((f) => f.toLowerCase() === q.folder!.toLowerCase())) || undefined;
    if (q.folderId && path === undefined) clauses.push('0');
    if (path !== undefined) {
      params.path = path;
      clauses.push(q.includeSubfolders ? "(m.folder_path = :path OR substr(m.folder_path, 1, length(:path) + 1) = :path || '/')" : 'm.folder_path = :path');
    }
    if (s.kind) {
      clauses.push('m.kind = :kind');
      params.kind = s.kind;
    }
    if (q.search) {
      clauses.push('(instr(m.file_name_lc, :needle) > 0 OR instr(m.title_lc, :needle) > 0 OR instr(m.alt_text_lc, :needle) > 0)');
      params.needle = q.search.toLowerCase();
    }
    return { where: clauses.join(' AND '), params };
  }

  /** The path of a folder known by id from its assets (row 141); undefined when no asset is in it. */
  private pathOf(folderId: string): string | undefined {
    const row = this.db.sql
      .prepare('SELECT folder_path FROM replica_media WHERE profile_id = ? AND channel_code = ? AND folder_id = ? LIMIT 1')
      .get(this.profileId, this.channelCode, folderId.toLowerCase()) as { folder_path: string } | undefined;
    return row?.folder_path;
  }
}
