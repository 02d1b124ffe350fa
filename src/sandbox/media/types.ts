import type { MediaFolder as RootFolder } from '@shared/domain/media-limits';

/** The media library of every channel (docs/api-assumptions.md 141-154). */
export interface MediaFolderRecord {
  id: string;
  channelCode: string;
  root: RootFolder;
  /** null for a root folder. */
  parentId: string | null;
  /** Display path, e.g. `Content/Blog/2025`. */
  path: string;
}

/** Where an asset's bytes are: seeded assets in memory, uploads in the sandbox's temp dir. */
export type MediaContent = { bytes: Buffer } | { filePath: string };

export interface MediaAssetRecord {
  id: string;
  channelCode: string;
  folderId: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  title: string | null;
  altText: string | null;
  caption: string | null;
  /** Strong validator of the bytes for the public url. */
  contentTag: string;
  content: MediaContent;
  createdDate: number;
  /** From the store's creation sequence: orders assets made in the same millisecond. */
  created: number;
  modifiedDate: number | null;
}

export interface MediaData {
  folders: Map<string, MediaFolderRecord>;
  assets: Map<string, MediaAssetRecord>;
  /** Temp dir for uploaded files, created on the first upload and removed when the sandbox closes. */
  dir: string | null;
}

export const emptyMediaData = (): MediaData => ({ folders: new Map(), assets: new Map(), dir: null });
