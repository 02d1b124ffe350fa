import type { ActionOffer } from '@shared/contract/offers';
import type { CountDetail, CountRow, CountSortField } from '@shared/contract/warehouse';
import { compare } from '@shared/domain/decimal';
import { BASE_CURRENCY_LABEL } from '@shared/domain/figures';
import { inBaseCurrency } from '@shared/domain/money';
import { messageForCode } from '@shared/domain/error-messages';
import { AppError } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import { collect } from '../../erp/paging';
import type { InventoryCount, InventoryCountDetail } from '../../erp/preview/inventory-counts';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { attachFields } from '../shared/field-errors';
import { movedLinesOf, settleMovedLines, toMovedCountLine } from './count-movements';
import { baseCurrencyOf } from '../../store/profiles';

type CountCalls =
  | 'warehouse.counts.list'
  | 'warehouse.counts.get'
  | 'warehouse.counts.create'
  | 'warehouse.counts.movements'
  | 'warehouse.counts.apply'
  | 'warehouse.counts.recount'
  | 'warehouse.counts.cancel';

/**
 * A count as the screens show it. Its values are in the tenant's base currency, carried with the
 * code the connection sets (`baseCurrency`; null: none set, docs/api-assumptions.md 350).
 */
export function toCountRow(count: InventoryCount, baseCurrency: string | null): CountRow {
  // blindCount and the companion fields are passed through beyond the documented fields.
  const blind: unknown = count['blindCount'];
  return {
    countNumber: count.countNumber,
    type: count.type ?? null,
    status: count.status,
    warehouseCode: count.warehouseCode ?? null,
    description: count.description ?? null,
    blindCount: typeof blind === 'boolean' ? blind : null,
    totalLines: count.totalLines ?? null,
    countedLines: count.countedLines ?? null,
    linesWithVariance: count.linesWithVariance ?? null,
    totalVarianceValue: inBaseCurrency(count.totalVarianceValue, baseCurrency),
    createdDate: count.createdDate ?? null,
    startedAt: count.startedAt ?? null,
    completedAt: count.completedAt ?? null,
    appliedAt: count.appliedAt ?? null,
  };
}

/** "Zone A", "Category FUEL", ... : what the count covers, from whichever companion field is set. */
function filterOf(count: Record<string, unknown>): string | null {
  const labels: [string, string][] = [
    ['zoneFilter', 'Zone'],
    ['locationCodeFilter', 'Location'],
    ['categoryCode', 'Category'],
    ['randomSampleSize', 'Random sample of'],
    ['itemNumber', 'Item'],
  ];
  for (const [field, label] of labels) {
    const value = count[field];
    if (value !== undefined && value !== null && value !== '') return `${label} ${String(value)}`;
  }
  return null;
}

export function toCountDetail(count: InventoryCountDetail, cancelOffer: ActionOffer, baseCurrency: string | null): CountDetail {
  return {
    ...toCountRow(count, baseCurrency),
    filter: filterOf(count),
    cancelOffer,
    lines: count.lines.map((l) => ({
      lineNumber: l.lineNumber ?? null,
      itemNumber: l.itemNumber,
      itemName: l.itemName ?? null,
      locationCode: l.locationCode ?? null,
      batchNumber: l.batchNumber ?? null,
      serialNumber: l.serialNumber ?? null,
      expectedQuantity: l.expectedQuantity ?? null,
      countedQuantity: l.countedQuantity ?? null,
      varianceQuantity: l.varianceQuantity ?? null,
      varianceValue: inBaseCurrency(l.varianceValue, baseCurrency),
    })),
  };
}

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');
const progress = (c: CountRow) => (c.totalLines ? (c.countedLines ?? 0) / c.totalLines : 0);
const sorters: Record<CountSortField, (a: CountRow, b: CountRow) => number> = {
  countNumber: (a, b) => a.countNumber.localeCompare(b.countNumber, undefined, { numeric: true }),
  type: (a, b) => byText(a.type, b.type),
  status: (a, b) => byText(a.status, b.status),
  warehouseCode: (a, b) => byText(a.warehouseCode, b.warehouseCode),
  progress: (a, b) => progress(a) - progress(b),
  linesWithVariance: (a, b) => (a.linesWithVariance ?? -1) - (b.linesWithVariance ?? -1),
  totalVarianceValue: (a, b) =>
    a.totalVarianceValue === null || b.totalVarianceValue === null
      ? Number(a.totalVarianceValue === null) - Number(b.totalVarianceValue === null)
      : compare(a.totalVarianceValue.amount, b.totalVarianceValue.amount),
  // ISO UTC strings sort as instants.
  startedAt: (a, b) => byText(a.startedAt, b.startedAt),
  completedAt: (a, b) => byText(a.completedAt, b.completedAt),
  appliedAt: (a, b) => byText(a.appliedAt, b.appliedAt),
};

