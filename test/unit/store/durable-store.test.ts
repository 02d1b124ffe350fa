import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../src/main/store/database';
import { DurableStore } from '../../../src/main/store/durable-store';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';
import { DRAFTS_FILE, DraftStore } from '../../../src/main/store/drafts';
import { LEGACY_REPLY_DRAFTS_JSON, LEGACY_REPLY_DRAFTS_JSONL } from '../../../src/main/store/legacy-reply-drafts';
import { storeRows } from './database-rows';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DurableStore', () => {
  it('keeps puts and deletes across a reopen, in the order records were first written', async () => {
    const s = await DurableStore.open<{ n: number }>(dir, 'things.jsonl');
    await s.put('a', { n: 1 }, { sync: true });
    await s.put('b', { n: 2 }, { sync: true });
    await s.put('c', { n: 4 }, { sync: false });
    await s.put('a', { n: 3 }, { sync: false });
    expect(await s.delete('b', { sync: true })).toBe(true);
    expect(await s.delete('b', { sync: true })).toBe(false);
    await s.close();
    expect(storeRows(dir, 'things')).toEqual([
      ['a', { n: 3 }],
      ['c', { n: 4 }],
    ]);

    const again = await DurableStore.open<{ n: number }>(dir, 'things.jsonl');
    expect(again.entries()).toEqual([
      ['a', { n: 3 }],
      ['c', { n: 4 }],
    ]);
    await again.close();
  });

  it('commits the changes of one turn together, and each is on disk when its promise resolves', async () => {
    const s = await DurableStore.open<{ n: number }>(dir, 'things.jsonl');
    const writes = Array.from({ length: 50 }, (_, n) => s.put(`k${n}`, { n }, { sync: true }));
    await writes[0];
    // The first promise resolved: the whole turn's transaction is committed, read here through another connection.
    expect(storeRows(dir, 'things')).toHaveLength(50);
    await Promise.all(writes);
    await s.close();
  });

  it('drops on open what the owner no longer keeps', async () => {
    const s = await DurableStore.open<{ old: boolean }>(dir, 'things.jsonl');
    await s.put('old', { old: true }, { sync: true });
    await s.put('new', { old: false }, { sync: true });
    await s.close();
    const again = await DurableStore.open<{ old: boolean }>(dir, 'things.jsonl', { keep: (v) => !v.old });
    expect(again.entries().map(([k]) => k)).toEqual(['new']);
    await again.close();
  });
});

describe('idempotency journal in the durable store', () => {
  it('migrates a journal file of the earlier begin/end format: pending stays pending, ended is done', async () => {
    const now = new Date().toISOString();
    const begin = (key: string) => ({
      t: 'begin',
      key,
      operationId: `op-${key}`,
      surface: 'preview',
      origin: 'http://erp',
      method: 'POST',
      path: '/preview/returns',
      bodyHash: 'h',
      createdAt: now,
    });
    const lines = [begin('k1'), begin('k2'), { t: 'end', key: 'k2', status: 201, at: now }].map((l) => JSON.stringify(l)).join('\n');
    await writeFile(join(dir, 'idempotency-journal.jsonl'), lines + '\n');
    const j = await IdempotencyJournal.open(dir);
    expect(j.pending().map((e) => e.key)).toEqual(['k1']);
    expect(j.get('op-k2')).toMatchObject({ state: 'done', status: 201 });
    // The file moved into the database and was renamed, never deleted.
    expect(existsSync(j.path)).toBe(false);
    expect(await readFile(`${j.path}.migrated`, 'utf8')).toBe(lines + '\n');
    await j.close();
    const reopened = await IdempotencyJournal.open(dir);
    expect(reopened.pending().map((e) => e.key)).toEqual(['k1']);
    await reopened.close();
  });
});

