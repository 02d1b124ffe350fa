import '@mantine/charts/styles.css';
import { ScatterChart } from '@mantine/charts';
import type { BatchRow } from '@shared/contract/warehouse';
import { batchExpiryPoints } from './batch-expiry-series';
import { dayOf } from './chart-format';

/**
 * An item's batches on a timeline by expiry date, as high as their stock, coloured by how near the
 * expiry is, with today as a line. Drawn for the eye only: the batch table under it has the figures.
 */
export default function BatchExpiryChart({ batches, today, height = 220 }: { batches: readonly BatchRow[]; today: number; height?: number }) {
  const { series } = batchExpiryPoints(batches);
  return (
    <div aria-hidden="true" data-testid="batch-expiry-chart">
      <ScatterChart
        // A new chart when the set of groups changes: the legend would otherwise map the old
        // groups onto the new data (a filter that leaves out a group threw on a missing one).
        key={series.map((s) => s.name).join('|')}
        h={height}
        data={series}
        dataKey={{ x: 'expiry', y: 'onHand' }}
        labels={{ x: 'Expiry', y: 'On hand' }}
        accessibilityLayer={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={{ x: dayOf }}
        referenceLines={[{ x: today, label: 'Today', color: 'gray.7', strokeDasharray: '6 4', labelPosition: 'insideTopRight' }]}
        xAxisProps={{ type: 'number', scale: 'time', domain: ['auto', 'auto'], tickFormatter: dayOf }}
        yAxisProps={{ domain: [0, 'auto'] }}
        scatterProps={{ isAnimationActive: false }}
        scatterChartProps={{ margin: { top: 8, right: 48, bottom: 0, left: 0 } }}
      />
    </div>
  );
}
