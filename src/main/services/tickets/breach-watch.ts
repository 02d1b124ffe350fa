import type { Watch } from '@shared/contract/tickets';
import { BREACHING_SOON_MINUTES, breachWarningKey, isFinished, slaOf } from '@shared/domain/sla';
import type { AppContext } from '../../context';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpTicket } from '../../erp/preview/tickets';

/**
 * Desktop warnings for tickets about to breach. Main keeps the open tickets of the watched
 * queues (read once when the watch is set, then kept current by the delta poll) and, on every
 * poll, announces a ticket whose next deadline entered the window: once per ticket and deadline,
 * because a breach approaches with the clock, not with a change the poll would report.
 */
export class BreachWatch {
  private watch: Watch = { queueCodes: [], windowMinutes: BREACHING_SOON_MINUTES };
  private readonly open = new Map<string, ErpTicket>();
  private readonly announced = new Set<string>();

  constructor(private readonly ctx: Pick<AppContext, 'events'>) {}

  current(): Watch {
    return { ...this.watch, queueCodes: [...this.watch.queueCodes] };
  }

  async set(client: ErpClient, next: Partial<Watch>, now: Date = new Date()): Promise<Watch> {
    this.watch = { queueCodes: next.queueCodes ?? this.watch.queueCodes, windowMinutes: next.windowMinutes ?? this.watch.windowMinutes };
    this.open.clear();
    const lists = await Promise.all(this.watch.queueCodes.map((queueCode) => collect(client.preview.tickets.all({ queueCode, open: true }))));
    this.update(lists.flat(), [], now);
    return this.current();
  }

  /** Takes in what the poll found and announces what entered the window. */
  update(changed: readonly ErpTicket[], removed: readonly string[], now: Date = new Date()): void {
    for (const t of changed) {
      if (!isFinished(t.status) && t.queueCode && this.watch.queueCodes.includes(t.queueCode)) this.open.set(t.ticketNumber, t);
      else this.open.delete(t.ticketNumber);
    }
    for (const n of removed) this.open.delete(n);
    for (const t of this.open.values()) this.announce(t, now);
  }

  private announce(t: ErpTicket, now: Date): void {
    const sla = slaOf(t, now, this.watch.windowMinutes);
    if (sla.state !== 'breachingSoon' || !sla.nextDeadline) return;
    const key = breachWarningKey(t.ticketNumber, sla.nextDeadline);
    if (this.announced.has(key)) return;
    this.announced.add(key);
    this.ctx.events.emit('ticketBreachingSoon', {
      ticketNumber: t.ticketNumber,
      title: t.title ?? null,
      queueCode: t.queueCode ?? null,
      priority: t.priority ?? null,
      kind: sla.nextDeadline.kind,
      due: sla.nextDeadline.due,
      minutesLeft: sla.minutesLeft ?? 0,
    });
  }
}

const watches = new WeakMap<object, BreachWatch>();

/** One watch per app core. */
export function breachWatchOf(ctx: AppContext): BreachWatch {
  let w = watches.get(ctx);
  if (!w) {
    w = new BreachWatch(ctx);
    watches.set(ctx, w);
  }
  return w;
}
