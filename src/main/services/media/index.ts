import type { AppContext } from '../../context';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { assetOfView, toAssetView } from './assets';
import { readPdfBytes } from './pdf-bytes';
import { removeMany, replicaFolders, replicaLibraryPage, toMergePatch, unchangedSince, updateMany } from './library';
import type { UploadQueue } from './queue';

type MediaCalls =
  | 'media.library'
  | 'media.asset'
  | 'media.pdfBytes'
  | 'media.folders'
  | 'media.update'
  | 'media.updateMany'
  | 'media.remove'
  | 'media.enqueue'
  | 'media.queue'
  | 'media.cancel'
  | 'media.retry'
  | 'media.decide'
  | 'media.clearFinished';

const client = async (ctx: AppContext) => (await ctx.connection.activeClient()).client;

/** The active connection's client and the replica of that channel's library. */
async function withReplica(ctx: AppContext, channelCode: string) {
  const { client, profile } = await ctx.connection.activeClient();
  return { client, replica: ctx.mediaReplicas.of(profile, client, channelCode) };
}

/** The queue of this app, with any unresolved upload of an earlier run of the active connection taken in. */
async function resumedQueue(ctx: AppContext): Promise<UploadQueue> {
  const q = ctx.uploads;
  await q.resume(await ctx.connection.activeClient());
  return q;
}

/** Media: the library on the active connection, and the upload queue. */
export const mediaHandlers: HandlerGroup<MediaCalls> = {
  'media.library': async (ctx, filter) => {
    const r = await withReplica(ctx, filter.channelCode);
    return replicaLibraryPage(r.client, r.replica, filter);
  },
  'media.asset': async (ctx, { channelCode, assetId }) => toAssetView(await (await client(ctx)).preview.media.get(channelCode, assetId)),
  'media.pdfBytes': async (ctx, { channelCode, assetId }) => {
    const asset = toAssetView(await (await client(ctx)).preview.media.get(channelCode, assetId));
    return { base64: Buffer.from(await readPdfBytes(asset)).toString('base64') };
  },
  'media.folders': async (ctx, { channelCode }) => replicaFolders((await withReplica(ctx, channelCode)).replica),
  'media.update': async (ctx, { channelCode, assetId, patch, expectedModifiedDate }) => {
    const { client: erp, replica } = await withReplica(ctx, channelCode);
    if (expectedModifiedDate !== undefined) await unchangedSince(erp, channelCode, assetId, expectedModifiedDate);
    const updated = await erp.preview.media.update(channelCode, assetId, toMergePatch(patch));
    await replica.put(updated);
    return toAssetView(updated);
  },
  'media.updateMany': async (ctx, { channelCode, assetIds, patch }) => {
    const { client: erp, replica } = await withReplica(ctx, channelCode);
    const outcomes = await updateMany(erp, channelCode, assetIds, patch);
    for (const o of outcomes) if (o.asset) await replica.put(assetOfView(o.asset));
    return { outcomes };
  },
  'media.remove': async (ctx, { channelCode, assetIds }) => {
    const { client: erp, replica } = await withReplica(ctx, channelCode);
    const outcomes = await removeMany(erp, channelCode, assetIds);
    await replica.remove(outcomes.filter((o) => o.ok).map((o) => o.id));
    return { outcomes };
  },
  'media.enqueue': async (ctx, input) => ({ items: await ctx.uploads.enqueue(input) }),
  'media.queue': async (ctx) => ({ items: (await resumedQueue(ctx)).list() }),
  'media.cancel': async (ctx, { itemId }) => ({ items: ctx.uploads.cancel(itemId) }),
  'media.retry': async (ctx, { itemId }) => ({ items: await ctx.uploads.retry(itemId) }),
  'media.decide': async (ctx, { itemId, decision }) => ctx.uploads.decide(itemId, decision),
  'media.clearFinished': async (ctx) => ({ items: ctx.uploads.clearFinished() }),
};
