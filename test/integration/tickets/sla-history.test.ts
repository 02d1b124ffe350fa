import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlaHistory } from '../../../src/shared/contract/ticket-sla';
import { slaHistoryOf, type SlaTicket } from '../../../src/main/services/tickets/sla-history';
import { startApp, type Harness } from './support';

/** The SLA history (docs/api-assumptions.md 346) from the ticket replica, against the Demo sandbox over HTTP. */
let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

/** Every ticket as the ERP lists it now, every page. */
async function everyTicket(): Promise<SlaTicket[]> {
  const { apiKeys } = (await (await fetch(`${h.origin}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  const tickets: SlaTicket[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${h.origin}/preview/tickets?pageSize=200&page=${page}`, { headers: { 'x-api-key': apiKeys.all } });
    const body = (await res.json()) as { items: SlaTicket[]; totalCount: number };
    tickets.push(...body.items);
    if (tickets.length >= body.totalCount || body.items.length === 0) return tickets;
  }
}

const total = (h: Pick<SlaHistory, 'queues'>, key: 'breached' | 'atRisk') => h.queues.reduce((n, q) => n + q.days.reduce((m, d) => m + d[key], 0), 0);

describe('the SLA history of the ticket queues', () => {
  it('answers from the replica what the whole ticket list says, with breaches and near misses in the demo', async () => {
    const timeZone = 'America/New_York';
    const history = await h.call<SlaHistory>('tickets.slaHistory', { timeZone });
    const live = slaHistoryOf(await everyTicket(), { now: new Date(history.computedAt), timeZone });
    expect(history.days).toHaveLength(30);
    expect(history.windowMinutes).toBe(60);
    expect(history.queues).toEqual(live.queues);
    expect(history.queues.map((q) => q.queueCode)).toEqual(['FIELD', 'ORDERS', 'RMA', 'SUPPORT', 'TECH']);
    expect(total(history, 'breached')).toBeGreaterThan(5);
    // Near misses of finished tickets on the days before today (the seed resolves some just in time), not only open ones now.
    const before = { queues: history.queues.map((q) => ({ ...q, days: q.days.slice(0, -1) })) };
    expect(total(before, 'atRisk')).toBeGreaterThan(2);
    // Every queue had something in the last 30 days, and the days before today too.
    for (const q of history.queues) expect(q.days.slice(0, -1).some((d) => d.breached + d.atRisk > 0)).toBe(true);
  });

  it('refuses a time zone the runtime does not know, naming the field', async () => {
    const envelope = await h.raw('tickets.slaHistory', { timeZone: 'Mars/Olympus' });
    expect(envelope.ok).toBe(false);
    expect(JSON.stringify(envelope)).toContain('Give a time zone such as Europe/Oslo');
  });
});
