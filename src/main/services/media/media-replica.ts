import { randomUUID } from 'node:crypto';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { MediaAsset } from '../../erp/preview/media';
import { Database } from '../../store/database';
import { replicaSource, type ReplicaProfile } from '../../store/replica-rows';
import { advance, advanceDeletions, deletionsDue, deletionsSince, type Mark } from '../shared/delta-mark';
import { asOfAfter, DELETIONS_KEPT_MS, freshAfter, readInBatches, withStoredRows, type Freshness } from '../shared/replica-sync';
import { MediaReplicaTable, MEDIA_REPLICA_VERSION, type MediaReplicaState, type MediaWatermark } from './replica-table';

/**
 * How often a type filter also reads `/deletions` (rows 316, 333): between, it reads only the
 * assets changed since the mark, one call. A delete made in this app leaves the replica at once.
 */
export const MEDIA_DELETIONS_EVERY_MS = 60_000;
const PAGING = { pageSize: 200, concurrency: 4 };

export interface MediaReplicaOptions {
  /** This machine's clock; tests move it. */
  now?: () => number;
  deletionsKeptMs?: number;
  deletionsEveryMs?: number;
}

const EMPTY: MediaWatermark = { media: { at: null, keys: [] }, deletions: { at: null, keys: [] } };

/** An asset's instant on the ERP's clock: `modifiedDate`, else `createdDate` (row 144). */
const assetInstant = (a: MediaAsset) => a.modifiedDate ?? a.createdDate ?? null;
const advanceMedia = (mark: Mark, assets: readonly MediaAsset[]) => advance(mark, assets, (a) => a.id.toLowerCase(), assetInstant);

/**
 * The media assets of one channel of one connection, kept in the local database (row 316) the
 * way `TicketReplica` keeps tickets: current by `modifiedSince` and `/deletions`, resumed from
 * its stored watermark after a restart, read whole only when it cannot be trusted. The folder
 * tree, counts and type filter query its table; uploads, edits and deletes made here write it.
 */
export class MediaReplica {
  /** undefined: not yet read from disk; null: nothing to resume from. */
  private state: MediaReplicaState | null | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  /** Whether this run has brought the rows up to date once (a start always reads the changes). */
  private current = false;
  private readonly now: () => number;
  private readonly keptMs: number;
  private readonly everyMs: number;

  constructor(
    private client: ErpClient,
    readonly table: MediaReplicaTable,
    readonly channelCode: string,
    readonly source: string,
    options: MediaReplicaOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.keptMs = options.deletionsKeptMs ?? DELETIONS_KEPT_MS;
    this.everyMs = options.deletionsEveryMs ?? MEDIA_DELETIONS_EVERY_MS;
  }

  /** The connection's current client (a reconnect makes a new one; the replica stays). */
  use(client: ErpClient): this {
    this.client = client;
    return this;
  }

  /** Up to date once in this run: the first use reads the changes (or everything), later ones nothing. */
  ensure(): Promise<void> {
    return this.current ? Promise.resolve() : this.sync();
  }

  /** `ensure` for a read: when the ERP cannot be reached, the stored rows answer as of their last sync. */
  ensured(): Promise<Freshness> {
    return freshAfter(
      () => this.ensure(),
      () => this.lastSynced(),
    );
  }

  /** `refresh` for a read: when the ERP cannot be reached, the stored rows answer as of their last sync. */
  refreshed(): Promise<Freshness> {
    return freshAfter(
      () => this.refresh(),
      () => this.lastSynced(),
    );
  }

  /**
   * A live read of the library failed with `error`: the stored rows answer as of their last sync
   * when the ERP could not be reached (else the error is thrown), and the next `ensure` syncs again.
   */
  unreachable(error: unknown): Freshness {
    const freshness = asOfAfter(error, () => this.lastSynced());
    this.current = false;
    return freshness;
  }

  /** This machine's time of the last completed sync, if the stored rows came from one. */
  lastSynced(): string | undefined {
    if (this.state === undefined) this.state = this.table.state();
    const s = this.state;
    return s && s.version === MEDIA_REPLICA_VERSION && s.source === this.source ? s.syncedAt : undefined;
  }

  /** The changes since the mark: assets and deletions. */
  sync(): Promise<void> {
    return this.queue(() => this.fetch(true));
  }

  /** The changed assets, one call; deletions too at the first use in this run or `deletionsEveryMs` after the last read. */
  refresh(): Promise<void> {
    return this.queue(() => this.fetch(!this.current || deletionsDue(this.state?.deletionsReadAt, this.now(), this.everyMs)));
  }

