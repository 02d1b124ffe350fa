import { describe, expect, it } from 'vitest';
import { advanceDeletions, deletionsDue } from '../../../src/main/services/shared/delta-mark';
import { freshAfter, readInBatches, SyncRounds, WHOLE_READ_BATCH } from '../../../src/main/services/shared/replica-sync';
import { AppError } from '../../../src/shared/errors';

const unreachable = () => new AppError({ kind: 'unavailable', title: 'The ERP could not be reached' });
const refused = () => new AppError({ kind: 'forbidden', title: 'Not permitted' });
const SYNCED = '2026-11-26T14:32:05.000Z';

describe('the "as of" state of a replica read', () => {
  it('is live after a sync, and the last sync instant when the ERP cannot be reached', async () => {
    expect(
      await freshAfter(
        async () => undefined,
        () => SYNCED,
      ),
    ).toEqual({});
    expect(
      await freshAfter(
        () => Promise.reject(unreachable()),
        () => SYNCED,
      ),
    ).toEqual({ asOf: SYNCED });
  });

  it('still fails on a refusal, and when no sync ever completed', async () => {
    await expect(
      freshAfter(
        () => Promise.reject(refused()),
        () => SYNCED,
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      freshAfter(
        () => Promise.reject(unreachable()),
        () => undefined,
      ),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(
      freshAfter(
        () => Promise.reject(new Error('bug')),
        () => SYNCED,
      ),
    ).rejects.toThrow('bug');
  });

  it('comes from the one round a read shares with a sync already running', async () => {
    let calls = 0;
    let fail = true;
    const rounds = new SyncRounds(async () => {
      calls++;
      if (fail) throw unreachable();
    });
    const [a, b] = await Promise.all([rounds.current(() => SYNCED), rounds.current(() => SYNCED)]);
    expect([a, b]).toEqual([{ asOf: SYNCED }, { asOf: SYNCED }]);
    expect(calls).toBe(2); // the running round, then one more for the read asked meanwhile
    fail = false;
    expect(await rounds.current(() => SYNCED)).toEqual({});
  });
});

describe('reading deletions', () => {
  const mark = { at: '2026-11-26T10:00:00Z', keys: ['Ticket:T-1'] };
  const deletions = [
    { entityType: 'Ticket', key: 'T-1', deletedDate: '2026-11-26T10:00:00Z' },
    { entityType: 'Ticket', key: 'T-2', deletedDate: '2026-11-26T11:00:00Z' },
    { entityType: 'ChannelMediaAsset', key: 'a-1', deletedDate: '2026-11-26T11:00:00Z' },
  ];

  it("moves the mark over every type's records and removes only the list's own, once", () => {
    const t = advanceDeletions(mark, deletions, 'Ticket');
    expect(t.removed).toEqual(['T-2']);
    expect(t.mark).toEqual({ at: '2026-11-26T11:00:00Z', keys: ['Ticket:T-2', 'ChannelMediaAsset:a-1'] });
    expect(advanceDeletions(mark, deletions, 'ChannelMediaAsset').removed).toEqual(['a-1']);
    expect(advanceDeletions(t.mark, deletions.slice(1), 'Ticket').removed).toEqual([]);
  });

  it('reads them at every sync by default, and at most once a period when a replica asks so', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(deletionsDue('2026-11-26T11:59:59Z', now)).toBe(true);
    expect(deletionsDue('2026-11-26T11:59:30Z', now, 60_000)).toBe(false);
    expect(deletionsDue('2026-11-26T11:59:00Z', now, 60_000)).toBe(true);
    expect(deletionsDue(undefined, now, 60_000)).toBe(true);
  });
});

describe('a whole read', () => {
  async function* pages(n: number, failAt?: number) {
    for (let i = 0; i < n; i++) {
      if (i === failAt) throw unreachable();
      yield i;
    }
  }

  it('drops the stored rows only once the ERP answered, and writes in batches', async () => {
    const steps: string[] = [];
    const batches: number[] = [];
    await readInBatches(
      pages(WHOLE_READ_BATCH + 5),
      async () => void steps.push('begin'),
      async (b) => void batches.push(b.length),
    );
    expect(steps).toEqual(['begin']);
    expect(batches).toEqual([WHOLE_READ_BATCH, 5]);

    const untouched: string[] = [];
    await expect(
      readInBatches(
        pages(3, 0),
        async () => void untouched.push('begin'),
        async () => undefined,
      ),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    expect(untouched).toEqual([]);
  });
});
