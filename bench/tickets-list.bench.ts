/**
 * The ticket list at scale (10,000+ tickets, sandbox scale 50), a page in next-SLA-deadline order:
 * - from the replica in the local database (delta poll, then one query) vs reading every
 *   matching ticket from the ERP for each page, as the list did before;
 * - the replica's first full read, for information.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createErpClient, type ErpClient } from '../src/main/erp';
import { collect } from '../src/main/erp/paging';
import { listTickets } from '../src/main/services/tickets/list';
import { toRow, type RowOptions } from '../src/main/services/tickets/rows';
import { TicketReplicas } from '../src/main/services/tickets/ticket-replica';
import { ticketFilterSchema } from '../src/shared/contract/tickets';
import { byNextDeadline } from '../src/shared/domain/sla';
import { median, timed, type Benchmark, type Figure, type SandboxLike } from './lib';

function client(sb: SandboxLike): Promise<ErpClient> {
  return createErpClient({ profileId: 'bench', preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) } });
}

const rows = (): RowOptions => ({ now: new Date() });

/** What the list did before: every matching ticket from the ERP, then rows, sort and a page. */
async function readEverything(erp: ErpClient) {
  const all = (await collect(erp.preview.tickets.all({ open: true }, { pageSize: 200, concurrency: 4 }))).map((t) => toRow(t, rows()));
  return all.sort(byNextDeadline).slice(0, 50);
}

const benchmark: Benchmark = {
  name: 'Ticket list at 10,000 tickets',
  async run(ctx): Promise<Figure[]> {
    const sb = await ctx.sandbox();
    const erp = await client(sb);
    const replicas = new TicketReplicas(mkdtempSync(join(tmpdir(), 'qm-bench-tickets-')));
    const index = replicas.of({ id: 'bench', previewBaseUrl: sb.previewUrl, tenantId: 'bench' }, erp);
    const first = await timed(() => index.sync());
    const total = index.table.count();
    ctx.log(`${total.toLocaleString('en-US')} tickets, first full read ${first.ms} ms`);
    const filter = ticketFilterSchema.parse({});
    await readEverything(erp); // warm both sides before timing
    erp.resetStats();
    const indexed = await median(() => listTickets(index, filter, rows()));
    const indexedCalls = erp.stats().requests / 3;
    erp.resetStats();
    const naive = await median(() => readEverything(erp));
    const naiveCalls = erp.stats().requests / 3;
    await erp.close();
    await replicas.close();
    const same = JSON.stringify(indexed.value.items.map((r) => r.ticketNumber)) === JSON.stringify(naive.value.map((r) => r.ticketNumber));
    const speedup = naive.ms / Math.max(1, indexed.ms);
    return [
      {
        label: `a page of ${total.toLocaleString('en-US')} tickets by next deadline`,
        value: indexed.ms,
        baseline: naive.ms,
        unit: 'ms',
        baselineLabel: 'read every open ticket per page',
        expectation: 'at least 10x faster, same page',
        met: same && total >= 10_000 && speedup >= 10,
        note: `median of 3; ${indexedCalls} calls per page (the delta poll) vs ${naiveCalls}; ${indexed.value.totalCount} open tickets; first full read of the replica ${first.ms} ms`,
      },
    ];
  },
};

export default benchmark;