  /** An asset this app stored or changed (the ERP's answer), without reading the library again. */
  put(asset: MediaAsset): Promise<void> {
    return this.queue(() => this.table.apply({ upserts: [asset] }));
  }

  /** Assets this app deleted. */
  remove(ids: readonly string[]): Promise<void> {
    return this.queue(() => this.table.apply({ upserts: [], removed: ids }));
  }

  /** Syncs and writes run one after another, so a full read never interleaves with a write. */
  private queue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.catch(() => undefined).then(work);
    this.chain = run;
    return run;
  }

  /** A round of reads: brief once a sync completed, as every replica's round (row 343). */
  private fetch(withDeletions: boolean): Promise<void> {
    return withStoredRows(
      () => this.lastSynced(),
      () => this.read(withDeletions),
    );
  }

  private async read(withDeletions: boolean): Promise<void> {
    if (this.state === undefined) this.state = this.table.state();
    try {
      if (this.trusted()) await this.readChanges(this.state!, withDeletions);
      else await this.readEverything();
      this.current = true;
    } catch (error) {
      // The rows are only as current as the last completed sync: the next `ensure` syncs again.
      this.current = false;
      throw error;
    }
  }

  /** Whether the stored rows may be brought up to date by changes alone. */
  private trusted(): boolean {
    const s = this.state;
    return !!s && s.version === MEDIA_REPLICA_VERSION && s.source === this.source && this.now() - Date.parse(s.deletionsReadAt) <= this.keptMs;
  }

  private stateAt(watermark: MediaWatermark, deletionsReadAt: string): MediaReplicaState {
    const at = new Date(this.now()).toISOString();
    return { version: MEDIA_REPLICA_VERSION, source: this.source, watermark, syncedAt: at, deletionsReadAt };
  }

  private async readChanges(s: MediaReplicaState, withDeletions: boolean): Promise<void> {
    const w = s.watermark;
    const since = (m: Mark) => m.at ?? undefined;
    const [assets, deletions] = await Promise.all([
      collect(this.client.preview.media.all(this.channelCode, { modifiedSince: since(w.media) }, PAGING)),
      withDeletions ? deletionsSince(this.client, w.deletions) : Promise.resolve(null),
    ]);
    const m = advanceMedia(w.media, assets);
    const d = deletions ? advanceDeletions(w.deletions, deletions, 'ChannelMediaAsset') : { mark: w.deletions, removed: [] };
    const state = this.stateAt({ media: m.mark, deletions: d.mark }, deletions ? new Date(this.now()).toISOString() : s.deletionsReadAt);
    await this.table.apply({ upserts: m.fresh, removed: d.removed, state });
    this.state = state;
  }

  /** Every asset, written a batch at a time; the state is written last, so a read cut short starts over. */
  private async readEverything(): Promise<void> {
    let mark: Mark = EMPTY.media;
    await readInBatches(
      this.client.preview.media.all(this.channelCode, {}, PAGING),
      async () => {
        this.state = null;
        await this.table.clear();
      },
      async (batch) => {
        mark = advanceMedia(mark, batch).mark;
        await this.table.apply({ upserts: batch });
      },
    );
    // Deletions start at the newest asset seen; older tombstones are not in the list anyway.
    const state = this.stateAt({ media: mark, deletions: { at: mark.at, keys: [] } }, new Date(this.now()).toISOString());
    await this.table.apply({ upserts: [], state });
    this.state = state;
  }
}

/**
 * The media replica of each connection and channel, on the data folder's database; built and
 * closed with the app, as `TicketReplicas`. A connection whose address or tenant changed gets a
 * fresh replica; the Demo ERP is made anew at every start, so its rows never outlive this registry.
 */
export class MediaReplicas {
  private readonly db: Database;
  private readonly replicas = new Map<string, MediaReplica>();
  private readonly demoInstance = randomUUID();

  constructor(
    dataDir: string,
    private readonly options: MediaReplicaOptions = {},
  ) {
    this.db = Database.open(dataDir);
  }

  of(profile: ReplicaProfile, client: ErpClient, channelCode: string): MediaReplica {
    const source = replicaSource(profile, this.demoInstance);
    const key = `${profile.id} ${channelCode}`;
    const existing = this.replicas.get(key);
    if (existing?.source === source) return existing.use(client);
    const replica = new MediaReplica(client, new MediaReplicaTable(this.db, profile.id, channelCode), channelCode, source, this.options);
    this.replicas.set(key, replica);
    return replica;
  }

  close(): Promise<void> {
    this.replicas.clear();
    return this.db.close();
  }
}
