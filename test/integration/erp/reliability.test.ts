import { describe, expect, it } from 'vitest';
import { mapLimit } from '../../../src/shared/concurrency';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';
import { plainStockTarget } from './targets';
import { useSandbox } from './sandbox';

const WRITES = 1_000;
const CONCURRENCY = 20;
/** Four fault kinds drawn independently per request: 1 - (1 - p)^4 = 20% of requests get one. */
const P = 1 - Math.pow(0.8, 1 / 4);
const ADJUSTMENTS = '/preview/inventory/adjustments';

const { sandbox, client, tempDir } = useSandbox({ scale: 1 });

describe('1,000 writes under 20% injected faults', () => {
  it('books every write exactly once and loses none', async () => {
    const sb = sandbox();
    const journal = await IdempotencyJournal.open(await tempDir());
    // The injected 429s teach the client-side quota a lower limit and pause every call for their
    // Retry-After; a short quota window and an immediate Retry-After keep this run about
    // exactly-once delivery, not about waiting out a quota (the quota tests do that).
    const erp = await client({ journal, retry: { maxAttempts: 12, baseDelayMs: 10, maxDelayMs: 200, maxTotalMs: 45_000 }, quota: { windowMs: 100 } });
    const target = await plainStockTarget(erp);
    const before = await erp.preview.availability.stock({ itemNumber: target.itemNumber, warehouseCode: target.warehouseCode });
    const ledgerBefore = sb.ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).length;

    sb.faults.configure(
      (['drop-after-commit', 'error-before-commit', 'rate-limit', 'in-flight-503'] as const).map((kind) => ({
        kind,
        probability: P,
        method: 'POST',
        pathPrefix: ADJUSTMENTS,
        retryAfterSeconds: 0,
      })),
    );
    const started = Date.now();
    const results = await mapLimit(
      Array.from({ length: WRITES }, (_, i) => i),
      CONCURRENCY,
      (i) => erp.preview.inventoryAdjustments.create({ ...target, quantity: '1', notes: `reliability ${i}` }, { operationId: `reliability-${i}` }),
    );
    const elapsed = Date.now() - started;
    const fired = sb.faults.rules().reduce((n, r) => n + r.fired, 0);
    sb.faults.clear();

    // The ERP's own record: one booking per logical write, each under its own key.
    const booked = sb.ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).slice(ledgerBefore);
    const keys = booked.map((e) => e.idempotencyKey);
    expect(booked).toHaveLength(WRITES);
    expect(new Set(keys).size).toBe(WRITES);
    expect(new Set(results.map((t) => t.transactionId)).size).toBe(WRITES);
    // Every key the journal handed out was booked; nothing is left pending.
    const journalKeys = Array.from({ length: WRITES }, (_, i) => journal.get(`reliability-${i}`)?.key);
    expect(new Set(journalKeys)).toEqual(new Set(keys));
    expect(journal.pending()).toHaveLength(0);
    // And stock moved by exactly the number of writes.
    const after = await erp.preview.availability.stock({ itemNumber: target.itemNumber, warehouseCode: target.warehouseCode });
    const at = (rows: typeof before) => Number(rows.find((r) => r.locationCode === target.locationCode)?.quantityOnHand ?? '0');
    expect(at(after) - at(before)).toBe(WRITES);

    const stats = erp.stats();
    console.log(
      `${WRITES} writes in ${elapsed} ms: ${stats.requests} requests, ${fired} faults injected, ${stats.retries} retries, ${stats.replayed} replayed`,
    );
    expect(fired).toBeGreaterThan(WRITES * 0.15); // the faults really happened
    expect(stats.replayed).toBeGreaterThan(0); // dropped answers were recovered by replay, not re-booking
    await journal.close();
  }, 90_000);
});
