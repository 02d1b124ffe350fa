import type { StatementSync } from 'node:sqlite';
import type { Database } from './database';
import { DEMO_PROFILE_ID, type StoredProfile } from './profiles';

/** A replica's state row as stored (row 315): the watermark as JSON. */
export interface StoredReplicaState {
  version: number;
  source: string;
  watermark_json: string;
  synced_at: string;
}

/** One replica's state row of a connection, if any. */
export function readReplicaState(db: Database, profileId: string, resource: string): StoredReplicaState | undefined {
  return db.sql
    .prepare('SELECT version, source, watermark_json, synced_at FROM replica_state WHERE profile_id = ? AND resource = ?')
    .get(profileId, resource) as StoredReplicaState | undefined;
}

/** Writes a replica's state row; call inside the write that stores its rows. */
export function writeReplicaState(db: Database, profileId: string, resource: string, s: StoredReplicaState): void {
  db.sql
    .prepare(
      `INSERT INTO replica_state (profile_id, resource, version, source, watermark_json, synced_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, resource) DO UPDATE SET version = excluded.version, source = excluded.source,
         watermark_json = excluded.watermark_json, synced_at = excluded.synced_at`,
    )
    .run(profileId, resource, s.version, s.source, s.watermark_json, s.synced_at);
}

/** An insert-or-update of a replica table's row by (profile_id, key), the other columns named. */
export function upsertRow(db: Database, table: string, key: string, columns: readonly string[]): StatementSync {
  const names = ['profile_id', ...columns];
  return db.sql.prepare(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((c) => `:${c}`).join(', ')})
     ON CONFLICT (profile_id, ${key}) DO UPDATE SET ${columns
       .filter((c) => c !== key)
       .map((c) => `${c} = excluded.${c}`)
       .join(', ')}`,
  );
}

/** What a replica registry is told of a connection. */
export type ReplicaProfile = Pick<StoredProfile, 'id' | 'previewBaseUrl' | 'tenantId'>;

/**
 * Which ERP a replica's rows came from: its address and tenant, or for the Demo ERP (made anew at
 * every start) the registry's own instance, so demo rows never outlive the registry.
 */
export function replicaSource(profile: ReplicaProfile, demoInstance: string): string {
  return profile.id === DEMO_PROFILE_ID ? `demo ${demoInstance}` : `${profile.previewBaseUrl} ${profile.tenantId}`;
}
