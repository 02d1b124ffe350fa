import { randomUUID } from 'node:crypto';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpTicket } from '../../erp/preview/tickets';
import { Database } from '../../store/database';
import { replicaSource, type ReplicaProfile } from '../../store/replica-rows';
import { ReplicaTable, TICKET_REPLICA_VERSION, type ReplicaState } from './replica-table';
import {
  DELETIONS_KEPT_MS,
  isUnreachable,
  readInBatches,
  SyncRounds,
  withStoredRows,
  type Freshness,
  type ReadingFreshness,
  type ReadingProgress,
} from '../shared/replica-sync';
import { deletionsSince } from '../shared/delta-mark';
import { advanceDeletions, advanceTickets, type Mark, type Watermark } from './watermark';

export interface IndexChanges {
  /** Created or changed since the previous sync; empty after a full read. */
  changed: ErpTicket[];
  removed: string[];
  /** The sync read every ticket: nothing in it is news. */
  initial: boolean;
}

export { DELETIONS_KEPT_MS, isUnreachable, withStoredRows, type Freshness };

export interface ReplicaOptions {
  /** This machine's clock; tests move it. */
  now?: () => number;
  deletionsKeptMs?: number;
}

const EMPTY: Watermark = { tickets: { at: null, keys: [] }, deletions: { at: null, keys: [] } };

/**
 * Every ticket of one connection, kept in the local database (row 315) and current by the delta
 * poll (`modifiedSince` and `/deletions`, one small call each when nothing changed). After a
 * restart it resumes from its stored watermark; it reads everything again only when it cannot
 * be trusted (another replica version or ERP, or deletions left unread longer than the ERP keeps
 * them). Lists, queue counts and alerts query its table. Concurrent syncs share one round of calls.
 */
export class TicketReplica {
  /** undefined: not yet read from disk; null: nothing to resume from. */
  private state: ReplicaState | null | undefined;
  private readonly rounds = new SyncRounds(
    () => this.fetch(),
    () => this.lastSynced(),
  );
  private readonly listeners = new Set<(changes: IndexChanges) => void>();
  private readonly now: () => number;
  private readonly keptMs: number;

  constructor(
    private client: ErpClient,
    readonly table: ReplicaTable,
    readonly source: string,
    options: ReplicaOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.keptMs = options.deletionsKeptMs ?? DELETIONS_KEPT_MS;
  }

  /** The connection's current client (a reconnect makes a new one; the replica stays). */
  use(client: ErpClient): this {
    this.client = client;
    return this;
  }

  /** A sync asked while one runs waits for it and runs once more, so a write just made is seen. */
  sync(): Promise<IndexChanges> {
    return this.rounds.sync();
  }

  /** Syncs for a read; when the ERP cannot be reached, the rows of the last completed sync answer, with its instant. */
  current(): Promise<Freshness> {
    return this.rounds.current(() => this.lastSynced());
  }

  /** Syncs for a reader that can answer from the stored rows: a first read does not hold it up (row 340). */
  soon(): Promise<ReadingFreshness> {
    return this.rounds.soon(() => this.lastSynced());
  }

  /** This machine's time of the last completed sync, if the stored rows came from one. */
  lastSynced(): string | undefined {
    if (this.state === undefined) this.state = this.table.state();
    const s = this.state;
    return s && s.version === TICKET_REPLICA_VERSION && s.source === this.source ? s.syncedAt : undefined;
  }

  get(ticketNumber: string): ErpTicket | undefined {
    return this.table.get(ticketNumber);
  }

  /** Where the renderer's own poll starts: the replica's position. */
  watermark(): Watermark {
    return this.state?.watermark ?? EMPTY;
  }

