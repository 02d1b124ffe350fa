import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { damageSentence } from '../../../src/main/services/app/damaged-data';
import { unseenDamageReports } from '../../../src/main/store/damaged-copy';
import { Database, DATABASE_FILE } from '../../../src/main/store/database';
import { DraftStore } from '../../../src/main/store/drafts';
import { migrateSchema, NewerSchemaError, SCHEMA } from '../../../src/main/store/schema';
import { storeRows } from './database-rows';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-db-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const userVersion = (sql: DatabaseSync) => (sql.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
const draft = { editor: 'tickets.reply', recordKey: 'T-1', label: 'T-1', value: { text: 'kept' }, base: null };

describe('the local database', () => {
  it('is created in WAL mode at the newest schema version', async () => {
    const db = Database.open(dir);
    expect(db.sql.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.sql.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(userVersion(db.sql)).toBe(SCHEMA.length);
    await db.close();
  });

  it('upgrades a database of an older version, keeping its rows', async () => {
    const old = new DatabaseSync(join(dir, DATABASE_FILE));
    migrateSchema(old, SCHEMA.slice(0, 1));
    old.prepare('INSERT INTO records (store, key, value_json) VALUES (?, ?, ?)').run('things', 'a', '{"n":1}');
    expect(userVersion(old)).toBe(1);
    old.close();

    const db = Database.open(dir);
    expect(userVersion(db.sql)).toBe(SCHEMA.length);
    expect(db.sql.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name IN ('activity', 'profiles', 'settings')").get()).toEqual({ n: 3 });
    await db.close();
    expect(storeRows(dir, 'things')).toEqual([['a', { n: 1 }]]);
  });

  it('refuses a database of a newer version than it knows, saying so, and leaves it untouched', async () => {
    const newer = new DatabaseSync(join(dir, DATABASE_FILE));
    newer.exec(`PRAGMA user_version = ${SCHEMA.length + 1}`);
    newer.close();
    const before = await readFile(join(dir, DATABASE_FILE));

    expect(() => Database.open(dir)).toThrow(NewerSchemaError);
    expect(() => Database.open(dir)).toThrow(`schema version ${SCHEMA.length + 1}; this version knows up to ${SCHEMA.length}`);
    await expect(DraftStore.open(dir)).rejects.toThrow('written by a newer Quartermaster');
    expect(await readFile(join(dir, DATABASE_FILE))).toEqual(before);
    expect(await unseenDamageReports(dir)).toEqual([]);
  });

  it('keeps a copy of a file that is not a database, reports it, and begins a new one', async () => {
    const noise = Buffer.from('SQLite format 2\u0000 but not really, and then some noise'.repeat(40));
    await writeFile(join(dir, DATABASE_FILE), noise);
    const drafts = await DraftStore.open(dir);
    expect(drafts.damage).toMatchObject({ file: DATABASE_FILE, wholeFile: true, emptied: false });
    expect(await readFile(drafts.damage!.copy)).toEqual(noise);
    expect(damageSentence(drafts.damage!)).toBe(
      `${DATABASE_FILE} could not be read at all: whatever it held (drafts, waiting writes or upload records) is in the copy.`,
    );
    await drafts.save('demo', draft);
    await drafts.close();

    const reopened = await DraftStore.open(dir);
    expect(reopened.damage).toBeNull();
    expect(reopened.get('demo', draft)?.value).toEqual({ text: 'kept' });
    await reopened.close();
    expect((await unseenDamageReports(dir)).map((r) => r.file)).toEqual([DATABASE_FILE]);
  });

  it('reports a database file emptied from outside; a new one it makes itself never is', async () => {
    await (await DraftStore.open(dir)).close();
    expect(await unseenDamageReports(dir)).toEqual([]);
    expect((await readdir(dir)).filter((n) => n.endsWith('.new'))).toEqual([]);

    await writeFile(join(dir, DATABASE_FILE), '');
    const drafts = await DraftStore.open(dir);
    expect(drafts.damage).toMatchObject({ file: DATABASE_FILE, emptied: true });
    expect(existsSync(drafts.damage!.copy)).toBe(true);
    await drafts.close();
  });
});
