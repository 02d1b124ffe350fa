import type { SlaQueueHistory } from '@shared/contract/ticket-sla';

/** The stacked bars of one queue's SLA history, oldest day first: one series per state. */
export function slaHistoryBars(queue: SlaQueueHistory, dayLabel: (day: string) => string) {
  return queue.days.map((d) => ({ label: dayLabel(d.day), breached: d.breached, atRisk: d.atRisk }));
}

export const slaHistorySeries = [
  { name: 'breached', label: 'Breached', color: 'red.7' },
  { name: 'atRisk', label: 'At risk', color: 'orange.5' },
] as const;
