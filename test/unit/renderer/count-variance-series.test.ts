import { describe, expect, it } from 'vitest';
import { barValue, varianceBars } from '../../../src/renderer/src/components/charts/count-variance-series';

describe('the bars of the count variance charts', () => {
  it('draws each count by number and each category by name, from the exact figures', () => {
    const bars = varianceBars(
      {
        warehouseCode: 'OSL',
        from: '2025-11-26T00:00:00.000Z',
        counts: [
          {
            countNumber: 'CNT-1',
            type: 'Full',
            status: 'Applied',
            completedAt: '2026-01-02T00:00:00.000Z',
            linesWithVariance: 2,
            totalVarianceValue: { amount: '-12.50', currency: 'NOK' },
          },
          {
            countNumber: 'CNT-2',
            type: 'Full',
            status: 'Completed',
            completedAt: '2026-02-02T00:00:00.000Z',
            linesWithVariance: null,
            totalVarianceValue: null,
          },
        ],
        categories: [
          { categoryCode: 'FUEL', linesWithVariance: 1, varianceValue: { amount: '-12.50', currency: 'NOK' } },
          { categoryCode: null, linesWithVariance: 1, varianceValue: { amount: '0.10', currency: 'NOK' } },
        ],
      },
      (code) => (code === null ? 'No category' : `Category ${code}`),
    );
    expect(bars.overTime).toEqual([
      { label: 'CNT-1', value: -12.5 },
      { label: 'CNT-2', value: 0 },
    ]);
    expect(bars.byCategory).toEqual([
      { label: 'Category FUEL', value: -12.5 },
      { label: 'No category', value: 0.1 },
    ]);
    expect(bars.currency).toBe('NOK');
  });

  it('writes a bar in the base currency its values carry, and none where the connection names none (row 350)', () => {
    const unnamed = varianceBars(
      {
        warehouseCode: 'OSL',
        from: '2025-11-26T00:00:00.000Z',
        counts: [
          { countNumber: 'CNT-1', type: 'Full', status: 'Applied', completedAt: '2026-01-02T00:00:00.000Z', linesWithVariance: 1, totalVarianceValue: null },
        ],
        categories: [{ categoryCode: 'FUEL', linesWithVariance: 1, varianceValue: { amount: '-3', currency: null } }],
      },
      String,
    );
    expect(unnamed.currency).toBeNull();
    expect(barValue(-12.5, 'NOK')).toEqual({ amount: '-12.5', currency: 'NOK' });
    expect(barValue(-3, null)).toEqual({ amount: '-3', currency: null });
  });
});
