import { mkdtemp, rm, stat, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';
import { DATABASE_FILE } from '../../../src/main/store/database';
import { storeRows } from '../store/database-rows';
import { client, drop, startStub } from './stub';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-journal-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const req = (body: unknown = { quantity: '1' }, operationId?: string) => ({
  operationId,
  surface: 'preview',
  origin: 'http://erp',
  method: 'POST',
  path: '/preview/inventory/adjustments',
  body,
});

describe('IdempotencyJournal', () => {
  it.skipIf(process.platform === 'win32')('is readable by its owner only (0600), also a journal an older version left readable to all', async () => {
    const j = await IdempotencyJournal.open(dir);
    await j.begin(req());
    // The journal is rows of the folder's database; its write-ahead log holds them until a checkpoint.
    expect((await stat(join(dir, DATABASE_FILE))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, `${DATABASE_FILE}-wal`))).mode & 0o777).toBe(0o600);
    await j.close();
    const older = join(dir, 'older.jsonl');
    await writeFile(older, '', { mode: 0o644 });
    const reopened = await IdempotencyJournal.open(dir, { fileName: 'older.jsonl' });
    expect((await stat(`${older}.migrated`)).mode & 0o777).toBe(0o600);
    await reopened.close();
  });

  it('persists a begun write before returning, so a reopened journal lists it as pending', async () => {
    const j = await IdempotencyJournal.open(dir);
    const entry = await j.begin(req());
    // Read the database through another connection while the journal is still open: the row must already be committed.
    expect(storeRows(dir, 'idempotency-journal').map(([key]) => key)).toEqual([entry.key]);
    await j.close();
    const reopened = await IdempotencyJournal.open(dir);
    expect(reopened.pending().map((e) => e.key)).toEqual([entry.key]);
    expect(reopened.pending()[0]!.body).toEqual({ quantity: '1' });
    await reopened.close();
  });

  it('gives the same key for the same operation id, also after a restart', async () => {
    const j = await IdempotencyJournal.open(dir);
    const a = await j.begin(req({ q: 1 }, 'op-1'));
    const [b, c] = await Promise.all([j.begin(req({ q: 1 }, 'op-2')), j.begin(req({ q: 1 }, 'op-2'))]);
    expect(b.key).toBe(c.key);
    expect(b.key).not.toBe(a.key);
    await j.close();
    const reopened = await IdempotencyJournal.open(dir);
    expect((await reopened.begin(req({ q: 1 }, 'op-1'))).key).toBe(a.key);
    await reopened.close();
  });

  it('refuses an operation id reused for a different body before anything is sent', async () => {
    const j = await IdempotencyJournal.open(dir);
    await j.begin(req({ q: 1 }, 'op-1'));
    await expect(j.begin(req({ q: 2 }, 'op-1'))).rejects.toMatchObject({ data: { kind: 'conflict', code: 'idempotencyKey.conflict' } });
    await j.close();
  });

  it('completed writes are no longer pending, across a restart', async () => {
    const j = await IdempotencyJournal.open(dir);
    const done = await j.begin(req());
    const open = await j.begin(req());
    await j.complete(done.key, 201);
    await j.close();
    const reopened = await IdempotencyJournal.open(dir);
    expect(reopened.pending().map((e) => e.key)).toEqual([open.key]);
    expect(reopened.get(done.key)).toMatchObject({ state: 'done', status: 201 });
    await reopened.close();
  });

  it('ignores a torn last line and drops finished entries older than the retention', async () => {
    let now = Date.parse('2025-01-01T00:00:00Z');
    const j = await IdempotencyJournal.open(dir, { now: () => now });
    const old = await j.begin(req());
    await j.complete(old.key, 201);
    const stale = await j.begin(req());
    await j.close();
    await appendFile(join(dir, 'idempotency-journal.jsonl'), '{"t":"begin","key":"torn');
    now += 25 * 60 * 60 * 1000;
    const reopened = await IdempotencyJournal.open(dir, { now: () => now });
    expect(reopened.get(old.key)).toBeUndefined();
    const pending = reopened.pending();
    expect(pending.map((e) => e.key)).toEqual([stale.key]); // pending is never dropped silently
    expect(reopened.isExpired(pending[0]!)).toBe(true);
    await reopened.close();
  });

  it('shares one instance per file in a process, so a second open cannot rewrite the file under the first', async () => {
    const a = await IdempotencyJournal.open(dir);
    const b = await IdempotencyJournal.open(dir);
    expect(b).toBe(a);
    await b.close();
    const entry = await a.begin(req()); // still open for the first owner
    await a.close();
    const reopened = await IdempotencyJournal.open(dir);
    expect(reopened).not.toBe(a);
    expect(reopened.pending().map((e) => e.key)).toEqual([entry.key]);
    await reopened.close();
  });

  it('starts empty when the file holds garbage', async () => {
    await writeFile(join(dir, 'idempotency-journal.jsonl'), 'not json\n');
    const j = await IdempotencyJournal.open(dir);
    expect(j.pending()).toEqual([]);
    await j.close();
  });
});

