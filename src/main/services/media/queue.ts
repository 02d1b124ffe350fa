import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { z } from 'zod';
import type { enqueueSchema, MediaAssetView, UploadDecision, UploadItem, UploadState } from '@shared/contract/media';
import { AppError, toErrorData } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import type { MediaAsset } from '../../erp/preview/media';
import type { EventHub } from '../../events';
import { toAssetView } from './assets';
import type { IncomingFiles } from './incoming';
import {
  emptyItem,
  journalQueued,
  pendingQueueIntents,
  removeReplaced,
  replaceAfterStored,
  settleIntent,
  unresolvedUploads,
  type Connection,
  type Entry,
  type QueuedIntent,
  type ResumedEntry,
} from './queue-journal';

export interface UploadQueueOptions {
  events: Pick<EventHub, 'emit'>;
  connection: () => Promise<Connection>;
  /** The files handed over for upload, and their staged checks. */
  files: IncomingFiles;
  /** Uploads sending at once. */
  concurrency?: number;
  /** Automatic resends of an upload that certainly did not arrive (broken off mid-body, none found after a lost answer). */
  autoRetries?: number;
  /** Told of each asset an upload stored (the ERP's answer, or the one adopted), before the item shows done. */
  stored?: (client: ErpClient, asset: MediaAssetView) => Promise<void>;
}

const FINISHED: readonly UploadState[] = ['done', 'skipped', 'cancelled'];
/** States after which a restart has nothing to bring back (a failed upload is retried on request only). */
const SETTLED: readonly UploadState[] = [...FINISHED, 'failed'];
const PROGRESS_INTERVAL_MS = 100;
const PROGRESS_STEPS = 20;

/**
 * The upload queue of main. Each file is checked and hashed first (nothing is sent for a file
 * the ERP would refuse; usually done already, from when the file was handed over), then
 * uploaded a few at a time, never two of the same content to the same place at once. The ERP takes no idempotency key (row 145), so every attempt is recorded in
 * the idempotency journal before its first byte, and an attempt whose answer was lost is looked
 * up with findStored before anything is sent again: one match is adopted, none is resent
 * automatically, several are the user's decision. A restart finds those records and does the same.
 * Uploads still waiting, and the deletions a "replace" owes, are journaled as intents, so a
 * restart takes them up again too.
 */
