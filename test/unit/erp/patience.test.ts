import { describe, expect, it } from 'vitest';
import { isBrief, runBriefly } from '../../../src/main/erp/patience-scope';
import { SyncRounds, withStoredRows } from '../../../src/main/services/shared/replica-sync';
import { client, problem, startStub } from './stub';

/** Up to six attempts 200 ms apart: the client's own patience, plain to see against a brief one. */
const patientRetry = { maxAttempts: 6, baseDelayMs: 200, maxDelayMs: 200, random: () => 1 };

async function erpAlwaysDown() {
  const s = await startStub((app) => {
    app.get('/preview/items/A1', (_q, r) => r.code(503).send(problem(503)));
  });
  return { s, erp: await client(s.url, { retry: patientRetry }) };
}

describe('brief patience for reads that stored rows can answer (row 343)', () => {
  it('gives up on a down ERP after one quick retry inside runBriefly', async () => {
    const { s, erp } = await erpAlwaysDown();
    const started = Date.now();
    await expect(runBriefly(() => erp.preview.items.get('A1'))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(s.seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps the client’s own patience outside it', async () => {
    const { s, erp } = await erpAlwaysDown();
    await expect(erp.preview.items.get('A1')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(s.seen).toHaveLength(6);
  });

  it('is brief only while stored rows could answer', async () => {
    const stored = await erpAlwaysDown();
    await expect(
      withStoredRows(
        () => '2026-11-26T10:00:00Z',
        () => stored.erp.preview.items.get('A1'),
      ),
    ).rejects.toBeTruthy();
    expect(stored.s.seen).toHaveLength(2);
    // No completed sync: nothing else could answer, so the read waits out the ERP as any other.
    const none = await erpAlwaysDown();
    await expect(
      withStoredRows(
        () => undefined,
        () => none.erp.preview.items.get('A1'),
      ),
    ).rejects.toBeTruthy();
    expect(none.s.seen).toHaveLength(6);
  });

  it('makes every sync round of a replica with a completed sync brief, whoever asked for it', async () => {
    const replica: { synced?: string } = {};
    const rounds = new SyncRounds(
      async () => isBrief(),
      () => replica.synced,
    );
    // The first sync has nothing to fall back on; later ones (a read's or the watch's) have.
    expect(await rounds.sync()).toBe(false);
    replica.synced = '2026-11-26T10:00:00Z';
    expect(await rounds.sync()).toBe(true);
  });
});