describe('resuming a write after a restart', () => {
  it('resends a write whose answer was lost with its original key; the ERP books it once', async () => {
    const booked = new Map<string, unknown>();
    let dropNext = true;
    const stub = await startStub((app) =>
      app.post('/preview/inventory/adjustments', async (req, reply) => {
        const key = String(req.headers['idempotency-key']);
        const replay = booked.has(key);
        if (!replay)
          booked.set(key, {
            transactionId: `t-${booked.size + 1}`,
            transactionType: 'Adjustment',
            transactionDate: '2025-01-01T00:00:00Z',
            itemNumber: 'A1',
            quantity: '1',
          });
        if (dropNext) {
          dropNext = false;
          return drop(req, reply); // committed, answer lost
        }
        return reply.code(201).header('idempotency-replayed', String(replay)).send(booked.get(key));
      }),
    );
    const adjustment = { itemNumber: 'A1', warehouseCode: 'MAIN', locationCode: 'A-01', quantity: '1' };

    // First run: one attempt only, so the lost answer leaves the write pending; then "crash".
    const first = await client(stub.url, { dataDir: dir, retry: { maxAttempts: 1 } });
    await expect(first.preview.inventoryAdjustments.create(adjustment, { operationId: 'adjust-1' })).rejects.toMatchObject({ data: { kind: 'network' } });
    expect(first.pendingWrites()).toHaveLength(1);
    await first.close(); // the app stops

    // Second run: the pending write is found and resent with the same key.
    const second = await client(stub.url, { dataDir: dir });
    const pending = second.pendingWrites();
    expect(pending).toHaveLength(1);
    const results = await second.resumePending();
    expect(results).toMatchObject([{ outcome: 'ok', response: { status: 201, replayed: true } }]);
    expect(second.pendingWrites()).toHaveLength(0);
    // The user clicking again with the same operation id is also replayed, not booked again.
    const again = await second.preview.inventoryAdjustments.create(adjustment, { operationId: 'adjust-1' });
    expect(again.transactionId).toBe('t-1');
    await second.close();

    expect(booked.size).toBe(1);
    const keys = stub.seen.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(3);
  });

  it("keeps each profile's pending writes in its own journal", async () => {
    const stub = await startStub((app) => app.post('/preview/inventory/adjustments', async (req, reply) => drop(req, reply)));
    const a = await client(stub.url, { profileId: 'profile/a', dataDir: dir, retry: { maxAttempts: 1 } });
    const b = await client(stub.url, { profileId: 'profile.b', dataDir: dir, retry: { maxAttempts: 1 } });
    await a.preview.inventoryAdjustments.create({ itemNumber: 'A1', warehouseCode: 'MAIN', locationCode: 'A-01', quantity: '1' }).catch(() => undefined);
    expect(a.pendingWrites()).toHaveLength(1);
    expect(b.pendingWrites()).toHaveLength(0); // b's credential could not resume a's key
    expect(await b.resumePending()).toEqual([]);
  });

  it('does not resend a write that is still running in this process', async () => {
    // The ERP holds the answer until the test has asked for a resume: the write is running throughout.
    let arrived!: () => void;
    const atErp = new Promise<void>((resolve) => (arrived = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const stub = await startStub((app) =>
      app.post('/preview/inventory/adjustments', async (_req, reply) => {
        arrived();
        await answered;
        return reply
          .code(201)
          .send({ transactionId: 't', transactionType: 'Adjustment', transactionDate: '2025-01-01T00:00:00Z', itemNumber: 'A1', quantity: '1' });
      }),
    );
    const erp = await client(stub.url, { dataDir: dir });
    const running = erp.preview.inventoryAdjustments.create({ itemNumber: 'A1', warehouseCode: 'MAIN', locationCode: 'A-01', quantity: '1' });
    await atErp;
    expect(await erp.resumePending()).toMatchObject([{ outcome: 'skipped', reason: 'in-flight' }]);
    answer();
    await running;
    expect(erp.pendingWrites()).toHaveLength(0);
    expect(stub.seen).toHaveLength(1);
  });
});
