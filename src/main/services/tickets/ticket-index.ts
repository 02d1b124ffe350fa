import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpTicket } from '../../erp/preview/tickets';
import { advance, type Watermark } from './watermark';

export interface IndexChanges {
  /** Created or changed since the previous sync (every ticket on the first). */
  changed: ErpTicket[];
  removed: string[];
  /** The first sync read every ticket: nothing in it is news. */
  initial: boolean;
}

const instantOf = (t: ErpTicket) => t.modifiedDate ?? t.createdDate ?? null;

/**
 * Every ticket of one connection, kept in main: read once, then kept current by the delta poll
 * (`modifiedSince` and `/deletions`, one small call each when nothing changed). The list, the
 * queue counts and the alerts are answered from it, so 10,000 tickets cost a full read once,
 * not on every page, filter or sort. Concurrent syncs share one round of calls.
 */
export class TicketIndex {
  private readonly tickets = new Map<string, ErpTicket>();
  private mark: Watermark | null = null;
  private running: Promise<IndexChanges> | null = null;
  private queued: Promise<IndexChanges> | null = null;
  private readonly listeners = new Set<(changes: IndexChanges) => void>();

  constructor(private readonly client: ErpClient) {}

  /** A sync asked while one runs waits for it and runs once more, so a write just made is seen. */
  sync(): Promise<IndexChanges> {
    if (!this.running) {
      this.running = this.fetch().finally(() => (this.running = null));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  all(): ErpTicket[] {
    return [...this.tickets.values()];
  }

  get(ticketNumber: string): ErpTicket | undefined {
    return this.tickets.get(ticketNumber);
  }

  /** Where the renderer's own poll starts: the index's position. */
  watermark(): Watermark {
    return this.mark ?? { tickets: { at: null, keys: [] }, deletions: { at: null, keys: [] } };
  }

  /** Told of every sync's changes, whoever asked for the sync. */
  subscribe(listener: (changes: IndexChanges) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async fetch(): Promise<IndexChanges> {
    const initial = this.mark === null;
    const w = this.watermark();
    const since = w.tickets.at ?? undefined;
    const [tickets, deletions] = await Promise.all([
      collect(this.client.preview.tickets.all(since ? { modifiedSince: since } : {}, { pageSize: 200, concurrency: 4 })),
      // The first read starts the deletions at the newest ticket seen; older tombstones are not in the list anyway.
      initial ? Promise.resolve([]) : collect(this.client.preview.deletions.all(w.deletions.at ?? undefined, { pageSize: 200 })),
    ]);
    const t = advance(w.tickets, tickets, (r) => r.ticketNumber, instantOf);
    const d = advance(
      w.deletions,
      deletions,
      (r) => `${r.entityType ?? ''}:${r.key}`,
      (r) => r.deletedDate ?? null,
    );
    this.mark = { tickets: t.mark, deletions: initial ? { at: t.mark.at, keys: [] } : d.mark };
    for (const r of t.fresh) this.tickets.set(r.ticketNumber, r);
    const removed = d.fresh.filter((r) => r.entityType === 'Ticket').map((r) => r.key);
    for (const n of removed) this.tickets.delete(n);
    const changes = { changed: t.fresh, removed, initial };
    for (const listener of this.listeners) listener(changes);
    return changes;
  }
}

const indexes = new WeakMap<ErpClient, TicketIndex>();

/** One index per ERP client: a reconnect or another profile starts afresh. */
export function ticketIndexOf(client: ErpClient): TicketIndex {
  let index = indexes.get(client);
  if (!index) {
    index = new TicketIndex(client);
    indexes.set(client, index);
  }
  return index;
}
