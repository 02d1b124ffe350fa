import { lazy } from 'react';

/**
 * Charts load on first sight: the chart library (recharts under @mantine/charts) is a chunk of its
 * own, so no workspace's first screen waits for it.
 */
export const StockHistoryChart = lazy(() => import('./StockHistoryChart'));
export const BatchExpiryChart = lazy(() => import('./BatchExpiryChart'));
export const CountVarianceChart = lazy(() => import('./CountVarianceChart'));