describe('drafts in the durable store', () => {
  const old = (ticketNumber: string, body: string) => ({ ticketNumber, body, isInternal: false, seenVersion: 'v1', savedAt: '2026-01-01T00:00:00.000Z' });
  const ref = (recordKey: string) => ({ editor: 'tickets.reply', recordKey });

  it('imports the oldest reply-drafts file once, removes it, and a draft discarded afterwards stays discarded', async () => {
    await writeFile(
      join(dir, LEGACY_REPLY_DRAFTS_JSON),
      JSON.stringify({
        version: 1,
        drafts: { p1: { 'TCK-1': old('TCK-1', 'half written'), 'TCK-2': old('TCK-2', 'other') }, p2: { 'TCK-1': old('TCK-1', 'p2 text') } },
      }),
    );
    const drafts = await DraftStore.open(dir);
    expect(drafts.get('p1', ref('TCK-1'))).toMatchObject({
      value: { body: 'half written', isInternal: false, seenVersion: 'v1' },
      base: { body: '', seenVersion: 'v1' },
    });
    expect(
      drafts
        .list('p1')
        .map((d) => d.recordKey)
        .sort(),
    ).toEqual(['TCK-1', 'TCK-2']);
    expect(drafts.get('p2', ref('TCK-1'))?.value).toMatchObject({ body: 'p2 text' });
    expect(existsSync(join(dir, LEGACY_REPLY_DRAFTS_JSON))).toBe(false);
    expect(await drafts.discard('p1', ref('TCK-1'))).toBe(true);
    await drafts.close();

    const reopened = await DraftStore.open(dir);
    expect(reopened.has('p1', ref('TCK-1'))).toBe(false);
    expect(reopened.get('p1', ref('TCK-2'))?.value).toMatchObject({ body: 'other' });
    await reopened.close();
  });

  it('imports the reply drafts an earlier version kept in reply-drafts.jsonl, as written by that version', async () => {
    const lines = [
      { k: JSON.stringify(['p1', 'TCK-7']), v: { ...old('TCK-7', 'first'), profileId: 'p1' } },
      { k: JSON.stringify(['p1', 'TCK-7']), v: { ...old('TCK-7', 'second, newer'), profileId: 'p1' } },
      { k: JSON.stringify(['p1', 'TCK-8']), v: { ...old('TCK-8', 'gone'), profileId: 'p1' } },
      { k: JSON.stringify(['p1', 'TCK-8']), del: true },
    ];
    await writeFile(join(dir, LEGACY_REPLY_DRAFTS_JSONL), lines.map((l) => JSON.stringify(l) + '\n').join(''));
    const drafts = await DraftStore.open(dir);
    expect(drafts.list('p1').map((d) => d.recordKey)).toEqual(['TCK-7']);
    expect(drafts.get('p1', ref('TCK-7'))?.value).toEqual({ body: 'second, newer', isInternal: false, seenVersion: 'v1' });
    expect(existsSync(join(dir, LEGACY_REPLY_DRAFTS_JSONL))).toBe(false);
    await drafts.close();
  });

  it('keeps a saved draft across a reopen, per connection, editor and record; connection drafts belong to the app', async () => {
    const drafts = await DraftStore.open(dir);
    await drafts.save(
      'p1',
      { editor: 'storefront.branding', recordKey: 'B2B-NO', label: 'B2B-NO', value: { textColor: '#333333' }, base: { textColor: '#111111' } },
      new Date('2026-02-02T10:00:00Z'),
    );
    const app = DraftStore.scopeOf('connections.profile', 'p1');
    expect(app).toBe(DraftStore.scopeOf('connections.profile', 'p2'));
    await drafts.save(app, { editor: 'connections.profile', recordKey: 'new', label: 'New connection', value: { name: 'Prod' }, base: null });
    await drafts.close();
    const reopened = await DraftStore.open(dir);
    expect(reopened.get('p1', { editor: 'storefront.branding', recordKey: 'B2B-NO' })).toEqual({
      editor: 'storefront.branding',
      recordKey: 'B2B-NO',
      label: 'B2B-NO',
      value: { textColor: '#333333' },
      base: { textColor: '#111111' },
      savedAt: '2026-02-02T10:00:00.000Z',
    });
    expect(reopened.has('p2', { editor: 'storefront.branding', recordKey: 'B2B-NO' })).toBe(false);
    expect(reopened.list('p2').map((d) => d.editor)).toEqual(['connections.profile']);
    await reopened.close();
  });

  it('lays an edit typed before the kept draft was read onto that draft, keeping both', async () => {
    const drafts = await DraftStore.open(dir);
    const at = { editor: 'configurator.configuration', recordKey: '4001', label: 'CFG-4001' };
    const record = { quantity: '1', width: '3000', note: '' };
    // An older session kept a width change; this one typed a quantity before reading it.
    await drafts.save('p1', { ...at, value: { ...record, width: '3500' }, base: record });
    await drafts.save('p1', { ...at, value: { ...record, quantity: '5' }, base: record, ontoKept: true });
    expect(drafts.get('p1', at)).toMatchObject({ value: { quantity: '5', width: '3500', note: '' }, base: record });
    // With nothing kept, the early edit is the draft; an early edit that changed nothing keeps none.
    const other = { ...at, recordKey: '4002' };
    await drafts.save('p1', { ...other, value: record, base: record, ontoKept: true });
    expect(drafts.has('p1', other)).toBe(false);
    await drafts.save('p1', { ...other, value: { ...record, note: 'Rush' }, base: record, ontoKept: true });
    expect(drafts.get('p1', other)).toMatchObject({ value: { ...record, note: 'Rush' }, base: record });
    expect(drafts.get('p1', other)).not.toHaveProperty('ontoKept');
    await drafts.close();
  });

  it('refuses a draft that holds a secret, naming the field, and writes nothing', async () => {
    const drafts = await DraftStore.open(dir);
    const save = drafts.save('p1', { editor: 'connections.profile', recordKey: 'new', label: 'x', value: { name: 'Prod', apiKey: 'qm_live_123' }, base: null });
    await expect(save).rejects.toMatchObject({ data: { kind: 'validation', fieldErrors: [{ field: 'value', code: 'Draft.Secret' }] } });
    expect(drafts.list('p1')).toEqual([]);
    await drafts.close();
    expect((await readFile(join(dir, DATABASE_FILE), 'utf8')).includes('qm_live_123')).toBe(false);
    expect(existsSync(join(dir, DRAFTS_FILE))).toBe(false);
  });
});

