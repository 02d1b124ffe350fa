import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DurableStore } from '../../../src/main/store/durable-store';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';
import { LEGACY_DRAFTS_FILE, ReplyDrafts } from '../../../src/main/store/reply-drafts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DurableStore', () => {
  it('replays puts and deletes in order, ignores a torn last line and compacts to the live records', async () => {
    const s = await DurableStore.open<{ n: number }>(dir, 'things.jsonl');
    await s.put('a', { n: 1 }, { sync: true });
    await s.put('b', { n: 2 }, { sync: true });
    await s.put('a', { n: 3 }, { sync: false });
    expect(await s.delete('b', { sync: true })).toBe(true);
    expect(await s.delete('b', { sync: true })).toBe(false);
    await s.close();
    await appendFile(join(dir, 'things.jsonl'), '{"k":"c","v":{"n":');

    const again = await DurableStore.open<{ n: number }>(dir, 'things.jsonl');
    expect(again.entries()).toEqual([['a', { n: 3 }]]);
    expect(await readFile(again.path, 'utf8')).toBe('{"k":"a","v":{"n":3}}\n');
    await again.close();
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
    const begin = (key: string) => ({ t: 'begin', key, operationId: `op-${key}`, surface: 'preview', origin: 'http://erp', method: 'POST', path: '/preview/returns', bodyHash: 'h', createdAt: now });
    const lines = [begin('k1'), begin('k2'), { t: 'end', key: 'k2', status: 201, at: now }].map((l) => JSON.stringify(l)).join('\n');
    await writeFile(join(dir, 'idempotency-journal.jsonl'), lines + '\n');
    const j = await IdempotencyJournal.open(dir);
    expect(j.pending().map((e) => e.key)).toEqual(['k1']);
    expect(j.get('op-k2')).toMatchObject({ state: 'done', status: 201 });
    // The file is now in the store's one format.
    expect((await readFile(j.path, 'utf8')).split('\n').filter(Boolean).every((l) => 'k' in JSON.parse(l))).toBe(true);
    await j.close();
  });
});

describe('reply drafts in the durable store', () => {
  const draft = (ticketNumber: string, body: string) => ({ ticketNumber, body, isInternal: false, seenVersion: null, savedAt: '2026-01-01T00:00:00.000Z' });

  it('imports the old drafts file once, removes it, and a draft cleared afterwards stays cleared', async () => {
    await writeFile(join(dir, LEGACY_DRAFTS_FILE), JSON.stringify({ version: 1, drafts: { p1: { 'TCK-1': draft('TCK-1', 'half written'), 'TCK-2': draft('TCK-2', 'other') }, p2: { 'TCK-1': draft('TCK-1', 'p2 text') } } }));
    const drafts = await ReplyDrafts.open(dir);
    expect(drafts.get('p1', 'TCK-1')?.body).toBe('half written');
    expect(drafts.all('p1').map((d) => d.ticketNumber)).toEqual(['TCK-1', 'TCK-2']);
    expect(drafts.get('p2', 'TCK-1')?.body).toBe('p2 text');
    expect(existsSync(join(dir, LEGACY_DRAFTS_FILE))).toBe(false);
    expect(await drafts.clear('p1', 'TCK-1')).toBe(true);
    await drafts.close();

    const reopened = await ReplyDrafts.open(dir);
    expect(reopened.has('p1', 'TCK-1')).toBe(false);
    expect(reopened.get('p1', 'TCK-2')?.body).toBe('other');
    await reopened.close();
  });

  it('keeps a saved draft across a reopen, per profile and ticket', async () => {
    const drafts = await ReplyDrafts.open(dir);
    await drafts.save('p1', { ticketNumber: 'TCK-9', body: 'kept', isInternal: true, seenVersion: 'v1' }, new Date('2026-02-02T10:00:00Z'));
    await drafts.close();
    const reopened = await ReplyDrafts.open(dir);
    expect(reopened.get('p1', 'TCK-9')).toEqual({ ticketNumber: 'TCK-9', body: 'kept', isInternal: true, seenVersion: 'v1', savedAt: '2026-02-02T10:00:00.000Z' });
    expect(reopened.has('p2', 'TCK-9')).toBe(false);
    await reopened.close();
  });
});
