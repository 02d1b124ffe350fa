import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markDamageReportsSeen, unseenDamageReports } from '../../../src/main/store/damaged-copy';
import { DRAFTS_FILE, DraftStore } from '../../../src/main/store/drafts';
import { DurableStore } from '../../../src/main/store/durable-store';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-damage-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const draftLine = (recordKey: string) =>
  JSON.stringify({
    k: JSON.stringify(['p1', 'tickets.reply', recordKey]),
    v: { editor: 'tickets.reply', recordKey, label: `Reply ${recordKey}`, value: { text: 'hi' }, savedAt: '2026-11-25T10:00:00.000Z', scope: 'p1' },
  });

/** Two drafts that read, around what the damage left of a third. */
async function openDraftsHolding(middle: string | Buffer): Promise<{ drafts: DraftStore; original: Buffer }> {
  const original = Buffer.concat([Buffer.from(draftLine('T-1') + '\n'), Buffer.from(middle), Buffer.from('\n' + draftLine('T-3') + '\n')]);
  await writeFile(join(dir, DRAFTS_FILE), original);
  return { drafts: await DraftStore.open(dir), original };
}

describe('damaged local data', () => {
  it('reports a drafts file cut mid-line, keeps the drafts it can read and a copy of the original bytes', async () => {
    const { drafts, original } = await openDraftsHolding(draftLine('T-2').slice(0, 40));
    expect(
      drafts
        .list('p1')
        .map((d) => d.recordKey)
        .sort(),
    ).toEqual(['T-1', 'T-3']);
    expect(drafts.damage?.unreadable).toEqual({ draft: 1 });
    expect(drafts.damage?.emptied).toBe(false);
    const copy = drafts.damage!.copy;
    expect(copy.startsWith(join(dir, `${DRAFTS_FILE}.damaged-`))).toBe(true);
    expect(await readFile(copy)).toEqual(original);
    // The readable drafts moved into the database and the file was renamed; the copy kept the evidence.
    expect(existsSync(join(dir, DRAFTS_FILE))).toBe(false);
    await drafts.close();
  });

  it('reports a drafts file holding random bytes, even as its last line', async () => {
    const noise = Buffer.from([0x00, 0xff, 0x13, 0x9c, 0x7b, 0x22, 0xe2, 0x82, 0x00, 0x41]);
    const { drafts } = await openDraftsHolding(noise);
    expect(drafts.damage?.unreadable).toEqual({ draft: 1 });
    await drafts.close();

    await writeFile(join(dir, 'noise.jsonl'), Buffer.concat([Buffer.from(draftLine('T-1') + '\n'), noise]));
    const store = await DurableStore.open(dir, 'noise.jsonl');
    expect(store.damage?.unreadable).toEqual({ record: 1 });
    expect(store.entries()).toHaveLength(1);
    await store.close();
  });

  it('reports a drafts file emptied from outside, with a copy of it', async () => {
    await writeFile(join(dir, DRAFTS_FILE), '');
    const drafts = await DraftStore.open(dir);
    expect(drafts.damage?.emptied).toBe(true);
    expect(existsSync(drafts.damage!.copy)).toBe(true);
    await drafts.close();
  });

  it('says nothing about a torn last line after a crash, nor about a store that kept no record', async () => {
    await writeFile(join(dir, DRAFTS_FILE), draftLine('T-1') + '\n' + draftLine('T-2').slice(0, 30));
    const drafts = await DraftStore.open(dir);
    expect(drafts.damage).toBeNull();
    expect(drafts.list('p1')).toHaveLength(1);
    expect(await drafts.discard('p1', { editor: 'tickets.reply', recordKey: 'T-1' })).toBe(true);
    await drafts.close();

    const again = await DraftStore.open(dir);
    expect(again.damage).toBeNull();
    await again.close();
    expect(await unseenDamageReports(dir)).toEqual([]);
  });

  it('counts the unreadable lines of a journal as waiting writes and upload records', async () => {
    const file = 'idempotency-journal.p1.jsonl';
    const good = JSON.stringify({
      k: 'a',
      v: {
        key: 'a',
        operationId: 'a',
        surface: 'preview',
        origin: 'o',
        method: 'POST',
        path: '/x',
        bodyHash: 'h',
        createdAt: new Date().toISOString(),
        state: 'pending',
      },
    });
    const waiting = '{"k":"b","v":{"key":"b","method":"POST","path":"/preview/purchase-orders/PO-7/recei';
    const upload = '{"k":"c","v":{"key":"c","body":{"upload":{"channelCode":"WEB","fileName":"a.png"';
    await writeFile(join(dir, file), [waiting, good, upload, ''].join('\n'));
    const journal = await IdempotencyJournal.open(dir, { fileName: file });
    expect(journal.pending().map((e) => e.key)).toEqual(['a']);
    expect(journal.damage?.unreadable).toEqual({ 'waiting write': 1, 'upload record': 1 });
    expect(journal.unreadableWaiting()?.count).toBe(2);
    journal.dismissUnreadable();
    expect(journal.unreadableWaiting()).toBeNull();
    await journal.close();
  });

  it('keeps each report until the user has seen it', async () => {
    await writeFile(join(dir, DRAFTS_FILE), '');
    await (await DraftStore.open(dir)).close();
    const [report] = await unseenDamageReports(dir);
    expect(report).toMatchObject({ file: DRAFTS_FILE, emptied: true });
    await markDamageReportsSeen(dir);
    expect(await unseenDamageReports(dir)).toEqual([]);
  });
});
