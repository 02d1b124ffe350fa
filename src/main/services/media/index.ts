import type { AppContext } from '../../context';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { toAssetView } from './assets';
import { readPdfBytes } from './pdf-bytes';
import { knownFolders, libraryPage, removeMany, toMergePatch, unchangedSince, updateMany } from './library';
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

/** The queue of this app, with any unresolved upload of an earlier run of the active connection taken in. */
async function resumedQueue(ctx: AppContext): Promise<UploadQueue> {
  const q = ctx.uploads;
  await q.resume(await ctx.connection.activeClient());
  return q;
}

/** Media: the library on the active connection, and the upload queue. */
export const mediaHandlers: HandlerGroup<MediaCalls> = {
  'media.library': async (ctx, filter) => libraryPage(await client(ctx), filter),
  'media.asset': async (ctx, { channelCode, assetId }) => toAssetView(await (await client(ctx)).preview.media.get(channelCode, assetId)),
  'media.pdfBytes': async (ctx, { channelCode, assetId }) => {
    const asset = toAssetView(await (await client(ctx)).preview.media.get(channelCode, assetId));
    return { base64: Buffer.from(await readPdfBytes(asset)).toString('base64') };
  },
  'media.folders': async (ctx, { channelCode }) => ({ folders: await knownFolders(await client(ctx), channelCode) }),
  'media.update': async (ctx, { channelCode, assetId, patch, expectedModifiedDate }) => {
    const erp = await client(ctx);
    if (expectedModifiedDate !== undefined) await unchangedSince(erp, channelCode, assetId, expectedModifiedDate);
    return toAssetView(await erp.preview.media.update(channelCode, assetId, toMergePatch(patch)));
  },
  'media.updateMany': async (ctx, { channelCode, assetIds, patch }) => ({ outcomes: await updateMany(await client(ctx), channelCode, assetIds, patch) }),
  'media.remove': async (ctx, { channelCode, assetIds }) => ({ outcomes: await removeMany(await client(ctx), channelCode, assetIds) }),
  'media.enqueue': async (ctx, input) => ({ items: await ctx.uploads.enqueue(input) }),
  'media.queue': async (ctx) => ({ items: (await resumedQueue(ctx)).list() }),
  'media.cancel': async (ctx, { itemId }) => ({ items: ctx.uploads.cancel(itemId) }),
  'media.retry': async (ctx, { itemId }) => ({ items: await ctx.uploads.retry(itemId) }),
  'media.decide': async (ctx, { itemId, decision }) => ctx.uploads.decide(itemId, decision),
  'media.clearFinished': async (ctx) => ({ items: ctx.uploads.clearFinished() }),
};
