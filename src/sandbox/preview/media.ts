import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Api, Ctx, WriteResult } from '../api';
import { CONTENT_TYPE_ALIASES, MAX_MEDIA_FILE_NAME, MEDIA_FOLDERS, MEDIA_TEXT_LIMITS, mediaType } from '@shared/domain/media-limits';
import { contentTag, uploadDir } from '../media/files';
import { receiveUpload, type ReceivedFile } from '../media/receive';
import { readSize } from '@shared/domain/media-sniff';
import type { MediaAssetRecord, MediaFolderRecord } from '../media/types';
import { readEnum } from '../rules/enums';
import { patchField, readMergePatch } from '../rules/merge-patch';
import { readPaging, toPage } from '../rules/paging';
import { ErrorList, problem } from '../rules/problems';
import { ts } from '../rules/timestamps';
import { matchesSearch, queryBoolean } from '../rules/validate';
import { nextCreated, type Store } from '../store';
import { channelByCode } from './channels';
import { changedSince, link, modifiedSince } from './common';
import { publicUrl } from './media-public';

/** The channel media library (media:read / media:write), docs/api-assumptions.md 140-155. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATCHABLE = ['title', 'altText', 'caption', 'folder', 'folderId'] as const;
type TextField = keyof typeof MEDIA_TEXT_LIMITS;
/** Part types that say nothing about the file: text/plain is what a part without a type reads as. */
const UNDECLARED = new Set(['application/octet-stream', 'text/plain']);

export function assetDto(a: MediaAssetRecord, store: Store, base: string) {
  const folder = store.media.folders.get(a.folderId) as MediaFolderRecord;
  return {
    id: a.id,
    channelCode: a.channelCode,
    fileName: a.fileName,
    contentType: a.contentType,
    fileSize: a.fileSize,
    width: a.width,
    height: a.height,
    folder: folder.root,
    folderId: folder.id,
    folderPath: folder.path,
    title: a.title,
    altText: a.altText,
    caption: a.caption,
    url: publicUrl(base, a),
    createdDate: ts(a.createdDate),
    modifiedDate: a.modifiedDate === null ? null : ts(a.modifiedDate),
    links: link(base, 'channels', a.channelCode, 'media', a.id),
  };
}

function assetByKey(store: Store, channelCode: string, id: string): MediaAssetRecord {
  const asset = store.media.assets.get(id.toLowerCase());
  if (!asset || asset.channelCode !== channelCode)
    throw problem.notFound('ChannelMediaAsset.NotFound', `Media asset '${id}' was not found in channel ${channelCode}.`);
  return asset;
}

const rootFolder = (store: Store, channelCode: string, root: string): MediaFolderRecord =>
  [...store.media.folders.values()].find((f) => f.channelCode === channelCode && f.parentId === null && f.root === root) as MediaFolderRecord;

/** `folder` and/or `folderId` (query or patch) to a folder of the channel; undefined when neither is given. */
function readFolder(store: Store, channelCode: string, folder: unknown, folderId: unknown): MediaFolderRecord | undefined {
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (given(folder) && given(folderId)) {
    throw problem.invalid('folderId', 'ChannelMediaAsset.FolderConflict', "'folder' and 'folderId' cannot be combined; send one of them.");
  }
  if (given(folderId)) {
    if (typeof folderId !== 'string' || !UUID.test(folderId)) throw problem.invalid('folderId', 'Validation.InvalidUuid', "'folderId' must be a uuid.");
    const found = store.media.folders.get(folderId.toLowerCase());
    if (!found || found.channelCode !== channelCode)
      throw problem.invalid('folderId', 'ChannelMediaFolder.NotFound', `Folder '${folderId}' does not exist in channel ${channelCode}.`);
    return found;
  }
  if (given(folder)) return rootFolder(store, channelCode, readEnum(folder, MEDIA_FOLDERS, 'folder'));
  return undefined;
}

/** Optional text: empty means none; longer than its limit is a 400 naming the field. */
function readText(value: unknown, field: TextField): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw problem.invalid(field, 'Validation.InvalidString', `'${field}' must be a string.`);
  if (value.length > MEDIA_TEXT_LIMITS[field])
    throw problem.invalid(field, 'Validation.TooLong', `'${field}' may be at most ${MEDIA_TEXT_LIMITS[field]} characters; it has ${value.length}.`);
  return value;
}

