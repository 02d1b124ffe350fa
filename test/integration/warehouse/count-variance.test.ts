import { describe, expect, it } from 'vitest';
import { countVarianceOf } from '../../../src/main/services/warehouse/count-variance';
import { sum } from '../../../src/shared/domain/decimal';
import { useSandbox } from '../erp/sandbox';

/** Count variance by category and over time (docs/api-assumptions.md 345), against the sandbox over HTTP. */
const sb = useSandbox({ scale: 1 });

describe('count variance of a warehouse', () => {
  it('lists the completed and applied counts of the period oldest first, with the ERP totals', async () => {
    const erp = await sb.client();
    const year = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 365, now: Date.now() });
    expect(year.counts.length).toBeGreaterThan(1);
    expect(year.counts.every((c) => c.status === 'Completed' || c.status === 'Applied')).toBe(true);
    const dates = year.counts.map((c) => c.completedAt);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= year.from)).toBe(true);
    // Fewer in a shorter period, none from another warehouse.
    const month = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 30, now: Date.now() });
    expect(month.counts.length).toBeLessThan(year.counts.length);
    expect((await countVarianceOf(erp, { warehouseCode: 'TRD', days: 365, now: Date.now() })).counts).toEqual([]);
  });

  it('sums the lines with a variance per item category, exactly, to the counts’ totals', async () => {
    const erp = await sb.client();
    const year = await countVarianceOf(erp, { warehouseCode: 'OSL', days: 365, now: Date.now() });
    expect(year.categories.length).toBeGreaterThan(0);
    expect(sum(year.categories.map((c) => c.varianceValue))).toBe(sum(year.counts.map((c) => c.totalVarianceValue ?? '0')));
    expect(year.categories.reduce((n, c) => n + c.linesWithVariance, 0)).toBe(year.counts.reduce((n, c) => n + (c.linesWithVariance ?? 0), 0));
    const values = year.categories.map((c) => Number(c.varianceValue));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(year.categories.every((c) => c.categoryCode !== null)).toBe(true);
  });
});
