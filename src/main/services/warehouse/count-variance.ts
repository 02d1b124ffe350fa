import type { CategoryVarianceRow, CountVariance, CountVarianceRow } from '@shared/contract/warehouse';
import { mapLimit } from '@shared/concurrency';
import { add, compare, isZero } from '@shared/domain/decimal';
import { inBaseCurrency } from '@shared/domain/money';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { itemFactsOf } from '../shared/item-facts';
import { baseCurrencyOf } from '../../store/profiles';

const DAY_MS = 86_400_000;
/** Counts whose variance is final: the counter is done, the figures are shown (row 25). */
const counted = new Set(['Completed', 'Applied']);

/**
 * A warehouse's count variance over a period (docs/api-assumptions.md 345): its counts whose
 * counting was completed in the period, each with the ERP's total, and their lines with a variance
 * summed per item category. One list read, one detail per count and one read per distinct item
 * with a variance (4 at a time, ETag-cached); every sum is in decimals. Every value is in the
 * tenant's base currency, carried with the code the connection sets (null: none, row 350).
 */
export async function countVarianceOf(
  client: ErpClient,
  { warehouseCode, days, now, baseCurrency }: { warehouseCode: string; days: number; now: number; baseCurrency: string | null },
): Promise<CountVariance> {
  const from = new Date(now - days * DAY_MS).toISOString();
  const all = await collect(client.preview.inventoryCounts.all({ warehouseCode }, { pageSize: 200 }));
  const inPeriod = all
    .filter((c) => counted.has(c.status) && c.warehouseCode === warehouseCode && c.completedAt && c.completedAt >= from)
    .sort((a, b) => a.completedAt!.localeCompare(b.completedAt!) || a.countNumber.localeCompare(b.countNumber));
  const counts: CountVarianceRow[] = inPeriod.map((c) => ({
    countNumber: c.countNumber,
    type: c.type ?? null,
    status: c.status,
    completedAt: c.completedAt!,
    linesWithVariance: c.linesWithVariance ?? null,
    totalVarianceValue: inBaseCurrency(c.totalVarianceValue, baseCurrency),
  }));
  const details = await mapLimit(inPeriod, 4, (c) => client.preview.inventoryCounts.get(c.countNumber));
  const lines = details.flatMap((d) => d.lines).filter((l) => l.varianceValue && !isZero(l.varianceValue));
  const facts = await itemFactsOf(
    client,
    lines.map((l) => l.itemNumber),
  );
  const byCategory = new Map<string | null, { categoryCode: string | null; linesWithVariance: number; varianceValue: string }>();
  for (const line of lines) {
    const categoryCode = facts.get(line.itemNumber)?.categoryCode ?? null;
    const row = byCategory.get(categoryCode) ?? { categoryCode, linesWithVariance: 0, varianceValue: '0' };
    row.linesWithVariance++;
    row.varianceValue = add(row.varianceValue, line.varianceValue!);
    byCategory.set(categoryCode, row);
  }
  const categories: CategoryVarianceRow[] = [...byCategory.values()]
    .sort((a, b) => compare(a.varianceValue, b.varianceValue) || (a.categoryCode ?? '~').localeCompare(b.categoryCode ?? '~'))
    .map((row) => ({ ...row, varianceValue: inBaseCurrency(row.varianceValue, baseCurrency)! }));
  return { warehouseCode, from, counts, categories };
}

export const countVarianceHandlers: HandlerGroup<'warehouse.counts.variance'> = {
  'warehouse.counts.variance': async (ctx, { warehouseCode, days }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return countVarianceOf(client, { warehouseCode, days, now: Date.now(), baseCurrency: baseCurrencyOf(profile) });
  },
};
