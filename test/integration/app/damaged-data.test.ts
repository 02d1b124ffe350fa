import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DamagedData } from '../../../src/shared/contract/app';
import type { PendingWrite } from '../../../src/shared/contract/outbox';
import { journalFileName } from '../../../src/main/erp/client';
import { DRAFTS_FILE } from '../../../src/main/store/drafts';
import { DEMO_PROFILE_ID } from '../../../src/main/store/profiles';
import { startMemoryCore, type MemoryCore } from './memory-core';

let app: MemoryCore | undefined;
afterEach(async () => {
  await app?.core.close();
  app = undefined;
});

const draft = JSON.stringify({
  k: '["demo","tickets.reply","T-1"]',
  v: { editor: 'tickets.reply', recordKey: 'T-1', label: 'Reply T-1', value: { text: 'hi' }, savedAt: '2026-11-25T10:00:00.000Z', scope: 'demo' },
});
const cutWrite = '{"k":"b","v":{"key":"b","method":"POST","path":"/preview/inventory/adjustments","state":"pen';

describe('damaged local data at start', () => {
  it('is told once with where the copy is, and an unreadable waiting write is listed in Pending writes until discarded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-damaged-'));
    const draftsBytes = `${draft}\n\u0000\u00ff garbage\n`;
    writeFileSync(join(dataDir, DRAFTS_FILE), draftsBytes);
    writeFileSync(join(dataDir, journalFileName(DEMO_PROFILE_ID)), `${cutWrite}\n`);
    app = await startMemoryCore({ dataDir });

    const { reports } = await app.call<{ reports: DamagedData[] }>('app.damagedData');
    expect(reports.map((r) => r.message).sort()).toEqual([
      `1 draft could not be read from ${DRAFTS_FILE}.`,
      `1 waiting write could not be read from ${journalFileName(DEMO_PROFILE_ID)}.`,
    ]);
    const draftsCopy = reports.find((r) => r.file === DRAFTS_FILE)!.copy;
    expect(readFileSync(draftsCopy, 'utf8')).toBe(draftsBytes);

    const { entries } = await app.call<{ entries: PendingWrite[] }>('outbox.list');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: 'unreadable', summary: 'A waiting write could not be read' });
    expect(entries[0]!.lastError).toContain('check the records you changed last in their workspaces, then discard');
    await app.call('outbox.discard', { key: entries[0]!.key });
    expect((await app.call<{ entries: PendingWrite[] }>('outbox.list')).entries).toEqual([]);

    await app.call('app.damagedDataSeen');
    expect((await app.call<{ reports: DamagedData[] }>('app.damagedData')).reports).toEqual([]);
  }, 60_000);
});
