import { describe, expect, it } from 'vitest';
import { slaHistoryBars } from '../../../src/renderer/src/components/charts/sla-history-series';

describe('the bars of the SLA history chart', () => {
  it('stacks breached and at-risk tickets per day, oldest first, labelled by the screen', () => {
    const bars = slaHistoryBars(
      {
        queueCode: 'SUPPORT',
        days: [
          { day: '2026-11-25', deadlines: 4, breached: 2, atRisk: 1, missedResponse: 2, missedResolution: 1 },
          { day: '2026-11-26', deadlines: 0, breached: 0, atRisk: 0, missedResponse: 0, missedResolution: 0 },
        ],
      },
      (day) => `day ${day.slice(8)}`,
    );
    expect(bars).toEqual([
      { label: 'day 25', breached: 2, atRisk: 1 },
      { label: 'day 26', breached: 0, atRisk: 0 },
    ]);
  });
});
