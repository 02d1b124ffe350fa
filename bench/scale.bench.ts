/**
 * Work that grows with the company, each against the path it replaced, in the same run:
 * - replenishment proposals for OSL at 1× and 10× the demo data: the item and supplier lists
 *   vs one item read per proposal and one supplier read per supplier (kept here only), counted,
 *   timed on loopback and, at 10×, behind a simulated WAN round trip;
 * - the storefront product list at 15,000 items: pages side by side vs one after another,
 *   behind a simulated WAN round trip. The sandbox answers on one thread, so only the round
 *   trips overlap here; an ERP serving requests in parallel overlaps its work too.
 * - the media folder tree and type filter at 30,000 files: from the local replica (after its
 *   first read, and after a restart) vs the whole library read per tree and per type filter.
 * - tickets at 20,000 (200,000 under QM_BENCH_FULL=1): main's heap, the first page after a
 *   restart, a page by next deadline and a poll with nothing changed, against every ticket's
 *   JSON in a Map as the in-memory index held them (bench/scale-tickets.ts).
 * Calls are counted where the ERP sees them (the sandbox's traffic recording), per route.
 * QM_BENCH_FULL=1 adds the benchmark sizes of the seed (200,000 tickets, 30,000 media files,
 * 50,000 items in one sandbox) and replenishment at 50×; the default run stays short.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createErpClient, type ErpClient } from '../src/main/erp';
import { MAX_PRODUCT_PAGE } from '../src/main/erp/ecom/products';
import { collect, MAX_PAGE_SIZE } from '../src/main/erp/paging';
import { INCOMING_STATES, proposalsFor, type ReplenishmentLookups } from '../src/main/services/purchasing/replenishment';
import { knownFolders, libraryPage, replicaFolders, replicaLibraryPage } from '../src/main/services/media/library';
import { MediaReplicas } from '../src/main/services/media/media-replica';
import { libraryFilterSchema } from '../src/shared/contract/media';
import type { SeedCounts } from '../src/sandbox/index';
import { startRemoteSandbox } from './remote-sandbox';
import { ticketsAtScale } from './scale-tickets';
import { median, recorded, timed, type Benchmark, type BenchContext, type Figure, type SandboxLike, type TrafficSummary } from './lib';

const WAREHOUSE = 'OSL';
const CHANNEL = 'B2B-NO';
const STOREFRONT_ITEMS = 15_000;
const MEDIA_FILES = 30_000;
const WAN_LATENCY_MS = 20;
const BOUND = 1.2;
const full = process.env.QM_BENCH_FULL === '1';
const TICKETS = full ? 200_000 : 20_000;

function client(sb: SandboxLike): Promise<ErpClient> {
  return createErpClient({
    profileId: 'bench',
    preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    ecom: { baseUrl: sb.ecomUrl, tenantId: sb.tenantId, defaultChannel: CHANNEL },
    // The runs here add up to more calls a minute than a profile's default quota; the sandbox allows them.
    quota: { perMinute: 1_000_000 },
  });
}

async function sandbox(ctx: BenchContext, label: string, scale: number, counts: SeedCounts = {}): Promise<SandboxLike> {
  const started = performance.now();
  const sb = await startRemoteSandbox(scale, counts);
  ctx.log(`${label}: sandbox ready in ${Math.round(performance.now() - started)} ms, data seeded in ${sb.seedMs} ms`);
  return sb;
}

/** What replenishment did before: one item read per proposal, one supplier read per supplier. */
function oneByOne(erp: ErpClient): ReplenishmentLookups {
  const names = new Map<string, Promise<string | null>>();
  const name = (s: string) =>
    erp.preview.suppliers.get(s).then(
      (x) => x.name ?? null,
      () => null,
    );
  return {
    item: (n) => erp.preview.items.get(n).catch(() => null),
    supplierName: (s) => names.get(s) ?? names.set(s, name(s)).get(s)!,
  };
}

