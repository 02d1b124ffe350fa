import { z } from 'zod';
import { appErrorSchema } from '../errors';
import { MEDIA_FOLDERS, MEDIA_TEXT_LIMITS } from '../domain/media-limits';
import type { FieldLabels } from '../domain/field-labels';
import { asHeader, asPathKey, id } from './bounds';
import { command, query } from './define';
import { freshnessShape } from './freshness';

/**
 * Media: a channel's media library (list, read, edit metadata one by one or in bulk, delete) and
 * the upload queue (files handed to main by path or by a streamed body, checked against the
 * limits, uploaded a few at a time, progress pushed as `mediaUpload` events, survivors of a
 * restart resolved from the idempotency journal). Rules: docs/api-assumptions.md 140-156.
 */

const channelCode = z.string().trim().min(1, 'Choose a channel').max(40, 'A channel code is at most 40 characters').superRefine(asHeader('The channel code'));
const assetId = z.string().min(1, 'assetId is missing').max(100).superRefine(asPathKey('The file id'));
const folder = z.enum(MEDIA_FOLDERS, { message: `Folder is one of ${MEDIA_FOLDERS.join(', ')}` });
const folderId = z.string().max(36, 'Folder is not a known folder').uuid('Folder is not a known folder');
const text = (label: string, max: number) => z.string().max(max, `${label} is at most ${max} characters`);

export const mediaKinds = ['image', 'video', 'pdf'] as const;
export type MediaKindFilter = (typeof mediaKinds)[number];

export const mediaAssetSchema = z.object({
  id: z.string(),
  channelCode: z.string(),
  fileName: z.string(),
  contentType: z.string().nullable(),
  /** image, video or pdf, from the content type; null for a type this app does not know. */
  kind: z.enum(mediaKinds).nullable(),
  fileSize: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  folder: z.string().nullable(),
  folderId: z.string().nullable(),
  folderPath: z.string().nullable(),
  title: z.string().nullable(),
  altText: z.string().nullable(),
  caption: z.string().nullable(),
  url: z.string().nullable(),
  createdDate: z.string().nullable(),
  modifiedDate: z.string().nullable(),
});
export type MediaAssetView = z.infer<typeof mediaAssetSchema>;

export const libraryFilterSchema = z.object({
  channelCode,
  /** A root folder by name, or any folder by id (learnt from assets, row 141); not both. */
  folder: folder.optional(),
  folderId: folderId.optional(),
  includeSubfolders: z.boolean().optional(),
  search: z.string().trim().max(200, 'Search is at most 200 characters').optional(),
  kind: z.enum(mediaKinds).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type LibraryFilter = z.input<typeof libraryFilterSchema>;

/** Newest first (createdDate, then id, row 152). */
export const libraryPageSchema = z.object({
  items: z.array(mediaAssetSchema),
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  hasNextPage: z.boolean(),
  ...freshnessShape,
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

/** A folder the app has seen an asset in; roots are always known. */
export const mediaFolderSchema = z.object({
  folder: z.string().nullable(),
  folderId: z.string().nullable(),
  folderPath: z.string(),
  assetCount: z.number(),
});
export type MediaFolderView = z.infer<typeof mediaFolderSchema>;

/** Fields to set: a value sets it, null or "" clears it, absent leaves it alone (row 153). */
export const metadataPatchSchema = z
  .object({
    title: text('Title', MEDIA_TEXT_LIMITS.title).nullable().optional(),
    altText: text('Alt text', MEDIA_TEXT_LIMITS.altText).nullable().optional(),
    caption: text('Caption', MEDIA_TEXT_LIMITS.caption).nullable().optional(),
    folder: folder.optional(),
    folderId: folderId.optional(),
  })
  .refine((p) => !(p.folder && p.folderId), { message: 'Choose a folder by name or by id, not both', path: ['folderId'] });
export type MetadataPatch = z.infer<typeof metadataPatchSchema>;

/** One asset's result in a bulk edit or delete: the others go on when one fails. */
export const assetOutcomeSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  asset: mediaAssetSchema.nullable(),
  error: appErrorSchema.nullable(),
});
export type AssetOutcome = z.infer<typeof assetOutcomeSchema>;
const outcomesSchema = z.object({ outcomes: z.array(assetOutcomeSchema) });

// ---------- Upload queue ----------

/**
 * Where the file's bytes are, never as a path the page names. Electron: the id main gave the
 * dropped or picked file when the preload registered it (desktopFiles.register). Browser host:
 * the id the host gave the body the renderer streamed to it (PUT /media-stream). Both reach main
 * as a file it can read twice (once to check and hash, once to send).
 */
export const uploadSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), fileId: z.string().min(8, 'fileId is missing').max(100) }),
  z.object({ kind: z.literal('stream'), streamId: z.string().min(8, 'streamId is missing').max(100) }),
]);
export type UploadSourceInput = z.infer<typeof uploadSourceSchema>;

export const duplicatePolicies = ['ask', 'replace', 'keepBoth', 'skip'] as const;

export const enqueueFileSchema = z.object({
  source: uploadSourceSchema,
  /** The name the asset gets; the path's or stream's own name when absent. */
  fileName: z.string().trim().min(1, 'Give the file a name').max(255, 'A file name is at most 255 characters').optional(),
  title: text('Title', MEDIA_TEXT_LIMITS.title).optional(),
  altText: text('Alt text', MEDIA_TEXT_LIMITS.altText).optional(),
  caption: text('Caption', MEDIA_TEXT_LIMITS.caption).optional(),
});