type CountPage = { items: InventoryCount[]; totalCount: number };
type ListCounts = (query: { status?: string; warehouseCode?: string }, opts: { page: number; pageSize: number }) => Promise<CountPage>;

/**
 * Newest first, still paged by the ERP: page p of the reversed list is a window of the ERP's own
 * (ascending) order, read as the one or two ERP pages that cover it, after a 1-row read for the total.
 */
async function newestFirst(list: ListCounts, query: { status?: string; warehouseCode?: string }, page: number, pageSize: number): Promise<CountPage> {
  const { totalCount } = await list(query, { page: 1, pageSize: 1 });
  const end = totalCount - (page - 1) * pageSize;
  if (end <= 0) return { items: [], totalCount };
  const start = Math.max(0, end - pageSize);
  const first = Math.floor(start / pageSize) + 1;
  const last = Math.floor((end - 1) / pageSize) + 1;
  const pages = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => list(query, { page: first + i, pageSize })));
  const offset = (first - 1) * pageSize;
  return {
    items: pages
      .flatMap((p) => p.items)
      .slice(start - offset, end - offset)
      .reverse(),
    totalCount,
  };
}

const createFields = {
  'Warehouse.NotFound': 'warehouseCode',
  'ItemCategory.NotFound': 'categoryCode',
  'Item.NotFound': 'itemNumber',
};

