import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { CountVariance } from '@shared/contract/warehouse';
import { BASE_CURRENCY_LABEL } from '@shared/domain/figures';
import { amount, baseMoneyText } from '../format';
import { barValue, varianceBars } from './count-variance-series';

/**
 * Count variance as bars, drawn for the eye (the table under it carries the figures): per count in
 * order of completion, or per item category as horizontal bars named on the left. Losses are red,
 * gains teal.
 */
export default function CountVarianceChart({
  variance,
  which,
  categoryName,
}: {
  variance: CountVariance;
  which: 'overTime' | 'byCategory';
  categoryName: (code: string | null) => string;
}) {
  const bars = varianceBars(variance, categoryName);
  const data = bars[which];
  const horizontal = which === 'byCategory';
  return (
    <div aria-hidden="true" data-testid={horizontal ? 'variance-by-category-chart' : 'variance-over-time-chart'}>
      <BarChart
        h={horizontal ? Math.max(120, 28 * data.length + 40) : 200}
        data={data}
        dataKey="label"
        orientation={horizontal ? 'vertical' : 'horizontal'}
        series={[{ name: 'value', label: 'Variance value', color: 'blue.6' }]}
        accessibilityLayer={false}
        getBarColor={(value) => (value < 0 ? 'red.7' : 'teal.7')}
        valueFormatter={(value) => baseMoneyText(barValue(value, bars.currency))}
        referenceLines={horizontal ? [{ x: 0, color: 'gray.6' }] : [{ y: 0, color: 'gray.6' }]}
        barProps={{ isAnimationActive: false }}
        // Upright bars: the ticks are figures and the axis names their currency once (a tick with it would wrap).
        yAxisProps={horizontal ? { width: 160, interval: 0 } : { width: 80, tickFormatter: (value: number) => amount(String(value)) }}
        yAxisLabel={horizontal ? undefined : (bars.currency ?? BASE_CURRENCY_LABEL)}
        xAxisProps={horizontal ? undefined : { interval: 0 }}
        gridAxis={horizontal ? 'x' : 'y'}
      />
    </div>
  );
}
