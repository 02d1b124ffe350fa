import { randomUUID } from 'node:crypto';
import type { ErpClient } from '../../../erp/client';
import { collect } from '../../../erp/paging';
import { Database } from '../../../store/database';
import { replicaSource, type ReplicaProfile } from '../../../store/replica-rows';
import { advance, advanceDeletions, deletionsSince, type Mark } from '../delta-mark';
import { DELETIONS_KEPT_MS, readInBatches, SyncRounds, type Freshness, type ReadingFreshness, type ReadingProgress } from '../replica-sync';
import { KINDS, recordInstant, type RecordKindName, type RecordOf } from './record-kinds';
import { RECORDS_REPLICA_VERSION, RecordsTable, searchIsBroad, type RecordsState, type RecordsWatermark } from './records-table';

export interface RecordsChanges {
  /** Numbers created or changed since the previous sync; empty after a whole read. */
  changed: string[];
  removed: string[];
  /** The sync read the whole list. */
  initial: boolean;
}

export interface RecordsReplicaOptions {
  /** This machine's clock; tests move it. */
  now?: () => number;
  deletionsKeptMs?: number;
}

const NO_MARK: Mark = { at: null, keys: [] };

/**
 * One list (customers, items...) of one connection kept in the local database (row 317) the way
 * `TicketReplica` keeps tickets (row 315): current by `modifiedSince` and `/deletions`, resumed
 * from its stored watermark after a restart, read whole when it cannot be trusted, and for a
 * kind whose records leave without a deletion record, also whenever its last whole read is old.
 */
export class RecordsReplica<K extends RecordKindName = RecordKindName> {
  /** undefined: not yet read from disk; null: nothing to resume from. */
  private state: RecordsState | null | undefined;
  private readonly rounds = new SyncRounds(
    () => this.fetch(),
    () => this.lastSynced(),
  );
  private readonly now: () => number;
  private readonly keptMs: number;

  constructor(
    private client: ErpClient,
    readonly table: RecordsTable<K>,
    readonly source: string,
    options: RecordsReplicaOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.keptMs = options.deletionsKeptMs ?? DELETIONS_KEPT_MS;
  }

  get kind(): K {
    return this.table.kind;
  }

  use(client: ErpClient): this {
    this.client = client;
    return this;
  }

  /** A sync asked while one runs waits for it and runs once more, so a write just made is seen. */
  sync(): Promise<RecordsChanges> {
    return this.rounds.sync();
  }

  /** Syncs for a read; when the ERP cannot be reached, the rows of the last completed sync answer, with its instant. */
  current(): Promise<Freshness> {
    return this.rounds.current(() => this.lastSynced());
  }

  /**
   * Drops records this app just took out of the list (a configuration ordered here), so a search
   * does not wait for the next whole read (row 317). The mark stays: a later read agrees.
   */
  forget(numbers: readonly string[]): Promise<void> {
    return this.table.apply({ upserts: [], removed: numbers });
  }

  /**
   * For a reader that can answer from the stored rows: waits for a delta, not for a read from the
   * start, which goes on while the stored rows answer with its progress (row 340).
   */
  soon(): Promise<ReadingFreshness> {
    return this.rounds.soon(() => this.lastSynced());
  }

  lastSynced(): string | undefined {
    return this.ours() ? this.state!.syncedAt : undefined;
  }

  private ours(): boolean {
    if (this.state === undefined) this.state = this.table.state();
    const s = this.state;
    return !!s && s.version === RECORDS_REPLICA_VERSION && s.source === this.source;
  }

  private async fetch(): Promise<RecordsChanges> {
    if (!this.ours()) return this.readWhole(true);
    const s = this.state!;
    const now = this.now();
    if (now - Date.parse(s.syncedAt) > this.keptMs) return this.readWhole(true);
    const every = KINDS[this.kind].rereadEveryMs;
    if (every !== undefined && now - Date.parse(s.watermark.readWholeAt) >= every) return this.readWhole(false);
    return this.readChanges(s.watermark);
  }

  private stateAt(watermark: RecordsWatermark): RecordsState {
    return { version: RECORDS_REPLICA_VERSION, source: this.source, watermark, syncedAt: new Date(this.now()).toISOString() };
  }