const routeCalls = (t: TrafficSummary, route: string) => t.byRoute[`GET ${route}`] ?? 0;

async function replenishment(ctx: BenchContext, size: string, sb: SandboxLike, overWan: boolean): Promise<Figure[]> {
  const erp = await client(sb);
  const itemPages = Math.ceil((await erp.preview.items.list({}, { pageSize: 1 })).totalCount / MAX_PAGE_SIZE);
  const supplierPages = Math.ceil((await erp.preview.suppliers.list({}, { pageSize: 1 })).totalCount / MAX_PAGE_SIZE);
  const open = (await Promise.all(INCOMING_STATES.map((status) => collect(erp.preview.purchaseOrders.all({ status }))))).flat();
  const openOrders = open.filter((po) => po.warehouseCode === WAREHOUSE).length;
  const now = new Date();
  const byLists = () => proposalsFor(erp, WAREHOUSE, { now });
  const byRecord = () => proposalsFor(erp, WAREHOUSE, { now, lookups: oneByOne(erp) });
  await byLists(); // warm both sides' JIT before timing
  const lists = await recorded(sb, byLists);
  const single = await recorded(sb, byRecord);
  const listsTime = await median(byLists);
  const singleTime = await median(byRecord);
  let wan: { lists: number; single: number } | null = null;
  if (overWan) {
    await sb.faults.configure([{ kind: 'latency', latencyMs: WAN_LATENCY_MS, pathPrefix: '/preview' }]);
    wan = { lists: (await timed(byLists)).ms, single: (await timed(byRecord)).ms };
    await sb.faults.clear();
  }
  await erp.close();
  const same = JSON.stringify(lists.value) === JSON.stringify(single.value);
  const t = lists.traffic;
  const minimum = itemPages + supplierPages + openOrders;
  const named =
    routeCalls(t, '/preview/items') +
    routeCalls(t, '/preview/suppliers') +
    routeCalls(t, '/preview/purchase-orders/:orderNumber') +
    routeCalls(t, '/preview/items/:itemNumber') +
    routeCalls(t, '/preview/suppliers/:supplierNumber');
  const rest = Object.entries(t.byRoute)
    .filter(([route]) => !/ \/preview\/(items|suppliers|purchase-orders\/:orderNumber|suppliers\/:supplierNumber)$/.test(route))
    .map(([route, n]) => `${route.replace('GET /preview/', '')} ${n}`)
    .join(', ');
  ctx.log(
    `replenishment ${size}: ${lists.value.examined} rows, ${lists.value.proposals.length} proposals; ` +
      `per-record path read ${routeCalls(single.traffic, '/preview/items/:itemNumber')} items and ${routeCalls(single.traffic, '/preview/suppliers/:supplierNumber')} suppliers`,
  );
  return [
    {
      label: `replenishment ${size}: item, supplier and order reads`,
      value: named,
      baseline:
        routeCalls(single.traffic, '/preview/items/:itemNumber') +
        routeCalls(single.traffic, '/preview/suppliers/:supplierNumber') +
        routeCalls(single.traffic, '/preview/purchase-orders/:orderNumber'),
      unit: 'calls',
      baselineLabel: 'one read per item and supplier',
      expectation: `<= ${BOUND} x (${itemPages} item + ${supplierPages} supplier pages + ${openOrders} open orders), same proposals`,
      met: same && named <= BOUND * minimum,
      note: `all calls of the run ${t.calls} vs ${single.traffic.calls}; besides those: ${rest}`,
    },
    {
      label: `replenishment ${size}: time, loopback`,
      value: listsTime.ms,
      baseline: singleTime.ms,
      unit: 'ms',
      baselineLabel: 'one read per item and supplier',
      expectation: 'same proposals (no round trip to save: information)',
      met: same,
      note: 'median of 3',
    },
    ...(wan
      ? [
          {
            label: `replenishment ${size}: time, ${WAN_LATENCY_MS} ms round trip`,
            value: wan.lists,
            baseline: wan.single,
            unit: 'ms',
            baselineLabel: 'one read per item and supplier',
            expectation: 'faster, same proposals',
            met: same && wan.lists < wan.single,
          },
        ]
      : []),
  ];
}

