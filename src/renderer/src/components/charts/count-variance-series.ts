import type { CountVariance } from '@shared/contract/warehouse';
import { inBaseCurrency, type BaseCurrencyAmount } from '@shared/domain/money';

/**
 * The bars of the two variance charts. The ERP's figures are decimal strings; Number() gives the
 * bars their lengths only: the tables beside the charts show the exact strings. `currency` is the
 * base currency the values carry (null: the connection names none, docs/api-assumptions.md 350),
 * so the chart's axis and tooltip write a bar's value as the tables do.
 */
export function varianceBars(variance: CountVariance, categoryName: (code: string | null) => string) {
  const values: (BaseCurrencyAmount | null)[] = [...variance.counts.map((c) => c.totalVarianceValue), ...variance.categories.map((c) => c.varianceValue)];
  return {
    overTime: variance.counts.map((c) => ({ label: c.countNumber, value: Number(c.totalVarianceValue?.amount ?? '0') })),
    byCategory: variance.categories.map((c) => ({ label: categoryName(c.categoryCode), value: Number(c.varianceValue.amount) })),
    currency: values.find((v) => v !== null)?.currency ?? null,
  };
}

/** A bar's length as the value it stands for, in the values' base currency (null: not a decimal figure). */
export const barValue = (value: number, currency: string | null): BaseCurrencyAmount | null => inBaseCurrency(String(value), currency);
