import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { MAX_MEDIA_BYTES, mediaType, MEDIA_FOLDERS } from '@shared/domain/media-limits';
import { mediaRefusalError } from '@shared/domain/media-check';
import { getAll, getPage, getOne, send, seg, type AllOptions, type ListOptions, type ResourceContext } from '../resource';
import { links, nint, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';
import { fileChunks } from './file-chunks';
import { multipartFileBody } from './media-multipart';

/** The channel media library (docs/api-assumptions.md 140-156). */
export const mediaFolder = openEnum(MEDIA_FOLDERS);

export const mediaAssetSchema = z.looseObject({
  id: z.string(),
  channelCode: z.string(),
  fileName: z.string(),
  contentType: nstr,
  fileSize: z.number().int().nonnegative(),
  width: nint,
  height: nint,
  folder: mediaFolder.schema.nullish(),
  folderId: nstr,
  folderPath: nstr,
  title: nstr,
  altText: nstr,
  caption: nstr,
  url: nstr,
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export interface MediaQuery {
  folder?: string;
  folderId?: string;
  includeSubfolders?: boolean;
  search?: string;
  modifiedSince?: string;
}

/** Where an upload lands and what it says; all optional (row 142: no folder means Content). */
export interface MediaMetadata {
  folder?: string;
  folderId?: string;
  title?: string;
  altText?: string;
  caption?: string;
}

export type MediaPatch = { [K in keyof MediaMetadata]?: string | null };

/** A file to upload: a path on disk, or a stream factory with its name and exact size. */
export type UploadSource = { path: string; fileName?: string } | { open: () => Readable; fileName: string; size: number };

export interface UploadOptions extends CallOptions, MediaMetadata {
  /** File bytes handed to the connection so far, against the file's size. */
  onProgress?: (progress: { sentBytes: number; totalBytes: number }) => void;
  /** Declared type, when known; only checked against the limits here, the ERP reads the bytes. */
  contentType?: string;
  /** More of the upload kept in its journal record (e.g. the queue's item and file), for a restart. */
  record?: Record<string, unknown>;
}

/** The journal record of an upload attempt (row 145): what was sent where, plus the caller's `record`. */
export interface UploadRecord extends Record<string, unknown> {
  channelCode: string;
  fileName: string;
  fileSize: number;
  folder: string | null;
  folderId: string | null;
}

/** The upload record of a journal entry's body, if the entry is a media upload. */
export function uploadRecordOf(body: unknown): UploadRecord | undefined {
  const upload = (body as { upload?: UploadRecord } | undefined)?.upload;
  return upload && typeof upload.channelCode === 'string' && typeof upload.fileName === 'string' && typeof upload.fileSize === 'number' ? upload : undefined;
}

/** An unanswered upload may still have been stored: how far back to look (row 145), for clock skew. */
export const UPLOAD_LOOKBACK_MS = 5 * 60_000;
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function mediaApi(ctx: ResourceContext) {
  const base = (channelCode: string) => `/preview/channels/${seg(channelCode)}/media`;
  const one = (channelCode: string, id: string) => `${base(channelCode)}/${seg(id)}`;
  const query = (q: MediaQuery) => ({ ...q }) as Record<string, string | boolean | undefined>;
  return {
    list: (channelCode: string, q: MediaQuery = {}, opts?: ListOptions) => getPage(ctx, base(channelCode), query(q), mediaAssetSchema, 'media list', opts),
    all: (channelCode: string, q: MediaQuery = {}, opts?: AllOptions) => getAll(ctx, base(channelCode), query(q), mediaAssetSchema, 'media list', opts),
    get: (channelCode: string, id: string, opts?: CallOptions) => getOne(ctx, one(channelCode, id), mediaAssetSchema, 'media asset', opts),
    update: async (channelCode: string, id: string, patch: MediaPatch, opts?: CallOptions) =>
      (await send(ctx, { method: 'PATCH', path: one(channelCode, id), json: patch, ...opts }, mediaAssetSchema, 'media asset')).value,
    remove: async (channelCode: string, id: string, opts?: CallOptions): Promise<void> => {
      await ctx.core.call(ctx.adapter, { method: 'DELETE', path: one(channelCode, id), ...opts });
    },

    /**
     * Streams the file as multipart field `file` (never whole in memory), reporting progress and
     * honouring the signal. The ERP takes no Idempotency-Key, so the core never resends it once
     * it may have arrived; the attempt is recorded in the journal first (row 145), so after a
     * lost answer `findStored` can tell whether it was stored before anyone uploads it again.
     */
    upload: async (channelCode: string, source: UploadSource, options: UploadOptions = {}): Promise<MediaAsset> => {
      const { onProgress, contentType, folder, folderId, title, altText, caption, record, ...call } = options;
      const file = await describe(source);
      checkBeforeSending(file.fileName, file.size, contentType);
      const body = multipartFileBody({ ...file, ...(contentType ? { contentType } : {}) }, (sent) => onProgress?.({ sentBytes: sent, totalBytes: file.size }));
      const response = await send(
        ctx,
        {
          method: 'POST',
          path: base(channelCode),
          query: { folder, folderId, title, altText, caption },
          upload: body,
          recordUnkeyed: {
            body: {
              upload: {
                ...record,
                channelCode,
                fileName: file.fileName,
                fileSize: file.size,
                folder: folder ?? null,
                folderId: folderId ?? null,
              } satisfies UploadRecord,
            },
          },
          timeoutMs: UPLOAD_TIMEOUT_MS,
          ...call,
        },
        mediaAssetSchema,
        'media asset',
      );
      return response.value;
    },

    /** Assets that an unanswered upload of this file, started at `startedAt`, may have created (row 145). */
    findStored: async (channelCode: string, file: { fileName: string; fileSize: number; startedAt: string }, opts?: CallOptions): Promise<MediaAsset[]> => {
      const since = Date.parse(file.startedAt) - UPLOAD_LOOKBACK_MS;
      const found: MediaAsset[] = [];
      const all = getAll(ctx, base(channelCode), { search: file.fileName, modifiedSince: new Date(since).toISOString() }, mediaAssetSchema, 'media list', opts);
      for await (const a of all) {
        if (a.fileName === file.fileName && a.fileSize === file.fileSize && Date.parse(a.createdDate ?? '') >= since) found.push(a);
      }
      return found;
    },
  };
}

async function describe(source: UploadSource): Promise<{ fileName: string; size: number; open: () => AsyncIterable<Buffer> }> {
  if ('open' in source) return source;
  const { size } = await stat(source.path);
  return { fileName: source.fileName ?? basename(source.path), size, open: () => fileChunks(source.path, size) };
}

/** The limits the ERP would refuse anyway, checked before a single byte is sent (rows 146, 148). */
function checkBeforeSending(fileName: string, size: number, contentType: string | undefined): void {
  const refuse = (code: string, sentence: string) => mediaRefusalError({ code, sentence });
  if (fileName.trim() === '') throw refuse('ChannelMediaAsset.FileNameRequired', 'The file has no name.');
  if (size === 0) throw refuse('ChannelMediaAsset.EmptyFile', `${fileName} is empty.`);
  const type = contentType ? mediaType(contentType) : undefined;
  const max = type?.maxBytes ?? MAX_MEDIA_BYTES;
  if (size > max) {
    throw refuse(
      'ChannelMediaAsset.FileTooLarge',
      `${fileName} is ${(size / 1048576).toFixed(1)} MB; ${type ? `a ${type.label}` : 'a file'} may be at most ${max / 1048576} MB.`,
    );
  }
}