  /** Told of every sync's changes, whoever asked for the sync. */
  subscribe(listener: (changes: IndexChanges) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async fetch(): Promise<IndexChanges> {
    if (this.state === undefined) this.state = this.table.state();
    const changes = this.trusted() ? await this.readChanges(this.state!.watermark) : await this.readEverything();
    for (const listener of this.listeners) listener(changes);
    return changes;
  }

  /** Whether the stored rows may be brought up to date by changes alone. */
  private trusted(): boolean {
    const s = this.state;
    return !!s && s.version === TICKET_REPLICA_VERSION && s.source === this.source && this.now() - Date.parse(s.syncedAt) <= this.keptMs;
  }

  private stateAt(watermark: Watermark): ReplicaState {
    return { version: TICKET_REPLICA_VERSION, source: this.source, watermark, syncedAt: new Date(this.now()).toISOString() };
  }

  private async readChanges(w: Watermark): Promise<IndexChanges> {
    const since = (m: Mark) => m.at ?? undefined;
    const [tickets, deletions] = await Promise.all([
      collect(this.client.preview.tickets.all({ modifiedSince: since(w.tickets) }, { pageSize: 200, concurrency: 4 })),
      deletionsSince(this.client, w.deletions),
    ]);
    const t = advanceTickets(w.tickets, tickets);
    const d = advanceDeletions(w.deletions, deletions);
    const state = this.stateAt({ tickets: t.mark, deletions: d.mark });
    await this.table.apply({ upserts: t.fresh, removed: d.removed, state });
    this.state = state;
    return { changed: t.fresh, removed: d.removed, initial: false };
  }

  /** Every ticket, written a batch at a time; the state is written last, so a read cut short starts over. */
  private async readEverything(): Promise<IndexChanges> {
    let mark: Mark = EMPTY.tickets;
    const progress: ReadingProgress = { done: 0, total: null };
    await readInBatches(
      this.client.preview.tickets.all({}, { pageSize: 200, concurrency: 4, onTotal: (total) => (progress.total = total) }),
      async () => {
        this.state = null;
        await this.table.clear();
        this.rounds.readingFromStart(progress);
      },
      async (batch) => {
        mark = advanceTickets(mark, batch).mark;
        await this.table.apply({ upserts: batch });
      },
      progress,
    );
    // Deletions start at the newest ticket seen; older tombstones are not in the list anyway.
    const read = this.stateAt({ tickets: mark, deletions: { at: mark.at, keys: [] } });
    await this.table.apply({ upserts: [], state: read });
    this.state = read;
    await this.readDeletionsSince(read.watermark);
    return { changed: [], removed: [], initial: true };
  }

  /**
   * The deletions after a whole read, read at once rather than by the next sync (row 351): the
   * mark then stands at the newest deletion, so a restart with nothing changed reads one page of
   * them however many records of other types were deleted after the newest ticket. Tickets among
   * them were removed while the read ran. Should this call fail, the state written before it
   * makes the next sync read the same deletions.
   */
  private async readDeletionsSince(w: Watermark): Promise<void> {
    const deletions = await deletionsSince(this.client, w.deletions);
    const d = advanceDeletions(w.deletions, deletions);
    const state = this.stateAt({ tickets: w.tickets, deletions: d.mark });
    await this.table.apply({ upserts: [], removed: d.removed, state });
    this.state = state;
  }
}

/**
 * The tickets replica of each connection, on the data folder's database; built and closed with
 * the app. A connection whose address or tenant changed gets a fresh replica (its rows are then
 * read again). The Demo ERP is made anew at every start, so its rows never outlive this registry.
 */
export class TicketReplicas {
  private readonly db: Database;
  private readonly replicas = new Map<string, TicketReplica>();
  private readonly demoInstance = randomUUID();

  constructor(
    dataDir: string,
    private readonly options: ReplicaOptions = {},
  ) {
    this.db = Database.open(dataDir);
  }

  of(profile: ReplicaProfile, client: ErpClient): TicketReplica {
    const source = replicaSource(profile, this.demoInstance);
    const existing = this.replicas.get(profile.id);
    if (existing?.source === source) return existing.use(client);
    const replica = new TicketReplica(client, new ReplicaTable(this.db, profile.id), source, this.options);
    this.replicas.set(profile.id, replica);
    return replica;
  }

  close(): Promise<void> {
    this.replicas.clear();
    return this.db.close();
  }
}