function isBelow(store: Store, folder: MediaFolderRecord, ancestorId: string): boolean {
  for (let f: MediaFolderRecord | undefined = folder; f; f = f.parentId ? store.media.folders.get(f.parentId) : undefined) if (f.id === ancestorId) return true;
  return false;
}

export function registerMedia(api: Api): void {
  api.get('/preview/channels/:channelCode/media', 'media:read', ({ store, query, params, base }) => {
    const channel = channelByCode(store, params.channelCode ?? '');
    const paging = readPaging(query);
    const errors = new ErrorList();
    const folder = errors.try(() => readFolder(store, channel.channelCode, query.folder, query.folderId));
    const deep = errors.try(() => queryBoolean(query.includeSubfolders, 'includeSubfolders')) ?? false;
    const since = errors.try(() => modifiedSince(query));
    errors.throwIfAny();
    const rows = [...store.media.assets.values()]
      .filter((a) => a.channelCode === channel.channelCode)
      .filter((a) => !folder || (deep ? isBelow(store, store.media.folders.get(a.folderId) as MediaFolderRecord, folder.id) : a.folderId === folder.id))
      .filter((a) => matchesSearch(query.search, a.fileName, a.title, a.altText))
      .filter((a) => changedSince(since, a.modifiedDate, a.createdDate))
      .sort((a, b) => b.createdDate - a.createdDate || b.created - a.created); // newest first, also within a millisecond
    return { body: toPage(rows, paging, (a) => assetDto(a, store, base)) };
  });

  api.post('/preview/channels/:channelCode/media', 'media:write', upload, { idempotent: false, multipart: true });

  api.get('/preview/channels/:channelCode/media/:assetId', 'media:read', ({ store, params, base }) => {
    const channel = channelByCode(store, params.channelCode ?? '');
    return { body: assetDto(assetByKey(store, channel.channelCode, params.assetId ?? ''), store, base), etag: true };
  });

  api.patch('/preview/channels/:channelCode/media/:assetId', 'media:write', ({ store, params, body, base, now }) => {
    const channel = channelByCode(store, params.channelCode ?? '');
    const asset = assetByKey(store, channel.channelCode, params.assetId ?? '');
    const patch = readMergePatch(body, PATCHABLE);
    const errors = new ErrorList();
    const texts: Partial<Record<TextField, string | null>> = {};
    for (const field of ['title', 'altText', 'caption'] as const) patchField(patch, field, (v) => errors.try(() => (texts[field] = readText(v, field))));
    const folder = errors.try(() => readFolder(store, channel.channelCode, patch.folder, patch.folderId));
    errors.throwIfAny();
    Object.assign(asset, texts);
    if (folder) asset.folderId = folder.id;
    asset.modifiedDate = now;
    return {
      status: 200,
      body: assetDto(asset, store, base),
      resourceRef: `channels/${channel.channelCode}/media/${asset.id}`,
      effect: `updated ${Object.keys(patch).join(', ') || 'nothing'}`,
    };
  });

  api.delete('/preview/channels/:channelCode/media/:assetId', 'media:write', ({ store, params, now }) => {
    const channel = channelByCode(store, params.channelCode ?? '');
    const asset = assetByKey(store, channel.channelCode, params.assetId ?? '');
    store.media.assets.delete(asset.id);
    store.deletions.push({ entityType: 'ChannelMediaAsset', key: asset.id, deletedDate: now });
    return { status: 204, body: null, resourceRef: `channels/${channel.channelCode}/media/${asset.id}`, effect: 'deleted' };
  });
}