export const enqueueSchema = z
  .object({
    channelCode,
    folder: folder.optional(),
    folderId: folderId.optional(),
    files: z.array(enqueueFileSchema).min(1, 'Add at least one file').max(500, 'At most 500 files at once'),
    /** What to do when the library already has a file of the same name and size. */
    onDuplicate: z.enum(duplicatePolicies).default('ask'),
  })
  .refine((p) => !(p.folder && p.folderId), { message: 'Choose a folder by name or by id, not both', path: ['folderId'] });
export type EnqueueInput = z.input<typeof enqueueSchema>;

/**
 * queued: waiting for a slot; checking: type, size and hash being read; uploading: bytes going
 * out; processing: every byte sent, the answer awaited; resolving: the answer was lost and the
 * library is searched for the asset; done; failed; skipped; cancelled; needsDecision.
 */
export const uploadStates = ['queued', 'checking', 'uploading', 'processing', 'resolving', 'done', 'failed', 'skipped', 'cancelled', 'needsDecision'] as const;
export type UploadState = (typeof uploadStates)[number];

/** duplicate: same name and size already in the library; ambiguous: after a lost answer, several assets could be this upload. */
export const decisionReasons = ['duplicate', 'ambiguous'] as const;

export const uploadItemSchema = z.object({
  itemId: z.string(),
  /** Counts up with every change: of two copies of an item (an event, a call's answer), the higher is the newer. */
  revision: z.number(),
  channelCode: z.string(),
  fileName: z.string(),
  folder: z.string().nullable(),
  folderId: z.string().nullable(),
  title: z.string().nullable(),
  altText: z.string().nullable(),
  caption: z.string().nullable(),
  state: z.enum(uploadStates),
  sentBytes: z.number(),
  totalBytes: z.number().nullable(),
  contentType: z.string().nullable(),
  /** SHA-256 of the bytes, hex, once checked. */
  sha256: z.string().nullable(),
  attempts: z.number(),
  asset: mediaAssetSchema.nullable(),
  error: appErrorSchema.nullable(),
  decision: z
    .object({
      reason: z.enum(decisionReasons),
      /** The assets the question is about (the existing duplicates, or the candidates of a lost answer). */
      candidates: z.array(mediaAssetSchema),
    })
    .nullable(),
});
export type UploadItem = z.infer<typeof uploadItemSchema>;
const queueSchema = z.object({ items: z.array(uploadItemSchema) });

/**
 * The user's answer to needsDecision. replace: upload, then delete the existing duplicates;
 * keepBoth: upload anyway; skip: leave the library as it is; adopt: this candidate is the upload.
 */
export const decisionSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('replace') }),
  z.object({ choice: z.literal('keepBoth') }),
  z.object({ choice: z.literal('skip') }),
  z.object({ choice: z.literal('adopt'), assetId }),
]);
export type UploadDecision = z.infer<typeof decisionSchema>;

export const mediaLabels: FieldLabels = {
  channelCode: 'Channel',
  folder: 'Folder',
  folderId: 'Folder',
  title: 'Title',
  altText: 'Alt text',
  caption: 'Caption',
  search: 'Search',
  files: 'Files',
  fileName: 'File name',
  file: 'File',
};

export const mediaCalls = {
  'media.library': query('A page of the channel library, newest first, by folder, search and kind', libraryFilterSchema, libraryPageSchema, mediaLabels),
  'media.asset': query('One asset', z.object({ channelCode, assetId }), mediaAssetSchema),
  'media.pdfBytes': query(
    "A PDF asset's bytes (base64) read by main from its public url, for drawing its first page; at most PDF_PREVIEW_MAX_BYTES (row 159)",
    z.object({ channelCode, assetId }),
    z.object({ base64: z.string() }),
  ),
  'media.folders': query(
    'Folders known from the assets of the channel, roots first',
    z.object({ channelCode }),
    z.object({ folders: z.array(mediaFolderSchema), ...freshnessShape }),
  ),
  'media.update': command(
    'Set title, alt text, caption or folder of one asset; refused when it changed since the version the user edited (row 157)',
    z.object({ channelCode, assetId, patch: metadataPatchSchema, expectedModifiedDate: z.string().max(40).nullable().optional() }),
    mediaAssetSchema,
    mediaLabels,
  ),
  'media.updateMany': command(
    'Set the same fields on many assets; each asset succeeds or fails on its own',
    z.object({ channelCode, assetIds: z.array(assetId).min(1, 'Choose at least one file').max(500), patch: metadataPatchSchema }),
    outcomesSchema,
    mediaLabels,
  ),
  'media.remove': command(
    'Delete assets; each succeeds or fails on its own',
    z.object({ channelCode, assetIds: z.array(assetId).min(1, 'Choose at least one file').max(500) }),
    outcomesSchema,
  ),
  'media.enqueue': command('Add files to the upload queue (checked, then uploaded a few at a time)', enqueueSchema, queueSchema, mediaLabels),
  'media.queue': query('The upload queue, including uploads of an earlier run still being resolved', z.object({}), queueSchema),
  'media.cancel': command('Cancel one upload, or every unfinished one when no item is given', z.object({ itemId: id().optional() }), queueSchema),
  'media.retry': command('Queue failed or cancelled uploads again (all of them when no item is given)', z.object({ itemId: id().optional() }), queueSchema),
  'media.decide': command('Answer an upload that needs a decision', z.object({ itemId: id(), decision: decisionSchema }), uploadItemSchema),
  'media.clearFinished': command('Remove finished uploads from the queue', z.object({}), queueSchema),
} as const;
