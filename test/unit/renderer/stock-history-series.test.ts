import { describe, expect, it } from 'vitest';
import type { StockHistory } from '../../../src/shared/contract/warehouse';
import { historyPlotRows, markOf } from '../../../src/renderer/src/components/charts/stock-history-series';

const point = (transactionDate: string, transactionType: string, quantity: string, balanceAfter: string | null) => ({
  transactionId: `${transactionDate}-${transactionType}`,
  transactionDate,
  transactionType,
  quantity,
  balanceAfter,
  warehouseCode: 'OSL',
  locationCode: 'A-01',
  batchNumber: null,
  serialNumber: null,
  referenceType: null,
  referenceId: null,
  notes: null,
});

const history = (points: StockHistory['points'], from: string | null = '2026-11-01T00:00:00.000Z'): StockHistory => ({
  itemNumber: 'FV-1',
  warehouseCode: 'OSL',
  from,
  openingBalance: points[0] ? '10.25' : null,
  points,
  olderLeftOut: false,
  reorderPoint: null,
  safetyStock: null,
  safetyStockSource: 'none',
});

describe('the rows a stock history chart draws', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');

  it('starts at the period start with the opening balance, marks each movement by kind and runs on to now', () => {
    const rows = historyPlotRows(
      history([point('2026-11-03T08:00:00.000Z', 'Receipt', '5', '15.25'), point('2026-11-04T08:00:00.000Z', 'Revaluation', '0', '15.25')]),
      now,
    );
    expect(rows).toEqual([
      { at: Date.parse('2026-11-01T00:00:00.000Z'), balance: 10.25 },
      { at: Date.parse('2026-11-03T08:00:00.000Z'), balance: 15.25, Receipt: 15.25 },
      { at: Date.parse('2026-11-04T08:00:00.000Z'), balance: 15.25, Other: 15.25 },
      { at: now, balance: 15.25 },
    ]);
  });

  it('starts at the first movement without a period, and skips a movement without a balance', () => {
    const rows = historyPlotRows(
      history([point('2026-11-03T08:00:00.000Z', 'Scrap', '-1', '9.25'), point('2026-11-05T08:00:00.000Z', 'Issue', '-2', null)], null),
      now,
    );
    expect(rows.map((r) => [r.at, r.balance])).toEqual([
      [Date.parse('2026-11-03T08:00:00.000Z'), 10.25],
      [Date.parse('2026-11-03T08:00:00.000Z'), 9.25],
      [now, 9.25],
    ]);
  });

  it('draws nothing without movements', () => {
    expect(historyPlotRows(history([]), now)).toEqual([]);
  });

  it('names the four marked kinds and folds the rest into Other', () => {
    expect(['Receipt', 'Issue', 'Adjustment', 'Scrap', 'Transfer', 'Return'].map(markOf)).toEqual([
      'Receipt',
      'Issue',
      'Adjustment',
      'Scrap',
      'Other',
      'Other',
    ]);
  });
});
