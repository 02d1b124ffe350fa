import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE } from '../../../src/main/store/database';

/** A store's rows as they are on disk in the folder's database, in the order they were first written. */
export function storeRows(dataDir: string, store: string): [string, unknown][] {
  const sql = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    const rows = sql.prepare('SELECT key, value_json FROM records WHERE store = ? ORDER BY id').all(store) as { key: string; value_json: string }[];
    return rows.map((r) => [r.key, JSON.parse(r.value_json)]);
  } finally {
    sql.close();
  }
}
