import { randomUUID } from 'node:crypto';
import type { duplicatePolicies, UploadItem } from '@shared/contract/media';
import type { ErpClient } from '../../erp/client';
import { uploadRecordOf } from '../../erp/preview/media';
import type { StoredProfile } from '../../store/profiles';
import { pendingPosts } from '../shared/pending-writes';
import type { InspectedFile } from './inspect';

/**
 * The upload queue's journal: what it records before each step so that a restart can take the
 * work up again (uploads still waiting, deletions a "replace" owes), and what it finds of an
 * earlier run. The ERP takes no idempotency key for uploads (row 145): each attempt is an
 * unkeyed record in the journal (written by the client), and the queue's own state is intents.
 */
export type DuplicatePolicy = (typeof duplicatePolicies)[number];
export type Connection = { client: ErpClient; profile: StoredProfile };

export interface Entry {
  view: UploadItem;
  path: string;
  client: ErpClient;
  policy: DuplicatePolicy;
  checked?: InspectedFile;
  /** Existing assets to delete once the new one is stored (the "replace" answer). */
  replaceIds: string[];
  abort?: AbortController;
  /** The journal intent that brings this upload back after a restart until it has settled. */
  intentId?: string;
  /** An attempt whose answer was lost and that is not resolved yet (journal entry still pending). */
  unresolved?: { operationId: string; startedAt: string };
  retriesLeft: number;
  lastEmit: number;
  /** The last 5% step of the bytes sent that was reported. */
  lastStep: number;
}

/** What a journal intent of the queue holds (queued upload, or assets to delete after a replace). */
export interface QueuedIntent {
  itemId: string;
  channelCode: string;
  fileName: string;
  path: string;
  folder: string | null;
  folderId: string | null;
  title: string | null;
  altText: string | null;
  caption: string | null;
  policy: DuplicatePolicy;
  replaceIds: string[];
}
export interface ReplaceIntent {
  channelCode: string;
  keepId: string;
  replaceIds: string[];
}
export type Intent = { mediaQueued: QueuedIntent } | { mediaReplace: ReplaceIntent };

/** An entry brought back from the journal; the queue fills in its counters. */
export type ResumedEntry = Omit<Entry, 'replaceIds' | 'retriesLeft' | 'lastEmit' | 'lastStep'> & Partial<Entry>;

/** (Re)records the upload as waiting, with its duplicate answer; the previous intent is settled after, never before. */
export async function journalQueued(e: Entry): Promise<void> {
  const { view } = e;
  const intent: QueuedIntent = {
    itemId: view.itemId,
    channelCode: view.channelCode,
    fileName: view.fileName,
    path: e.path,
    folder: view.folder,
    folderId: view.folderId,
    title: view.title,
    altText: view.altText,
    caption: view.caption,
    policy: e.policy,
    replaceIds: e.replaceIds,
  };
  const previous = e.intentId;
  e.intentId = randomUUID();
  await e.client.recordIntent(e.intentId, { mediaQueued: intent } satisfies Intent);
  if (previous) await e.client.settleUnkeyed(previous, 0);
}

/** The upload has settled: nothing of it is brought back after a restart. */
export function settleIntent(e: Entry): void {
  const id = e.intentId;
  e.intentId = undefined;
  if (id) void e.client.settleUnkeyed(id, 0).catch(() => undefined);
}

/** A replacement is stored: the deletions it owes are recorded before its queued intent is settled, so a stop in between deletes later and never uploads again. */
export async function replaceAfterStored(e: Entry, keepId: string): Promise<void> {
  const intentId = randomUUID();
  const replace: ReplaceIntent = { channelCode: e.view.channelCode, keepId, replaceIds: e.replaceIds };
  await e.client.recordIntent(intentId, { mediaReplace: replace } satisfies Intent);
  settleIntent(e);
  await removeReplaced(e.client, intentId, replace);
}

/** Deletes the assets a stored replacement stands in for; the intent lets a restart finish the job. */
export async function removeReplaced(client: ErpClient, intentId: string, r: ReplaceIntent): Promise<void> {
  for (const id of r.replaceIds) {
    if (id !== r.keepId) await client.preview.media.remove(r.channelCode, id).catch(() => undefined);
  }
  await client.settleUnkeyed(intentId, 204);
}

/** Uploads of an earlier run whose answer never came (the journal's pending upload records), except those still live in this queue. */
export function unresolvedUploads(conn: Connection, live: ReadonlySet<string | undefined>): ResumedEntry[] {
  const resumed: ResumedEntry[] = [];
  for (const entry of pendingPosts(conn.client, conn.profile)) {
    const record = uploadRecordOf(entry.body);
    if (!record || live.has(entry.operationId) || typeof record.path !== 'string') continue;
    const text = (k: string) => (typeof record[k] === 'string' ? (record[k] as string) : null);
    const itemId = text('itemId') ?? entry.operationId;
    const replaceIds = Array.isArray(record.replaceIds) ? record.replaceIds.filter((id): id is string => typeof id === 'string') : [];
    resumed.push({
      view: {
        ...emptyItem(itemId, record.channelCode, record.fileName),
        folder: record.folder,
        folderId: record.folderId,
        title: text('title'),
        altText: text('altText'),
        caption: text('caption'),
        sha256: text('sha256'),
        totalBytes: record.fileSize,
        attempts: 1,
        state: 'resolving',
      },
      path: record.path,
      client: conn.client,
      policy: 'ask',
      replaceIds,
      unresolved: { operationId: entry.operationId, startedAt: entry.createdAt },
    });
  }
  return resumed;
}

/** The queue's intents an earlier run left unsettled, in the order they were recorded. */
export function pendingQueueIntents(client: ErpClient): { intentId: string; intent: Intent }[] {
  return client
    .pendingIntents()
    .map((entry) => ({ intentId: entry.operationId, intent: entry.body as Intent | undefined }))
    .filter((e): e is { intentId: string; intent: Intent } => !!e.intent && ('mediaQueued' in e.intent || 'mediaReplace' in e.intent));
}

export function emptyItem(itemId: string, channelCode: string, fileName: string): UploadItem {
  return {
    itemId,
    revision: 0,
    channelCode,
    fileName,
    folder: null,
    folderId: null,
    title: null,
    altText: null,
    caption: null,
    state: 'queued',
    sentBytes: 0,
    totalBytes: null,
    contentType: null,
    sha256: null,
    attempts: 0,
    asset: null,
    error: null,
    decision: null,
  };
}
