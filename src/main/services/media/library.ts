import type { AssetOutcome, LibraryPage, MediaFolderView, MetadataPatch } from '@shared/contract/media';
import type { z } from 'zod';
import type { libraryFilterSchema } from '@shared/contract/media';
import { MEDIA_FOLDERS } from '@shared/domain/media-limits';
import { mapLimit } from '@shared/concurrency';
import { AppError, toErrorData } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import type { MediaPatch, MediaQuery } from '../../erp/preview/media';
import { toAssetView } from './assets';
import type { MediaReplica } from './media-replica';
import { withStoredRows, type Freshness } from '../shared/replica-sync';

type Filter = z.output<typeof libraryFilterSchema>;

/** Edits of a bulk action run a few at a time: quick for many assets, gentle on the ERP. */
const BULK_CONCURRENCY = 4;

/**
 * A page of the library. The ERP filters by folder and search and pages itself (row 152); it has
 * no type filter, so with a kind the matching assets are collected from the full list (newest
 * first, as the ERP orders it) and paged here. The screens' type filter uses `replicaLibraryPage`.
 */
export async function libraryPage(client: ErpClient, f: Filter): Promise<LibraryPage> {
  const q: MediaQuery = { folder: f.folder, folderId: f.folderId, includeSubfolders: f.includeSubfolders, search: f.search || undefined };
  if (!f.kind) {
    const page = await client.preview.media.list(f.channelCode, q, { page: f.page, pageSize: f.pageSize });
    return { items: page.items.map(toAssetView), totalCount: page.totalCount, page: page.page, pageSize: page.pageSize, hasNextPage: page.hasNextPage };
  }
  const matching = [];
  for await (const a of client.preview.media.all(f.channelCode, q)) {
    const view = toAssetView(a);
    if (view.kind === f.kind) matching.push(view);
  }
  const start = (f.page - 1) * f.pageSize;
  return {
    items: matching.slice(start, start + f.pageSize),
    totalCount: matching.length,
    page: f.page,
    pageSize: f.pageSize,
    hasNextPage: start + f.pageSize < matching.length,
  };
}

/**
 * A page of the library of one type (row 316): the ERP has no type filter, so the replica is
 * brought up to date by the assets changed since its mark (one call) and answers the page in SQL.
 * Without a type the ERP still pages itself, as in `libraryPage`.
 */
export async function replicaLibraryPage(client: ErpClient, replica: MediaReplica, f: Filter): Promise<LibraryPage> {
  if (!f.kind) {
    try {
      return await withStoredRows(
        () => replica.lastSynced(),
        () => libraryPage(client, f),
      );
    } catch (error) {
      // The ERP could not be reached: the stored assets answer, as of their last sync (row 332).
      return storedPage(replica, f, replica.unreachable(error));
    }
  }
  return storedPage(replica, f, await replica.refreshed());
}

function storedPage(replica: MediaReplica, f: Filter, freshness: Freshness): LibraryPage {
  const q: MediaQuery = { folder: f.folder, folderId: f.folderId, includeSubfolders: f.includeSubfolders, search: f.search || undefined };
  const start = (f.page - 1) * f.pageSize;
  const { assets, totalCount } = replica.table.page({ query: q, ...(f.kind ? { kind: f.kind } : {}) }, start, f.pageSize);
  const page = { items: assets.map(toAssetView), totalCount, page: f.page, pageSize: f.pageSize, hasNextPage: start + f.pageSize < totalCount };
  return { ...page, ...freshness };
}

/** The folder tree and counts from the replica (row 316): no call once it was read in this run. */
export async function replicaFolders(replica: MediaReplica): Promise<{ folders: MediaFolderView[] } & Freshness> {
  const freshness = await replica.ensured();
  return { folders: replica.table.folders(), ...freshness };
}

/**
 * Folders as the assets reveal them (row 141: no folder resource); the five roots always, by name.
 * Reads the whole library: the screens use `replicaFolders`; this stays as the measure it is compared with.
 */
export async function knownFolders(client: ErpClient, channelCode: string): Promise<MediaFolderView[]> {
  const byPath = new Map<string, MediaFolderView>(MEDIA_FOLDERS.map((name) => [name, { folder: name, folderId: null, folderPath: name, assetCount: 0 }]));
  for await (const a of client.preview.media.all(channelCode)) {
    const path = a.folderPath ?? a.folder ?? 'Content';
    const known = byPath.get(path) ?? { folder: a.folder ?? null, folderId: a.folderId ?? null, folderPath: path, assetCount: 0 };
    known.folderId ??= a.folderId ?? null;
    known.assetCount++;
    byPath.set(path, known);
  }
  const roots = MEDIA_FOLDERS.map((name) => byPath.get(name)!);
  const subfolders = [...byPath.values()]
    .filter((f) => !MEDIA_FOLDERS.includes(f.folderPath as never))
    .sort((a, b) => a.folderPath.localeCompare(b.folderPath));
  return [...roots, ...subfolders];
}

/** "" clears like null (row 153); absent fields are not sent. */
export function toMergePatch(patch: MetadataPatch): MediaPatch {
  const out: MediaPatch = {};
  for (const [k, v] of Object.entries(patch) as [keyof MediaPatch, string | null | undefined][]) {
    if (v !== undefined) out[k] = v === '' ? null : v;
  }
  return out;
}

/** Runs one action per asset, a few at a time; each asset's outcome is its own. */
export function eachAsset(ids: readonly string[], act: (id: string) => Promise<AssetOutcome['asset']>): Promise<AssetOutcome[]> {
  return mapLimit(ids, BULK_CONCURRENCY, async (id): Promise<AssetOutcome> => {
    try {
      return { id, ok: true, asset: await act(id), error: null };
    } catch (error) {
      return { id, ok: false, asset: null, error: toErrorData(error) };
    }
  });
}

export function updateMany(client: ErpClient, channelCode: string, ids: readonly string[], patch: MetadataPatch): Promise<AssetOutcome[]> {
  const body = toMergePatch(patch);
  return eachAsset(ids, async (id) => toAssetView(await client.preview.media.update(channelCode, id, body)));
}

export function removeMany(client: ErpClient, channelCode: string, ids: readonly string[]): Promise<AssetOutcome[]> {
  return eachAsset(ids, async (id) => {
    await client.preview.media.remove(channelCode, id);
    return null;
  });
}

/**
 * The ERP's PATCH takes no If-Match (row 153), so an edit made on an old copy is caught here
 * (row 157): the asset is read again (ETag-revalidated) and its modifiedDate must still be the
 * one the user's copy had. Someone else's change is then never overwritten unseen.
 */
export async function unchangedSince(client: ErpClient, channelCode: string, id: string, expected: string | null): Promise<void> {
  const now = await client.preview.media.get(channelCode, id);
  if ((now.modifiedDate ?? null) === expected) return;
  const code = 'ChannelMediaAsset.Modified';
  throw new AppError({
    kind: 'conflict',
    code,
    codes: [code],
    title: 'This file was changed meanwhile',
    detail: `${now.fileName} was changed by someone else after you opened it. Your text is still in the form: save again to replace their change, or close to see it.`,
  });
}