export class UploadQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly contentInFlight = new Set<string>();
  private readonly resumedProfiles = new Set<string>();
  private running = 0;
  private closed = false;

  constructor(private readonly o: UploadQueueOptions) {}

  list(): UploadItem[] {
    return [...this.entries.values()].map((e) => ({ ...e.view }));
  }

  async enqueue(input: z.output<typeof enqueueSchema>): Promise<UploadItem[]> {
    const conn = await this.o.connection();
    await this.resume(conn);
    const added: Promise<void>[] = [];
    for (const file of input.files) {
      const given = file.source.kind === 'file' ? this.o.files.takePickedFile(file.source.fileId) : this.o.files.takeStream(file.source.streamId);
      const itemId = randomUUID();
      // Journaled together: the intents of one drop share one disk sync.
      added.push(
        this.add({
          view: {
            ...emptyItem(itemId, input.channelCode, file.fileName ?? given.fileName),
            folder: input.folder ?? null,
            folderId: input.folderId ?? null,
            title: file.title || null,
            altText: file.altText || null,
            caption: file.caption || null,
          },
          path: given.path,
          client: conn.client,
          policy: input.onDuplicate,
        }),
      );
    }
    await Promise.all(added);
    this.pump();
    return this.list();
  }

  /**
   * What an earlier run left: uploads whose answer never came (the journal's pending upload
   * records), uploads still waiting (queued intents) and deletions owed by a replace.
   */
  async resume(conn: Connection): Promise<void> {
    if (this.resumedProfiles.has(conn.profile.id)) return;
    this.resumedProfiles.add(conn.profile.id);
    const live = new Set([...this.entries.values()].map((e) => e.unresolved?.operationId));
    for (const resumed of unresolvedUploads(conn, live)) await this.add(resumed, false);
    for (const { intentId, intent } of pendingQueueIntents(conn.client)) {
      if ('mediaQueued' in intent) this.resumeQueued(conn, intentId, intent.mediaQueued);
      else void removeReplaced(conn.client, intentId, intent.mediaReplace);
    }
    this.pump();
  }

  private resumeQueued(conn: Connection, intentId: string, q: QueuedIntent): void {
    const known = this.entries.get(q.itemId);
    // Sending when the app stopped: the upload record brought it back already; it settles this intent too.
    if (known) {
      known.intentId ??= intentId;
      return;
    }
    const { itemId, channelCode, fileName, path, policy, replaceIds, ...meta } = q;
    const e: Entry = {
      view: { ...emptyItem(itemId, channelCode, fileName), ...meta },
      path,
      client: conn.client,
      policy,
      replaceIds,
      intentId,
      retriesLeft: this.o.autoRetries ?? 2,
      lastEmit: 0,
      lastStep: 0,
    };
    this.entries.set(itemId, e);
    if (!existsSync(path))
      return this.set(e, {
        state: 'failed',
        error: toErrorData(
          new AppError({
            kind: 'notFound',
            title: 'This file is no longer available',
            detail: `${fileName} was waiting to be uploaded when the app stopped and can no longer be read; add it again.`,
          }),
        ),
      });
    this.emit(e);
  }

  cancel(itemId?: string): UploadItem[] {
    for (const e of this.select(itemId)) {
      if (e.view.state === 'queued' || e.view.state === 'needsDecision' || e.view.state === 'failed') {
        if (e.unresolved) continue; // a lost answer is resolved before anything is given up
        this.set(e, { state: 'cancelled' });
      } else e.abort?.abort();
    }
    return this.list();
  }

  async retry(itemId?: string): Promise<UploadItem[]> {
    for (const e of this.select(itemId)) {
      if (e.view.state !== 'failed' && e.view.state !== 'cancelled') continue;
      e.checked = undefined; // the file may have changed meanwhile
      e.retriesLeft = this.o.autoRetries ?? 2;
      await journalQueued(e);
      this.set(e, { state: 'queued', error: null, sentBytes: 0 });
    }
    this.pump();
    return this.list();
  }

  async decide(itemId: string, decision: UploadDecision): Promise<UploadItem> {
    const e = this.entries.get(itemId);
    if (!e || e.view.state !== 'needsDecision' || !e.view.decision) {
      throw new AppError({
        kind: 'conflict',
        title: 'This upload is not waiting for a decision',
        detail: e ? `${e.view.fileName} is ${e.view.state}.` : 'It is no longer in the queue.',
      });
    }
    const { candidates } = e.view.decision;
    if (decision.choice === 'adopt') {
      const chosen = candidates.find((c) => c.id === decision.assetId);
      if (!chosen) throw new AppError({ kind: 'validation', title: 'Choose one of the files offered', detail: `${decision.assetId} is not one of them.` });
      if (e.unresolved) await e.client.settleUnkeyed(e.unresolved.operationId, 201);
      e.unresolved = undefined;
      await this.finish(e, chosen);
      return { ...e.view };
    }
    // Any other answer means the lost attempt is not taken as this upload.
    if (e.unresolved) await e.client.settleUnkeyed(e.unresolved.operationId, 0);
    e.unresolved = undefined;
    if (decision.choice === 'skip') {
      await this.settleWith(e, { state: 'skipped', decision: null });
    } else {
      e.policy = 'keepBoth';
      e.replaceIds = decision.choice === 'replace' ? candidates.map((c) => c.id) : [];
      // The answer is journaled with the upload, so a restart still replaces rather than keeps both.
      await journalQueued(e);
      this.set(e, { state: 'queued', decision: null });
      this.pump();
    }
    return { ...e.view };
  }

  clearFinished(): UploadItem[] {
    for (const [id, e] of this.entries) {
      if (!FINISHED.includes(e.view.state)) continue;
      this.entries.delete(id);
      void this.dropTempFile(e);
    }
    return this.list();
  }

  /**
   * Starts no further upload. One under way is left to its journal: it ends with the connection
   * (closed after the queue) and the next start resolves it like any lost answer.
   */
  close(): void {
    this.closed = true;
  }

  // ---------- running ----------

  private async add(partial: ResumedEntry, journal = true): Promise<void> {
    const e: Entry = { replaceIds: [], retriesLeft: this.o.autoRetries ?? 2, lastEmit: 0, lastStep: 0, ...partial };
    if (journal) await journalQueued(e);
    this.entries.set(e.view.itemId, e);
    this.emit(e);
  }

  private select(itemId: string | undefined): Entry[] {
    return [...this.entries.values()].filter((e) => itemId === undefined || e.view.itemId === itemId);
  }

  private contentKey(e: Entry): string | undefined {
    const sha = e.checked?.sha256;
    return sha ? `${e.view.channelCode}|${e.view.folderId ?? e.view.folder ?? 'Content'}|${sha}` : undefined;
  }

  /**
   * Starts waiting work while slots are free; an upload of content already in flight to the same place waits.
   * Not `mapLimit`: the next entry is chosen when a slot frees (skipping content in flight), not fixed in a FIFO.
   */
  private pump(): void {
    if (this.closed) return;
    for (const e of this.entries.values()) {
      if (this.running >= (this.o.concurrency ?? 3)) return;
      const ready =
        (e.view.state === 'queued' || (e.view.state === 'resolving' && e.unresolved && !e.abort)) && !this.contentInFlight.has(this.contentKey(e) ?? '');
      if (!ready) continue;
      this.running++;
      e.abort = new AbortController();
      void this.run(e).finally(() => {
        e.abort = undefined;
        this.running--;
        this.pump();
      });
    }
  }

  private async run(e: Entry): Promise<void> {
    try {
      if (e.unresolved) return await this.resolve(e);
      if (!e.checked) {
        this.set(e, { state: 'checking' });
        e.checked = await this.o.files.staged.inspect(e.path, e.view.fileName);
        this.set(e, { totalBytes: e.checked.size, contentType: e.checked.contentType, sha256: e.checked.sha256 });
      }
      const key = this.contentKey(e)!;
      if (this.contentInFlight.has(key)) return this.set(e, { state: 'queued' });
      this.contentInFlight.add(key);
      try {
        if (await this.stopsForDuplicate(e)) return;
        await this.send(e);
      } finally {
        this.contentInFlight.delete(key);
      }
    } catch (error) {
      const cancelled = e.abort?.signal.aborted;
      this.set(e, { state: cancelled ? 'cancelled' : 'failed', error: cancelled ? null : toErrorData(error) });
    }
  }

  /** Same name and size already in the library (row 145's match, without the time bound). */
  private async stopsForDuplicate(e: Entry): Promise<boolean> {
    if (e.policy === 'keepBoth') return false;
    const same: MediaAsset[] = [];
    for await (const a of e.client.preview.media.all(e.view.channelCode, { search: e.view.fileName }, { signal: e.abort?.signal })) {
      if (a.fileName === e.view.fileName && a.fileSize === e.checked!.size) same.push(a);
    }
    if (same.length === 0) return false;
    if (e.policy === 'replace') {
      e.replaceIds = same.map((a) => a.id);
      return false;
    }
    if (e.policy === 'skip') await this.settleWith(e, { state: 'skipped' });
    else this.set(e, { state: 'needsDecision', decision: { reason: 'duplicate', candidates: same.map(toAssetView) } });
    return true;
  }

  private async send(e: Entry): Promise<void> {
    const { view, checked } = e;
    const operationId = randomUUID();
    const startedAt = new Date().toISOString();
    let sent = 0;
    e.lastStep = 0;
    this.set(e, { state: 'uploading', sentBytes: 0, attempts: view.attempts + 1, error: null });
    try {
      const asset = await e.client.preview.media.upload(
        view.channelCode,
        { path: e.path, fileName: view.fileName },
        {
          ...(view.folder ? { folder: view.folder } : {}),
          ...(view.folderId ? { folderId: view.folderId } : {}),
          ...(view.title ? { title: view.title } : {}),
          ...(view.altText ? { altText: view.altText } : {}),
          ...(view.caption ? { caption: view.caption } : {}),
          contentType: checked!.contentType,
          operationId,
          signal: e.abort?.signal,
          record: {
            itemId: view.itemId,
            path: e.path,
            sha256: checked!.sha256,
            title: view.title,
            altText: view.altText,
            caption: view.caption,
            replaceIds: e.replaceIds,
          },
          onProgress: (p) => {
            sent = p.sentBytes;
            this.progress(e, p.sentBytes, p.totalBytes);
          },
        },
      );
      await this.finish(e, toAssetView(asset));
    } catch (error) {
      const unknownOutcome = e.client.pendingWrites().some((w) => w.operationId === operationId);
      if (!unknownOutcome) throw error; // a 4xx, or refused before sending: the ERP's final word
      if (sent < checked!.size) {
        // Broken off before the last byte: the ERP cannot have stored it.
        await e.client.settleUnkeyed(operationId, 0);
        return this.again(e, error);
      }
      e.unresolved = { operationId, startedAt };
      await this.resolve(e);
    }
  }

  /** A lost answer: the library says whether the upload was stored (row 145). */
  private async resolve(e: Entry): Promise<void> {
    const { operationId, startedAt } = e.unresolved!;
    this.set(e, { state: 'resolving' });
    const found = await e.client.preview.media.findStored(e.view.channelCode, {
      fileName: e.view.fileName,
      fileSize: e.view.totalBytes ?? e.checked?.size ?? 0,
      startedAt,
    });
    if (found.length === 1) {
      await e.client.settleUnkeyed(operationId, 201);
      e.unresolved = undefined;
      return this.finish(e, toAssetView(found[0]!));
    }
    if (found.length > 1) return this.set(e, { state: 'needsDecision', decision: { reason: 'ambiguous', candidates: found.map(toAssetView) } });
    await e.client.settleUnkeyed(operationId, 0);
    e.unresolved = undefined;
    if (!existsSync(e.path)) {
      return this.set(e, {
        state: 'failed',
        error: toErrorData(
          new AppError({
            kind: 'notFound',
            title: 'This file was not stored',
            detail: `${e.view.fileName} did not reach the library and its file is no longer available; add it again.`,
          }),
        ),
      });
    }
    return this.again(e, null);
  }

  /** Certainly not stored: resend on its own while automatic retries last. */
  private again(e: Entry, error: unknown): void {
    if (e.abort?.signal.aborted) return this.set(e, { state: 'cancelled' });
    if (e.retriesLeft-- > 0) return this.set(e, { state: 'queued', sentBytes: 0 });
    const detail = `${e.view.fileName} did not reach the library in ${e.view.attempts} ${e.view.attempts === 1 ? 'attempt' : 'attempts'}; nothing was stored. Retry sends it again.`;
    this.set(e, { state: 'failed', error: { ...toErrorData(error ?? new AppError({ kind: 'network', title: 'The upload did not arrive' })), detail } });
  }

  private async finish(e: Entry, view: MediaAssetView): Promise<void> {
    if (e.replaceIds.length > 0) await replaceAfterStored(e, view.id);
    e.replaceIds = [];
    // The library's replica takes the asset from the answer; should that fail, its next sync still brings it.
    await this.o.stored?.(e.client, view).catch(() => undefined);
    await this.settleWith(e, { state: 'done', asset: view, decision: null, error: null, sentBytes: e.view.totalBytes ?? e.view.sentBytes });
  }

  /**
   * Ends the upload in a settled state that keeps no file: the temp copy is gone before the state
   * is shown, so whoever sees the item settled never finds its file. The intent is settled first,
   * as before, so a stop in between does not bring back an upload whose file is gone.
   */
  private async settleWith(e: Entry, change: Partial<UploadItem>): Promise<void> {
    settleIntent(e);
    await this.dropTempFile(e);
    this.set(e, change);
  }

  private async dropTempFile(e: Entry): Promise<void> {
    if (!this.o.files.isIncoming(e.path)) return;
    this.o.files.staged.drop(e.path);
    // A temp file that cannot be deleted is left in the data folder; the upload's outcome stands.
    await rm(e.path, { force: true }).catch(() => undefined);
  }

  private progress(e: Entry, sentBytes: number, totalBytes: number): void {
    e.view.sentBytes = sentBytes;
    if (sentBytes >= totalBytes) return this.set(e, { state: 'processing' });
    // Often enough for a smooth bar, rarely enough to be cheap: every 5% or every 100 ms.
    const step = Math.floor((sentBytes / totalBytes) * PROGRESS_STEPS);
    if (step > e.lastStep || Date.now() - e.lastEmit >= PROGRESS_INTERVAL_MS) {
      e.lastStep = step;
      this.emit(e);
    }
  }

  private set(e: Entry, change: Partial<UploadItem>): void {
    Object.assign(e.view, change);
    if (change.state && SETTLED.includes(change.state)) settleIntent(e);
    this.emit(e);
  }

  private emit(e: Entry): void {
    e.lastEmit = Date.now();
    e.view.revision++;
    this.o.events.emit('mediaUpload', { ...e.view });
  }
}
