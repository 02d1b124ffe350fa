import type { CountVariance } from '@shared/contract/warehouse';

/**
 * The bars of the two variance charts. The ERP's figures are decimal strings; Number() gives the
 * bars their lengths only: the tables beside the charts show the exact strings.
 */
export function varianceBars(variance: CountVariance, categoryName: (code: string | null) => string) {
  return {
    overTime: variance.counts.map((c) => ({ label: c.countNumber, value: Number(c.totalVarianceValue ?? '0') })),
    byCategory: variance.categories.map((c) => ({ label: categoryName(c.categoryCode), value: Number(c.varianceValue) })),
  };
}
