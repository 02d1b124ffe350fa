import type { TicketAlert } from '@shared/domain/ticket-alerts';
import { isFinished, minutesUntil, slaOf, unmetDeadlines } from '@shared/domain/sla';
import type { ErpTicket, ErpTicketComment } from '../../erp/preview/tickets';

export interface AlertCheck {
  /** Every ticket known now (the index); only open ones of watched queues are considered. */
  tickets: readonly ErpTicket[];
  queueCodes: readonly string[];
  windowMinutes: number;
  /** Comments of tickets that changed since the previous check. */
  newComments: readonly ErpTicketComment[];
  now: Date;
  /** The newest change seen on the ERP's own clock (the index's mark): messages after the previous one are new. */
  erpMark: string | null;
}

/**
 * Which ticket events become a notification, each once: a deadline entering the warning window
 * (once per ticket and due time, so a moved deadline warns again), a deadline passing while the
 * agent watches (one already passed when the watch started is old news, the Breached view has
 * it), and a customer's message written since the watch started (not internal notes, not agents).
 */
export class AlertRules {
  private readonly said = new Set<string>();
  private since: Date | null = null;
  private erpSince: string | null = null;

  /** A new watch: what is already passed or already written from now on is not news. */
  reset(): void {
    this.since = null;
    this.erpSince = null;
  }

  check(c: AlertCheck): TicketAlert[] {
    const alerts: TicketAlert[] = [];
    const watched = new Map(
      c.tickets.filter((t) => !isFinished(t.status) && t.queueCode && c.queueCodes.includes(t.queueCode)).map((t) => [t.ticketNumber, t]),
    );
    const base = (t: ErpTicket) => ({ ticketNumber: t.ticketNumber, title: t.title ?? null, queueCode: t.queueCode ?? null, priority: t.priority ?? null });
    const once = (key: string, alert: TicketAlert) => {
      if (this.said.has(key)) return;
      this.said.add(key);
      alerts.push(alert);
    };
    for (const t of watched.values()) {
      for (const d of unmetDeadlines(t)) {
        const passedAt = Date.parse(d.due);
        if (passedAt > c.now.getTime()) continue;
        const key = `breached:${t.ticketNumber}:${d.kind}:${d.due}`;
        // Passed before the watch started: remembered, not announced.
        if (!this.since || passedAt <= this.since.getTime()) this.said.add(key);
        else once(key, { ...base(t), kind: 'breached', deadline: d, minutesLeft: minutesUntil(d.due, c.now), excerpt: null });
      }
      const sla = slaOf(t, c.now, c.windowMinutes);
      if (sla.state === 'breachingSoon' && sla.nextDeadline) {
        once(`soon:${t.ticketNumber}:${sla.nextDeadline.kind}:${sla.nextDeadline.due}`, {
          ...base(t),
          kind: 'breachingSoon',
          deadline: sla.nextDeadline,
          minutesLeft: sla.minutesLeft,
          excerpt: null,
        });
      }
    }
    for (const m of c.newComments) {
      const t = m.ticketNumber ? watched.get(m.ticketNumber) : undefined;
      const written = m.createdDate ? Date.parse(m.createdDate) : NaN;
      if (!t || m.authorType !== 'Customer' || m.isInternal === true || !this.erpSince || !(written > Date.parse(this.erpSince))) continue;
      const body = (m.body ?? '').replace(/\s+/g, ' ').trim();
      once(`message:${m.id}`, {
        ...base(t),
        kind: 'customerMessage',
        deadline: null,
        minutesLeft: null,
        excerpt: body.length > 140 ? `${body.slice(0, 139)}…` : body,
      });
    }
    this.since = c.now;
    this.erpSince = c.erpMark ?? this.erpSince;
    return alerts;
  }
}
