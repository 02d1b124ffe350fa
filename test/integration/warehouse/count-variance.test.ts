import { describe, expect, it } from 'vitest';
import { countVarianceOf } from '../../../src/main/services/warehouse/count-variance';
import { sum } from '../../../src/shared/domain/decimal';
import { useSandbox } from '../erp/sandbox';

/** Count variance by category and over time (docs/api-assumptions.md 345), against the sandbox over HTTP. */
const sb = useSandbox({ scale: 1 });

describe('count variance of a warehouse', () => {
  it('lists the completed and applied counts of the period oldest first, with the ERP totals', async () => {
    const erp = await sb.client();
    const year = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 365, now: Date.now(), baseCurrency: 'NOK' });
    expect(year.counts.length).toBeGreaterThan(1);
    expect(year.counts.every((c) => c.status === 'Completed' || c.status === 'Applied')).toBe(true);
    const dates = year.counts.map((c) => c.completedAt);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= year.from)).toBe(true);
    // Fewer in a shorter period, none from another warehouse.
    const month = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 30, now: Date.now(), baseCurrency: 'NOK' });
    expect(month.counts.length).toBeLessThan(year.counts.length);
    expect((await countVarianceOf(erp, { warehouseCode: 'TRD', days: 365, now: Date.now(), baseCurrency: 'NOK' })).counts).toEqual([]);
  });

  it('sums the lines with a variance per item category, exactly, to the counts’ totals', async () => {
    const erp = await sb.client();
    const year = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 365, now: Date.now(), baseCurrency: 'NOK' });
    expect(year.categories.length).toBeGreaterThan(0);
    expect(sum(year.categories.map((c) => c.varianceValue.amount))).toBe(sum(year.counts.map((c) => c.totalVarianceValue?.amount ?? '0')));
    expect(year.categories.reduce((n, c) => n + c.linesWithVariance, 0)).toBe(year.counts.reduce((n, c) => n + (c.linesWithVariance ?? 0), 0));
    const values = year.categories.map((c) => Number(c.varianceValue.amount));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(year.categories.every((c) => c.categoryCode !== null)).toBe(true);
  });

  it('carries each value with the base currency the connection sets, and none where it sets none (row 350)', async () => {
    const erp = await sb.client();
    const named = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 365, now: Date.now(), baseCurrency: 'NOK' });
    expect(named.counts.length).toBeGreaterThan(0);
    expect(named.counts.every((c) => c.totalVarianceValue === null || c.totalVarianceValue.currency === 'NOK')).toBe(true);
    expect(named.categories.every((c) => c.varianceValue.currency === 'NOK')).toBe(true);
    const unnamed = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 365, now: Date.now(), baseCurrency: null });
    expect(unnamed.counts.map((c) => c.totalVarianceValue?.amount)).toEqual(named.counts.map((c) => c.totalVarianceValue?.amount));
    expect([...unnamed.counts.map((c) => c.totalVarianceValue?.currency ?? null), ...unnamed.categories.map((c) => c.varianceValue.currency)]).toEqual(
      Array(unnamed.counts.length + unnamed.categories.length).fill(null),
    );
  });
});