export const countHandlers: HandlerGroup<CountCalls> = {
  'warehouse.counts.list': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    const toRow = (count: InventoryCount) => toCountRow(count, baseCurrencyOf(profile));
    const { page, pageSize, sort } = input;
    const query = { status: input.status, warehouseCode: input.warehouseCode };
    if (!sort || (sort.field === 'countNumber' && !sort.desc)) {
      // The ERP's own order: page straight through.
      const result = await client.preview.inventoryCounts.list(query, { page, pageSize });
      return { items: result.items.map(toRow), totalCount: result.totalCount, page: result.page, pageSize: result.pageSize };
    }
    if (sort.field === 'countNumber') {
      const result = await newestFirst((q, o) => client.preview.inventoryCounts.list(q, o), query, page, pageSize);
      return { items: result.items.map(toRow), totalCount: result.totalCount, page, pageSize };
    }
    // The ERP sorts counts by number only. Counts are few (a warehouse plans tens a year), so any
    // other order reads every matching count (ceil(N/200) calls) and pages here.
    const all = (await collect(client.preview.inventoryCounts.all(query))).map(toRow);
    const sorter = sorters[sort.field];
    all.sort((a, b) => (sort.desc ? -1 : 1) * sorter(a, b) || sorters.countNumber(a, b));
    const start = (page - 1) * pageSize;
    return { items: all.slice(start, start + pageSize), totalCount: all.length, page, pageSize };
  },

  'warehouse.counts.get': async (ctx, { countNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return toCountDetail(await client.preview.inventoryCounts.get(countNumber), client.preview.inventoryCounts.cancelOffer(), baseCurrencyOf(profile));
  },

  'warehouse.counts.create': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    const { operationId, ...body } = input;
    const companion = filterOf(body);
    describeWrite(`Create ${body.type} count at ${body.warehouseCode}${companion ? ` (${companion})` : ''}${body.autoStart ? ', started' : ''}`);
    const locationField = body.type === 'Location' && body.locationCodeFilter ? 'locationCodeFilter' : 'zoneFilter';
    try {
      return toCountDetail(
        await client.preview.inventoryCounts.create(body, { operationId: `warehouse.count:${operationId}` }),
        client.preview.inventoryCounts.cancelOffer(),
        baseCurrencyOf(profile),
      );
    } catch (error) {
      throw attachFields(error, { ...createFields, 'WarehouseLocation.NotFound': locationField });
    }
  },

  'warehouse.counts.movements': async (ctx, { countNumber }) => {
    const { client } = await ctx.connection.activeClient();
    const count = await client.preview.inventoryCounts.get(countNumber);
    const moved = count.status === 'Completed' ? await movedLinesOf(client, count) : [];
    return { lines: moved.map(toMovedCountLine), recalculateOffer: client.preview.inventoryCounts.recalculateOffer() };
  },

  'warehouse.counts.apply': async (ctx, { operationId, countNumber, postAgainstCurrentStock }) => {
    const { client, profile } = await ctx.connection.activeClient();
    const baseCurrency = baseCurrencyOf(profile);
    const count = await client.preview.inventoryCounts.get(countNumber);
    // Refused here, before a write is sent: only a Completed count has differences to post. An
    // Applied one still goes out: a retry after a lost answer gets the ERP's replay, anything else its 409.
    if (count.status !== 'Completed' && count.status !== 'Applied') {
      throw new AppError({
        kind: 'conflict',
        code: 'InventoryCount.NotCompleted',
        codes: ['InventoryCount.NotCompleted'],
        title: `Count ${countNumber} is ${count.status}`,
        detail: messageForCode('InventoryCount.NotCompleted'),
      });
    }
    describeWrite(
      `Apply count ${countNumber}: ${count.linesWithVariance ?? 0} line(s) with variance, value ${count.totalVarianceValue ?? '0'} ${baseCurrency ?? BASE_CURRENCY_LABEL}${postAgainstCurrentStock.length ? `, line(s) ${postAgainstCurrentStock.join(', ')} against current stock` : ''}`,
    );
    // A movement during counting would be posted again (docs/api-assumptions.md 290): settled first.
    if (count.status === 'Completed') await settleMovedLines(client, count, postAgainstCurrentStock, operationId);
    const applied = await client.preview.inventoryCounts.apply(countNumber, { operationId: `warehouse.count-apply:${operationId}` });
    return toCountDetail(applied.count, client.preview.inventoryCounts.cancelOffer(), baseCurrency);
  },

  'warehouse.counts.recount': async (ctx, { operationId, countNumber, lineNumbers }) => {
    const { client, profile } = await ctx.connection.activeClient();
    describeWrite(`Recount line(s) ${lineNumbers.join(', ')} of count ${countNumber}`);
    const counting = await client.preview.inventoryCounts.recalculate(
      countNumber,
      { lineNumbers, recount: true },
      { operationId: `warehouse.count-recount:${operationId}` },
    );
    return toCountDetail(counting, client.preview.inventoryCounts.cancelOffer(), baseCurrencyOf(profile));
  },

  // The ERP has the last word on the state (409 InventoryCount.InvalidStatus); the operation id
  // keeps the key, so a retry after a lost answer gets the ERP's replay, not a second attempt.
  'warehouse.counts.cancel': async (ctx, { operationId, countNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    describeWrite(`Cancel count ${countNumber}`);
    const cancelled = await client.preview.inventoryCounts.cancel(countNumber, { operationId: `warehouse.count-cancel:${operationId}` });
    return toCountDetail(cancelled, client.preview.inventoryCounts.cancelOffer(), baseCurrencyOf(profile));
  },
};
