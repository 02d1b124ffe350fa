import type { Watch } from '@shared/contract/tickets';
import { BREACHING_SOON_MINUTES } from '@shared/domain/sla';
import type { ConnectionManager } from '../../connection/manager';
import type { EventHub } from '../../events';
import { mapLimit } from '@shared/concurrency';
import { collect } from '../../erp/paging';
import type { ErpTicket, ErpTicketComment } from '../../erp/preview/tickets';
import { AlertRules } from './alert-rules';
import type { TicketReplica, TicketReplicas } from './ticket-replica';

/** How often main looks, whether or not a window is open on the tickets. */
export const WATCH_POLL_MS = 30_000;

export interface TicketWatchOptions {
  /** A shorter look interval (at least a second), so end-to-end tests need not wait 30 s. */
  pollMs?: number;
}

function pollMs(configured: number | undefined): number {
  return configured !== undefined && Number.isInteger(configured) && configured >= 1000 ? configured : WATCH_POLL_MS;
}
/** Changed tickets whose thread is read per look; more in one look is a bulk change, not a conversation. */
const THREADS_PER_LOOK = 20;

/**
 * The agent's watched queues, looked at by a timer in main: each look is the index's delta poll
 * (one small call per resource when nothing changed), the threads of the watched tickets that
 * changed, and the alert rules; each alert goes out as a `ticketAlert` event, which the desktop
 * shows as an OS notification and the window as an in-app one.
 */
export class TicketWatch {
  private watch: Watch = { queueCodes: [], windowMinutes: BREACHING_SOON_MINUTES };
  private readonly rules = new AlertRules();
  private timer: ReturnType<typeof setInterval> | null = null;
  private following: { replica: TicketReplica; off: () => void } | null = null;
  private changed = new Set<string>();
  private looking: Promise<void> | null = null;

  constructor(
    // The two parts of the app context it uses, named directly: the context holds the watch.
    private readonly ctx: { readonly events: EventHub; readonly connection: ConnectionManager; readonly ticketReplicas: TicketReplicas },
    private readonly options: TicketWatchOptions = {},
  ) {}

  current(): Watch {
    return { ...this.watch, queueCodes: [...this.watch.queueCodes] };
  }

  /** A new watch starts afresh (what already happened is not news) and is looked at at once. */
  async set(next: Partial<Watch>): Promise<Watch> {
    this.watch = { queueCodes: next.queueCodes ?? this.watch.queueCodes, windowMinutes: next.windowMinutes ?? this.watch.windowMinutes };
    this.rules.reset();
    if (this.watch.queueCodes.length > 0 && !this.timer) {
      this.timer = setInterval(() => void this.look().catch(() => undefined), pollMs(this.options.pollMs));
      this.timer.unref?.();
    }
    if (this.watch.queueCodes.length === 0) this.stop();
    else await this.look();
    return this.current();
  }

  /** One look (the timer's, or a test's); looks never overlap. */
  look(): Promise<void> {
    this.looking ??= this.lookOnce().finally(() => (this.looking = null));
    return this.looking;
  }

  /** Whether the timer looks at the ERP now. */
  get isRunning(): boolean {
    return this.timer !== null;
  }

  /** Watches nothing any more (a switch or close): the next watch starts afresh. */
  clear(): void {
    this.watch = { ...this.watch, queueCodes: [] };
    this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.following?.off();
    this.following = null;
  }

  private async lookOnce(): Promise<void> {
    if (this.watch.queueCodes.length === 0) return;
    const { client, profile } = await this.ctx.connection.activeClient();
    const replica = this.follow(this.ctx.ticketReplicas.of(profile, client));
    await replica.sync();
    const watched = (t: ErpTicket | undefined): t is ErpTicket => this.watch.queueCodes.includes(t?.queueCode ?? '');
    const changedTickets = [...this.changed]
      .map((n) => replica.get(n))
      .filter(watched)
      .slice(0, THREADS_PER_LOOK);
    const changed = changedTickets.map((t) => t.ticketNumber);
    this.changed.clear();
    const threads = await mapLimit(changed, 4, (n) => collect(client.preview.tickets.comments(n)).catch((): ErpTicketComment[] => []));
    const newComments = threads.flatMap((comments, i) => comments.map((c) => ({ ...c, ticketNumber: c.ticketNumber ?? changed[i]! })));
    const now = new Date();
    // Only tickets an alert can be about: a deadline passed or within the window, or a new message.
    const nearDeadline = replica.table.deadlinesBefore(this.watch.queueCodes, new Date(now.getTime() + (this.watch.windowMinutes + 1) * 60_000));
    const alerts = this.rules.check({
      tickets: [...nearDeadline, ...changedTickets.filter((t) => !nearDeadline.some((n) => n.ticketNumber === t.ticketNumber))],
      queueCodes: this.watch.queueCodes,
      windowMinutes: this.watch.windowMinutes,
      newComments,
      now,
      erpMark: replica.watermark().tickets.at,
    });
    for (const alert of alerts) this.ctx.events.emit('ticketAlert', alert);
  }

  /** Hears every sync of the active connection's replica, whoever asked for it (the list syncs too). */
  private follow(replica: TicketReplica): TicketReplica {
    if (this.following?.replica === replica) return replica;
    this.following?.off();
    this.changed.clear();
    this.rules.reset();
    const off = replica.subscribe((c) => {
      if (c.initial) return;
      for (const t of c.changed) this.changed.add(t.ticketNumber);
    });
    this.following = { replica, off };
    return replica;
  }
}
