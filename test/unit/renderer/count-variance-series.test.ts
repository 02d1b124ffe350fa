import { describe, expect, it } from 'vitest';
import { varianceBars } from '../../../src/renderer/src/components/charts/count-variance-series';

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
            totalVarianceValue: '-12.50',
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
          { categoryCode: 'FUEL', linesWithVariance: 1, varianceValue: '-12.50' },
          { categoryCode: null, linesWithVariance: 1, varianceValue: '0.10' },
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
  });
});