  private async readChanges(w: RecordsWatermark): Promise<RecordsChanges> {
    const spec = KINDS[this.kind];
    const [records, deletions] = await Promise.all([collect(spec.list(this.client, w.records.at ?? undefined)), deletionsSince(this.client, w.deletions)]);
    const r = advance(w.records, records as RecordOf[K][], (x) => spec.face(x as never).number, recordInstant);
    const { mark: deletionsMark, removed } = advanceDeletions(w.deletions, deletions, spec.entityType);
    const state = this.stateAt({ records: r.mark, deletions: deletionsMark, readWholeAt: w.readWholeAt });
    await this.table.apply({ upserts: r.fresh, removed, state });
    this.state = state;
    return { changed: r.fresh.map((x) => spec.face(x as never).number), removed, initial: false };
  }

  /**
   * The whole list, a batch at a time, the state last. Rows of another ERP or version go first
   * (`fresh`); otherwise the old rows answer until the end, when those not read are dropped.
   */
  private async readWhole(fresh: boolean): Promise<RecordsChanges> {
    const spec = KINDS[this.kind];
    const startedAt = new Date(this.now()).toISOString();
    const seen = new Set<string>();
    let mark = NO_MARK;
    const progress: ReadingProgress = { done: 0, total: null };
    await readInBatches(
      spec.list(this.client, undefined, { onTotal: (total) => (progress.total = total) }) as AsyncIterable<RecordOf[K]>,
      async () => {
        if (!fresh) return;
        this.state = null;
        await this.table.clear();
        this.rounds.readingFromStart(progress);
      },
      async (batch) => {
        mark = advance(mark, batch, (x) => spec.face(x as never).number, recordInstant).mark;
        for (const x of batch) seen.add(spec.face(x as never).number);
        await this.table.apply({ upserts: batch });
      },
      progress,
    );
    // A re-read keeps its deletions mark; a first read starts it at the newest record seen and
    // reads the deletions from there at once, as the tickets replica does (row 351).
    const kept = !fresh && this.state ? this.state.watermark.deletions : null;
    const state = this.stateAt({ records: mark, deletions: kept ?? { at: mark.at, keys: [] }, readWholeAt: startedAt });
    await this.table.apply({ upserts: [], keep: seen, state });
    this.state = state;
    if (!kept) await this.readDeletionsSince(state.watermark);
    return { changed: [], removed: [], initial: true };
  }

  /**
   * The deletions after a first whole read: the mark then stands at the newest deletion of any
   * kind, so a restart with nothing changed reads one page of them. Records of this kind among
   * them were deleted while the read ran. Should this call fail, the state written before it
   * makes the next sync read the same deletions.
   */
  private async readDeletionsSince(w: RecordsWatermark): Promise<void> {
    const spec = KINDS[this.kind];
    const deletions = await deletionsSince(this.client, w.deletions);
    const { mark, removed } = advanceDeletions(w.deletions, deletions, spec.entityType);
    const state = this.stateAt({ ...w, deletions: mark });
    await this.table.apply({ upserts: [], removed, state });
    this.state = state;
  }
}

/**
 * The records replicas of each connection and kind, on the data folder's database; built and
 * closed with the app, as `TicketReplicas`. A connection whose address or tenant changed gets
 * fresh replicas; the Demo ERP's rows never outlive this registry.
 */
export class RecordsReplicas {
  private readonly db: Database;
  private readonly replicas = new Map<string, RecordsReplica>();
  private readonly demoInstance = randomUUID();

  constructor(
    dataDir: string,
    private readonly options: RecordsReplicaOptions = {},
  ) {
    this.db = Database.open(dataDir);
  }

  of<K extends RecordKindName>(profile: ReplicaProfile, client: ErpClient, kind: K): RecordsReplica<K> {
    const source = replicaSource(profile, this.demoInstance);
    const id = `${profile.id} ${kind}`;
    const existing = this.replicas.get(id) as RecordsReplica<K> | undefined;
    if (existing?.source === source) return existing.use(client);
    const replica = new RecordsReplica(client, new RecordsTable(this.db, profile.id, kind), source, this.options);
    this.replicas.set(id, replica as unknown as RecordsReplica);
    return replica;
  }

  /** A text so broad that the palette answers it in number order rather than ranked (row 352). */
  isBroad(text: string): boolean {
    return searchIsBroad(this.db, text);
  }

  close(): Promise<void> {
    this.replicas.clear();
    return this.db.close();
  }
}