async function storefront(sb: SandboxLike): Promise<Figure> {
  const erp = await client(sb);
  const all = (concurrency: number) => erp.ecom.products.all({}, { channel: CHANNEL, concurrency });
  await all(4); // warm both sides' JIT before timing
  // On loopback the sandbox's one thread answers the pages one at a time either way: a round trip shows the difference.
  await sb.faults.configure([{ kind: 'latency', latencyMs: WAN_LATENCY_MS, pathPrefix: '/ecom/catalog/products' }]);
  const parallel = await recorded(sb, () => all(4));
  const overlap = (await sb.traffic.read('/ecom/catalog/products')).maxConcurrent;
  const sequential = await recorded(sb, () => all(1));
  await sb.faults.clear();
  await erp.close();
  const same = JSON.stringify(parallel.value.map((p) => p.id)) === JSON.stringify(sequential.value.map((p) => p.id));
  const pages = Math.ceil(sequential.value.length / MAX_PRODUCT_PAGE);
  return {
    label: `storefront products at ${STOREFRONT_ITEMS.toLocaleString('en-US')} items, ${WAN_LATENCY_MS} ms round trip`,
    value: parallel.ms,
    baseline: sequential.ms,
    unit: 'ms',
    baselineLabel: 'pages one after another',
    expectation: 'faster, 4 pages in flight, same products in order',
    met: same && parallel.traffic.calls === pages && sequential.ms > parallel.ms && overlap === 4,
    note: `${sequential.value.length} products, ${parallel.traffic.calls} pages, at most ${overlap} in flight at the server`,
  };
}

