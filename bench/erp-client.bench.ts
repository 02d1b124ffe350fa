/**
 * The ERP client's bulk, paging and ETag rules against their naive equivalents:
 * - availability for 5,000 items in 25 calls vs one call per item;
 * - 10,000 records by pageSize 200 with 4 pages in flight vs a sequential loop at the default 50;
 * - repeated reads of unchanged records: body bytes with ETag revalidation vs without.
 */
import { createErpClient, type ErpClient } from '../src/main/erp';
import { collect } from '../src/main/erp/paging';
import { mapLimit } from '../src/shared/concurrency';
import { median, timed, type Benchmark, type Figure, type SandboxLike } from './lib';

const ITEMS = 5_000;
const RECORDS = 10_000;
const REREAD = 500;
/** A simulated WAN round trip (the sandbox's latency fault) for the paging comparison. */
const WAN_LATENCY_MS = 20;

function client(sb: SandboxLike, extra: Partial<Parameters<typeof createErpClient>[0]> = {}): Promise<ErpClient> {
  return createErpClient({ profileId: 'bench', preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) }, ...extra });
}

async function availability(sb: SandboxLike, itemNumbers: string[]): Promise<Figure> {
  const erp = await client(sb);
  const bulk = await timed(() => erp.preview.availability.forItems(itemNumbers));
  const bulkCalls = erp.stats().requests;
  erp.resetStats();
  // Naive: one GET /items/{n}/availability per item (what a screen looping over rows does).
  const naive = await timed(() => mapLimit(itemNumbers, 4, (n) => erp.preview.availability.forItem(n).catch(() => null)));
  const naiveCalls = erp.stats().requests;
  await erp.close();
  return {
    label: `availability for ${ITEMS.toLocaleString('en-US')} items`,
    value: bulkCalls,
    baseline: naiveCalls,
    unit: 'calls',
    baselineLabel: 'one call per item',
    expectation: 'exactly 25 calls',
    met: bulkCalls === 25,
    note: `bulk ${bulk.ms} ms (${bulk.value.length} items with stock), naive ${naive.ms} ms`,
  };
}

/**
 * With a round trip in the way (any real ERP), fewer and concurrent pages win by far. On bare
 * loopback the sandbox's own per-request work is the bottleneck and one server thread cannot
 * overlap requests, so that row is shown for information only.
 */
async function paging(sb: SandboxLike, latencyMs: number): Promise<Figure> {
  if (latencyMs > 0) await sb.faults.configure([{ kind: 'latency', latencyMs, pathPrefix: '/preview/items' }]);
  try {
    const erp = await client(sb);
    await collect(erp.preview.items.all({}, { maxPages: 10 })); // warm both sides' JIT before timing
    const fast = await median(async () => collect(erp.preview.items.all({}, { pageSize: 200, concurrency: 4, maxPages: RECORDS / 200 })));
    // Naive: page after page at the default pageSize of 50.
    const slow = await median(async () => {
      const rows: unknown[] = [];
      for (let page = 1; rows.length < RECORDS; page++) rows.push(...(await erp.preview.items.list({}, { page })).items);
      return rows;
    });
    await erp.close();
    const complete = fast.value.length === RECORDS && slow.value.length === RECORDS;
    const speedup = slow.ms / Math.max(1, fast.ms);
    return {
      label: `read ${RECORDS.toLocaleString('en-US')} records${latencyMs ? ` (+${latencyMs} ms round trip)` : ' (bare loopback)'}`,
      value: fast.ms,
      baseline: slow.ms,
      unit: 'ms',
      baselineLabel: 'sequential, pageSize 50',
      expectation: latencyMs ? 'at least 5x faster' : 'for information',
      met: complete && (latencyMs === 0 || speedup >= 5),
      note: `median of 3; pageSize 200 with 4 pages in flight (50 calls) vs 200 sequential calls${latencyMs ? '' : "; bound by the sandbox's per-request work"}`,
    };
  } finally {
    await sb.faults.clear();
  }
}

async function etag(sb: SandboxLike, itemNumbers: string[]): Promise<Figure> {
  const bytesOfSecondPass = async (erp: ErpClient) => {
    await mapLimit(itemNumbers, 8, (n) => erp.preview.items.get(n));
    erp.resetStats();
    await mapLimit(itemNumbers, 8, (n) => erp.preview.items.get(n));
    const { bodyBytesReceived, notModified } = erp.stats();
    await erp.close();
    return { bodyBytesReceived, notModified };
  };
  const withEtag = await bytesOfSecondPass(await client(sb));
  const without = await bytesOfSecondPass(await client(sb, { cache: { maxEntries: 0 } }));
  return {
    label: `re-read ${REREAD} unchanged records`,
    value: withEtag.bodyBytesReceived,
    baseline: without.bodyBytesReceived,
    unit: 'body bytes',
    baselineLabel: 'without ETag',
    expectation: '0 body bytes',
    met: withEtag.bodyBytesReceived === 0 && withEtag.notModified === REREAD,
    note: `${withEtag.notModified} of ${REREAD} answered 304 from the cache`,
  };
}

const benchmark: Benchmark = {
  name: 'ERP client: bulk, paging, ETag',
  async run(ctx) {
    const sb = await ctx.sandbox();
    const erp = await client(sb);
    const itemNumbers = (await collect(erp.preview.items.all({}, { maxPages: Math.ceil(ITEMS / 200) }))).map((i) => i.itemNumber).slice(0, ITEMS);
    await erp.close();
    ctx.log(`${itemNumbers.length} item numbers read`);
    return [await availability(sb, itemNumbers), await paging(sb, 0), await paging(sb, WAN_LATENCY_MS), await etag(sb, itemNumbers.slice(0, REREAD))];
  },
};
export default benchmark;
