import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../src/shared/contract';
import { collect } from '../../../src/main/erp/paging';
import { proposalsFor } from '../../../src/main/services/purchasing/replenishment';
import { withProgress } from '../../../src/main/services/shared/progress';
import { useSandbox } from './sandbox';

/**
 * A sandbox with a small quota (20 calls per one-second window instead of 6000 a minute, so the
 * test feels the limit without waiting minutes): long work spreads its calls and the sandbox, which
 * counts every 429 it sends, never has to refuse one. The window is long enough that a client
 * configured above the quota goes past it even on a heavily loaded machine (with 250 ms windows,
 * calls slowed past 100 ms each at a load of 12 never reached 20 in one window, so no 429 came).
 */
const QUOTA = 20;
const WINDOW_MS = 1000;
const { sandbox, client } = useSandbox({ scale: 1, quotaPerMinute: QUOTA, quotaWindowMs: WINDOW_MS });
let keys = 0;
/** Each test on its own key: the sandbox's quota is per credential, so tests cannot eat each other's. */
const quotaClient = (perMinute = QUOTA) =>
  client({ quota: { perMinute, windowMs: WINDOW_MS }, apiKey: sandbox().addApiKey({ name: `quota-${++keys}`, scopes: ['*'] }) });

describe('quota-aware client against a sandbox with a small quota', () => {
  it('runs replenishment for a warehouse with zero 429 answers, reporting its waits for quota as progress', async () => {
    const erp = await quotaClient();
    const before = sandbox().quotaRefusals().preview;
    const events: EventPayload<'progress'>[] = [];
    const run = await withProgress({ emit: (_name, payload) => events.push(payload as EventPayload<'progress'>) }, 'replenish-test', (progress) =>
      proposalsFor(erp, 'OSL', { progress }),
    );
    expect(run.examined).toBeGreaterThan(0);
    // More than two windows' worth of calls: the limit was really in play.
    expect(erp.stats().requests).toBeGreaterThan(QUOTA * 2);
    expect(sandbox().quotaRefusals().preview - before).toBe(0);
    expect(erp.stats().byStatus['429']).toBeUndefined();
    expect(erp.stats().quotaWaitMs).toBeGreaterThan(0);
    expect(events.some((e) => e.waitingForQuotaMs !== undefined && e.waitingForQuotaMs > 0)).toBe(true);
    expect(events.map((e) => e.label)).toEqual(expect.arrayContaining(['Reading availability', 'Checking items below their reorder level', 'Done']));
  });

  it('reads availability for 5,000 item numbers (25 calls) with zero 429 answers', async () => {
    const erp = await quotaClient();
    const known = (await collect(erp.preview.items.all({}, { pageSize: 200 }))).map((i) => i.itemNumber);
    // Numbers the ERP does not know are simply absent from the answer, as for items without stock.
    const numbers = [...known, ...Array.from({ length: 5000 - known.length }, (_, i) => `NOPE-${i}`)];
    const before = sandbox().quotaRefusals().preview;
    erp.resetStats();
    const rows = await erp.preview.availability.forItems(numbers, { concurrency: 8 });
    expect(erp.stats().requests).toBe(25);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => known.includes(r.itemNumber))).toBe(true);
    expect(sandbox().quotaRefusals().preview - before).toBe(0);
  });

  it('configured above the server quota, lowers its limit from the first 429s and then stays under it', async () => {
    const erp = await quotaClient(QUOTA * 3);
    const before = sandbox().quotaRefusals().preview;
    await proposalsFor(erp, 'OSL');
    const learned = erp.quota().preview;
    expect(learned.refusals).toBeGreaterThan(0);
    expect(learned.limit).toBeLessThanOrEqual(QUOTA);
    // Only the calls already under way when the first 429 came could be refused.
    expect(sandbox().quotaRefusals().preview - before).toBeLessThanOrEqual(8);

    const again = sandbox().quotaRefusals().preview;
    await proposalsFor(erp, 'OSL');
    expect(sandbox().quotaRefusals().preview - again).toBe(0);
  });
});