async function upload(c: Ctx): Promise<WriteResult> {
  const { store, query, base } = c;
  const channel = channelByCode(store, c.params.channelCode ?? '');
  const errors = new ErrorList();
  const folder = errors.try(() => readFolder(store, channel.channelCode, query.folder, query.folderId)) ?? rootFolder(store, channel.channelCode, 'Content');
  const texts = Object.fromEntries((['title', 'altText', 'caption'] as const).map((f) => [f, errors.try(() => readText(query[f], f)) ?? null])) as Record<
    TextField,
    string | null
  >;
  const plan = c.req.faultPlan;
  const received = await receiveUpload(c.req, {
    dir: await uploadDir(store.media),
    discard: errors.list.length > 0,
    resetAfterBytes: plan.resetAfterBytes,
    bytesPerSecond: plan.bodyBytesPerSecond,
  });
  // A server still at work on the file once it has all of it (tests watch the client say so).
  if (plan.afterBodyMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.afterBodyMs));
  if (received.kind === 'missing') errors.add('file', 'Validation.Required', 'Send the file in the multipart field `file`.');
  if (received.kind === 'tooManyFiles') errors.add('file', 'ChannelMediaAsset.TooManyFiles', 'Send exactly one file per upload.');
  const file = received.kind === 'file' ? received.file : null;
  const fileName = file ? errors.try(() => checkFile(file)) : undefined;
  if (errors.list.length > 0 || !file?.path || !file.contentType || fileName === undefined) {
    if (file?.path) await rm(file.path, { force: true });
    errors.throwIfAny();
    throw new Error('upload kept no file without a reason');
  }
  const id = randomUUID();
  const path = join(await uploadDir(store.media), id);
  await rename(file.path, path);
  const size = readSize(file.contentType, file.head);
  const asset: MediaAssetRecord = {
    id,
    channelCode: channel.channelCode,
    folderId: folder.id,
    fileName,
    contentType: file.contentType,
    fileSize: file.size,
    width: size?.width ?? null,
    height: size?.height ?? null,
    ...texts,
    contentTag: contentTag(file.sha256),
    content: { filePath: path },
    createdDate: c.now,
    created: nextCreated(store),
    modifiedDate: null,
  };
  store.media.assets.set(id, asset);
  const body = assetDto(asset, store, base);
  return {
    status: 201,
    body,
    location: body.links.self,
    resourceRef: `channels/${channel.channelCode}/media/${id}`,
    effect: `uploaded ${file.contentType} (${file.size} bytes)`,
  };
}

/** The file's own checks, in the order a person fixes them; answers the stored file name. */
function checkFile(file: ReceivedFile): string {
  const name = (file.fileName ?? '').replace(/^.*[/\\]/, '').trim();
  if (name === '') throw problem.invalid('file', 'ChannelMediaAsset.FileNameRequired', 'The file part has no file name.');
  // eslint-disable-next-line no-control-regex
  if (name.length > MAX_MEDIA_FILE_NAME || /[\u0000-\u001f\u007f]/.test(name)) {
    throw problem.invalid(
      'file',
      'ChannelMediaAsset.InvalidFileName',
      `A file name may have at most ${MAX_MEDIA_FILE_NAME} characters and no control characters.`,
    );
  }
  if (file.size === 0) throw problem.invalid('file', 'ChannelMediaAsset.EmptyFile', `'${name}' is empty.`);
  const type = mediaType(file.contentType ?? '');
  if (!type)
    throw problem.invalid(
      'file',
      'ChannelMediaAsset.UnsupportedType',
      `'${name}' is not a PNG, JPEG, GIF, WebP or SVG image, an MP4 or WebM video, or a PDF document.`,
    );
  const declared = file.declaredType === null ? null : (CONTENT_TYPE_ALIASES[file.declaredType] ?? file.declaredType);
  if (declared !== null && !UNDECLARED.has(declared) && declared !== type.contentType) {
    throw problem.invalid(
      'file',
      'ChannelMediaAsset.UnsupportedType',
      `'${name}' was sent as ${file.declaredType} but its content is a ${type.label} (${type.contentType}).`,
    );
  }
  if (file.size > type.maxBytes) {
    throw problem.invalid(
      'file',
      'ChannelMediaAsset.FileTooLarge',
      `'${name}' is a ${type.label} of ${file.size} bytes; at most ${type.maxBytes} bytes (${type.maxBytes / 1048576} MB) are accepted.`,
    );
  }
  if (file.unsafeSvg)
    throw problem.invalid(
      'file',
      'ChannelMediaAsset.UnsafeSvg',
      `'${name}' contains ${file.unsafeSvg}; an SVG may hold only drawing, nothing that runs or loads from elsewhere.`,
    );
  return name;
}