/** The media library's folder tree and type filter: the replica against reading every asset, in one sandbox. */
async function mediaLibrary(ctx: BenchContext, sb: SandboxLike): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-media-'));
  const erp = await client(sb);
  const profile = { id: 'bench', previewBaseUrl: sb.previewUrl, tenantId: sb.tenantId };
  const route = 'GET /preview/channels/:channelCode/media';
  const calls = (t: TrafficSummary) => t.calls;
  const images = libraryFilterSchema.parse({ channelCode: CHANNEL, kind: 'image' });
  let replicas = new MediaReplicas(dir);
  try {
    const replica = replicas.of(profile, erp, CHANNEL);
    const firstRead = await recorded(sb, () => replicaFolders(replica));
    const files = replica.table.count();
    const oldTree = await recorded(sb, () => knownFolders(erp, CHANNEL));
    const tree = await recorded(sb, () => replicaFolders(replica));
    const oldFilter = await recorded(sb, () => libraryPage(erp, images));
    const filter = await recorded(sb, () => replicaLibraryPage(erp, replica, images));
    await replicas.close();
    replicas = new MediaReplicas(dir);
    const again = replicas.of(profile, erp, CHANNEL);
    const restart = await recorded(sb, () => replicaFolders(again));
    // The replica's answer carries its freshness beside the folders; the folders are what must be the same.
    const sameTree =
      JSON.stringify(tree.value.folders) === JSON.stringify(oldTree.value) && JSON.stringify(restart.value.folders) === JSON.stringify(oldTree.value);
    const sameFilter = JSON.stringify(filter.value) === JSON.stringify(oldFilter.value);
    ctx.log(
      `media at ${files} files in ${CHANNEL}: first replica read ${calls(firstRead.traffic)} calls in ${Math.round(firstRead.ms)} ms; ` +
        `old tree ${oldTree.traffic.byRoute[route] ?? 0} list pages, old type filter ${oldFilter.traffic.byRoute[route] ?? 0}`,
    );
    return [
      {
        label: `media folder tree and counts at ${files.toLocaleString('en-US')} files of ${CHANNEL}: calls`,
        value: calls(tree.traffic),
        baseline: calls(oldTree.traffic),
        unit: 'calls',
        baselineLabel: 'every asset read',
        expectation: '0 calls, same tree and counts',
        met: sameTree && calls(tree.traffic) === 0,
        note: `${Math.round(tree.ms)} ms vs ${Math.round(oldTree.ms)} ms`,
      },
      {
        label: `media type filter at ${files.toLocaleString('en-US')} files of ${CHANNEL}: calls`,
        value: calls(filter.traffic),
        baseline: calls(oldFilter.traffic),
        unit: 'calls',
        baselineLabel: 'every asset read',
        expectation: '<= 1 call, same page',
        met: sameFilter && calls(filter.traffic) <= 1,
        note: `${Math.round(filter.ms)} ms vs ${Math.round(oldFilter.ms)} ms, ${filter.value.totalCount} images`,
      },
      {
        label: `media folder tree after a restart at ${files.toLocaleString('en-US')} files of ${CHANNEL}: calls`,
        value: calls(restart.traffic),
        baseline: calls(oldTree.traffic),
        unit: 'calls',
        baselineLabel: 'every asset read',
        expectation: '2 calls (changes and deletions), same tree',
        met: sameTree && calls(restart.traffic) === 2,
        note: `${Math.round(restart.ms)} ms`,
      },
    ];
  } finally {
    await erp.close();
    await replicas.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function seedAll(ctx: BenchContext): Promise<Figure> {
  const counts = { tickets: 200_000, media: 30_000, items: 50_000 };
  const sb = await sandbox(ctx, 'benchmark sizes', 1, counts);
  const erp = await client(sb);
  const items = (await erp.preview.items.list({}, { pageSize: 1 })).totalCount;
  const tickets = (await erp.preview.tickets.list({}, { pageSize: 1 })).totalCount;
  await erp.close();
  await sb.close();
  return {
    label: 'seed 200,000 tickets, 30,000 media files, 50,000 items',
    value: sb.seedMs,
    baseline: 10_000,
    unit: 'ms',
    baselineLabel: 'target',
    expectation: 'under ~10 s',
    met: sb.seedMs <= 10_000 && tickets === counts.tickets && items >= counts.items,
    note: `${items} items and ${tickets} tickets answered`,
  };
}

const benchmark: Benchmark = {
  name: 'Work that grows with the company',
  async run(ctx): Promise<Figure[]> {
    const figures: Figure[] = [];
    const sizes: [string, number, boolean][] = [
      ['at 1x', 1, false],
      ['at 10x', 10, true],
      ...(full ? ([['at 50x', 50, false]] as [string, number, boolean][]) : []),
    ];
    for (const [size, scale, overWan] of sizes) {
      const sb = await sandbox(ctx, size, scale);
      try {
        figures.push(...(await replenishment(ctx, size, sb, overWan)));
      } finally {
        await sb.close();
      }
    }
    const shop = await sandbox(ctx, `${STOREFRONT_ITEMS} items`, 1, { items: STOREFRONT_ITEMS });
    try {
      figures.push(await storefront(shop));
    } finally {
      await shop.close();
    }
    const library = await sandbox(ctx, `${MEDIA_FILES} media files`, 1, { media: MEDIA_FILES });
    try {
      figures.push(...(await mediaLibrary(ctx, library)));
    } finally {
      await library.close();
    }
    const desk = await sandbox(ctx, `${TICKETS} tickets`, 1, { tickets: TICKETS });
    try {
      figures.push(...(await ticketsAtScale(ctx, desk, TICKETS)));
    } finally {
      await desk.close();
    }
    if (full) figures.push(await seedAll(ctx));
    return figures;
  },
};

export default benchmark;
