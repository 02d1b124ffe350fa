import { describe, expect, it } from 'vitest';
import type { TicketAlert } from '../../../src/shared/domain/ticket-alerts';
import { alertBurst } from '../../../src/renderer/src/shell/alert-burst';

const alert = (over: Partial<TicketAlert>): TicketAlert => ({
  kind: 'breachingSoon',
  ticketNumber: 'TCK-1',
  title: 'Tent pole',
  queueCode: 'SUPPORT',
  priority: 'High',
  deadline: { kind: 'response', due: '2026-11-26T06:00:00Z' },
  minutesLeft: 12,
  excerpt: null,
  ...over,
});

describe('a ticket alert notification', () => {
  it('names the ticket its Open action opens, without asking for a click on the text', () => {
    const shown = alertBurst([alert({})]);
    expect(shown).toEqual({
      title: 'TCK-1 is about to breach',
      message: 'Response due in 12 min (Tent pole).',
      ticketNumber: 'TCK-1',
      kind: 'breachingSoon',
      action: 'Open TCK-1',
    });
  });

  it('shows a burst as one notification whose action opens the first ticket', () => {
    const shown = alertBurst([
      alert({ kind: 'breached', ticketNumber: 'TCK-7', minutesLeft: -5 }),
      alert({ ticketNumber: 'TCK-8' }),
      alert({ ticketNumber: 'TCK-9' }),
      alert({ ticketNumber: 'TCK-10' }),
    ]);
    expect(shown?.title).toBe('4 tickets need you now');
    expect(shown?.message).toBe('TCK-7 breached its SLA; TCK-8 is about to breach; TCK-9 is about to breach; ….');
    expect(shown?.action).toBe('Open TCK-7');
    expect(shown?.ticketNumber).toBe('TCK-7');
    expect(shown?.kind).toBe('breached');
  });

  it('shows nothing for an empty burst', () => {
    expect(alertBurst([])).toBeNull();
  });
});
