import { lazy, Suspense, type ComponentType } from 'react';
import { Busy } from '../Busy';

/**
 * Charts load on first sight: the chart library (recharts under @mantine/charts) is a chunk of its
 * own, so no workspace's first screen waits for it. Each chart says so while its chunk loads.
 */
function onFirstSight<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Chart = lazy(load);
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Busy size="sm" label="Loading the chart" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const StockHistoryChart = onFirstSight(() => import('./StockHistoryChart'));
export const BatchExpiryChart = onFirstSight(() => import('./BatchExpiryChart'));
export const CountVarianceChart = onFirstSight(() => import('./CountVarianceChart'));
export const SlaHistoryChart = onFirstSight(() => import('./SlaHistoryChart'));
