import { day } from '../format';

/** An axis tick or tooltip label: the charts hand over an instant as milliseconds. */
export const dayOf = (value: unknown): string => {
  const ms = Number(value);
  return Number.isFinite(ms) ? day(new Date(ms).toISOString()) : '';
};
