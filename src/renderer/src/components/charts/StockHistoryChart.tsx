import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { StockHistory } from '@shared/contract/warehouse';
import { quantity } from '../format';
import { dayOf } from './chart-format';
import { historyPlotRows, type MarkKind } from './stock-history-series';

/** Each kind of movement in a colour of its own; the balance line in the app's primary. */
export const markColours: Record<MarkKind, string> = {
  Receipt: 'teal.7',
  Issue: 'orange.7',
  Adjustment: 'violet.6',
  Scrap: 'red.7',
  Other: 'gray.6',
};

const marks = Object.keys(markColours) as MarkKind[];

/**
 * The balance after each movement as steps over time, each movement marked by its kind, with the
 * reorder point and safety stock as lines. Drawn for the eye only (hidden from screen readers):
 * the table beside it carries the same figures, exact.
 */
export default function StockHistoryChart({ history, now, height = 260 }: { history: StockHistory; now: number; height?: number }) {
  const rows = historyPlotRows(history, now);
  const present = new Set(history.points.map((p) => p.transactionType));
  const lines = [
    // Labels at opposite ends: the two lines often lie close together.
    history.reorderPoint !== null && {
      y: Number(history.reorderPoint),
      label: `Reorder point ${quantity(history.reorderPoint)}`,
      color: 'yellow.8',
      labelPosition: 'insideTopRight' as const,
    },
    history.safetyStock !== null && {
      y: Number(history.safetyStock),
      label: `Safety stock ${quantity(history.safetyStock)}`,
      color: 'red.8',
      labelPosition: 'insideTopLeft' as const,
    },
  ].filter((l) => !!l);
  return (
    <div aria-hidden="true" data-testid="stock-history-chart">
      <LineChart
        h={height}
        data={rows}
        dataKey="at"
        accessibilityLayer={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        curveType="stepAfter"
        connectNulls={false}
        series={[
          { name: 'balance', label: 'On hand', color: 'blue.6' },
          ...marks
            .filter((m) => (m === 'Other' ? [...present].some((t) => !(t in markColours)) : present.has(m)))
            .map((m) => ({ name: m, label: m, color: markColours[m] })),
        ]}
        lineProps={(series) =>
          series.name === 'balance'
            ? { dot: false, activeDot: false, isAnimationActive: false }
            : { strokeWidth: 0, dot: { r: 4, strokeWidth: 1 }, activeDot: { r: 5 }, isAnimationActive: false, legendType: 'circle' }
        }
        referenceLines={lines.map((l) => ({ ...l, strokeDasharray: '6 4' }))}
        // Room on the right for the last date under the axis.
        lineChartProps={{ margin: { top: 8, right: 48, bottom: 0, left: 0 } }}
        xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: dayOf }}
        yAxisProps={{ domain: [0, 'auto'], allowDecimals: true }}
        tooltipProps={{ labelFormatter: dayOf }}
      />
    </div>
  );
}
