import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unseenDamageReports } from '../../../src/main/store/damaged-copy';
import { BrandingHistory } from '../../../src/main/store/branding-history';
import { DraftStore } from '../../../src/main/store/drafts';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';
import { storeRows } from './database-rows';

/** Files written by the JSON-lines store (see legacy-files/README.md), opened by today's stores. */
const FIXTURES = join(import.meta.dirname, 'legacy-files');
const WRITTEN_AT = Date.parse('2026-03-02T10:00:00.000Z');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-legacy-'));
  await cp(FIXTURES, dir, { recursive: true });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function expectRetired(file: string): Promise<void> {
  expect(existsSync(join(dir, file))).toBe(false);
  expect(await readFile(join(dir, `${file}.migrated`))).toEqual(await readFile(join(FIXTURES, file)));
}

describe('files of the JSON-lines store, moved into the database on first open', () => {
  it('keeps every draft as the old store would have read it, the torn last line no damage, and renames the file', async () => {
    const drafts = await DraftStore.open(dir);
    expect(drafts.list('demo').map((d) => [d.recordKey, d.savedAt])).toEqual([['T-1', '2026-03-02T10:00:02.000Z']]);
    expect(drafts.get('demo', { editor: 'tickets.reply', recordKey: 'T-1' })?.value).toEqual({ text: 'first, then more' });
    expect(drafts.has('demo', { editor: 'tickets.reply', recordKey: 'T-2' })).toBe(false);
    expect(drafts.has('demo', { editor: 'tickets.reply', recordKey: 'T-3' })).toBe(false);
    expect(drafts.get('p2', { editor: 'tickets.reply', recordKey: 'T-9' })?.value).toEqual({ text: 'other connection' });
    expect(drafts.damage).toBeNull();
    await drafts.close();
    await expectRetired('drafts.jsonl');
    expect(storeRows(dir, 'drafts').map(([k]) => k)).toEqual([
      JSON.stringify(['demo', 'tickets.reply', 'T-1']),
      JSON.stringify(['p2', 'tickets.reply', 'T-9']),
    ]);

    // Once only: a reopen reads the database, and a change made since is not undone.
    const again = await DraftStore.open(dir);
    expect(await again.discard('demo', { editor: 'tickets.reply', recordKey: 'T-1' })).toBe(true);
    await again.close();
    const third = await DraftStore.open(dir);
    expect(third.list('demo')).toEqual([]);
    await third.close();
    expect(await unseenDamageReports(dir)).toEqual([]);
  });

  it('keeps the journal: pending writes with their keys and outbox notes, the finished one done', async () => {
    const journal = await IdempotencyJournal.open(dir, { fileName: 'idempotency-journal.demo.jsonl', now: () => WRITTEN_AT });
    expect(journal.pending().map((e) => e.operationId)).toEqual(['op-1', 'op-3']);
    expect(journal.get('op-2')).toMatchObject({ state: 'done', status: 201 });
    expect(journal.get('op-3')?.outbox).toEqual({ attempts: 1, queued: true });
    const keys = journal.pending().map((e) => e.key);
    await journal.close();
    await expectRetired('idempotency-journal.demo.jsonl');

    const reopened = await IdempotencyJournal.open(dir, { fileName: 'idempotency-journal.demo.jsonl', now: () => WRITTEN_AT });
    expect(reopened.pending().map((e) => e.key)).toEqual(keys);
    // The same operation gets its recorded key back: a resend is recognised by the ERP.
    const again = await reopened.begin({
      operationId: 'op-1',
      surface: 'preview',
      origin: 'http://erp',
      method: 'POST',
      path: '/preview/inventory/adjustments',
      body: { n: 1 },
    });
    expect(again.key).toBe(keys[0]);
    await reopened.close();
  });

  it('keeps the branding history newest first', async () => {
    const history = await BrandingHistory.open(dir);
    expect(history.list('demo', 'B2C-NO').map((e) => e.id)).toEqual(['b2', 'b1']);
    await history.close();
    await expectRetired('branding-history.jsonl');
  });
});
