import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { SlaQueueHistory } from '@shared/contract/ticket-sla';
import { slaHistoryBars, slaHistorySeries } from './sla-history-series';

/**
 * One queue's breached and at-risk tickets per day as stacked bars, oldest day on the left. Drawn
 * for the eye (the table beside it carries the figures); the legend names each state, so red and
 * orange are not the only difference.
 */
export default function SlaHistoryChart({ queue, dayLabel, height = 220 }: { queue: SlaQueueHistory; dayLabel: (day: string) => string; height?: number }) {
  return (
    <div aria-hidden="true" data-testid="sla-history-chart">
      <BarChart
        h={height}
        data={slaHistoryBars(queue, dayLabel)}
        dataKey="label"
        type="stacked"
        series={[...slaHistorySeries]}
        withLegend
        legendProps={{ verticalAlign: 'top', height: 32 }}
        accessibilityLayer={false}
        barProps={{ isAnimationActive: false }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        gridAxis="x"
      />
    </div>
  );
}