/** Pending writes are sent oldest first; writes begun in one millisecond must keep the order they were begun in. */
describe('pending writes begun in the same millisecond', () => {
  it('keep the order they were begun in, after notes and after a restart', async () => {
    const frozen = Date.parse('2026-03-02T10:00:00.000Z');
    const journal = await IdempotencyJournal.open(dir, { now: () => frozen });
    const keys: string[] = [];
    for (const n of [5, 3, 9, 1, 7]) {
      const entry = await journal.begin({
        operationId: `op-${n}`,
        surface: 'preview',
        origin: 'https://erp.example/preview',
        method: 'POST',
        path: `/receipts/${n}`,
        body: { n },
      });
      keys.push(entry.key);
    }
    await journal.annotate(keys[0]!, { attempts: 2 }); // a later note does not move the first write
    await journal.complete(keys[2]!, 201);
    const expected = keys.filter((_, i) => i !== 2);
    // The order the app lists and resends them in: by createdAt, equal times in journal order (a stable sort).
    const oldestFirst = (j: IdempotencyJournal) =>
      j
        .outboxEntries()
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((e) => e.key);
    expect(new Set(journal.outboxEntries().map((e) => e.createdAt))).toEqual(new Set(['2026-03-02T10:00:00.000Z']));
    expect(oldestFirst(journal)).toEqual(expected);
    await journal.close();

    const reopened = await IdempotencyJournal.open(dir, { now: () => frozen });
    expect(oldestFirst(reopened)).toEqual(expected);
    await reopened.close();
  });
});
