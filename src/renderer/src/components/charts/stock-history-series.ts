import type { StockHistory } from '@shared/contract/warehouse';

/** Movement kinds the chart marks, each in its own colour; any other type is "Other". */
export const markedTypes = ['Receipt', 'Issue', 'Adjustment', 'Scrap'] as const;
export type MarkKind = (typeof markedTypes)[number] | 'Other';

export const markOf = (transactionType: string): MarkKind =>
  (markedTypes as readonly string[]).includes(transactionType) ? (transactionType as MarkKind) : 'Other';

/** One plotted instant: the balance, and the same figure under the kind of the movement that made it. */
export type HistoryPlotRow = { at: number; balance: number } & Partial<Record<MarkKind, number>>;

/**
 * The chart's rows from the history. The ERP's figures are decimal strings; Number() turns them
 * into the positions a chart draws and nothing more: every figure a person reads is the exact
 * string, in the table beside the chart. The line starts at the period's start (or the first
 * movement) at the opening balance and runs on to `now` at the last balance.
 */
export function historyPlotRows(history: StockHistory, now: number): HistoryPlotRow[] {
  const rows: HistoryPlotRow[] = [];
  const first = history.points[0];
  if (!first || history.openingBalance === null) return rows;
  const start = history.from ? Date.parse(history.from) : Date.parse(first.transactionDate);
  rows.push({ at: start, balance: Number(history.openingBalance) });
  let last = Number(history.openingBalance);
  for (const p of history.points) {
    if (p.balanceAfter === null) continue;
    last = Number(p.balanceAfter);
    rows.push({ at: Date.parse(p.transactionDate), balance: last, [markOf(p.transactionType)]: last });
  }
  rows.push({ at: Math.max(now, rows.at(-1)!.at), balance: last });
  return rows;
}
