import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { MediaAssetRecord, MediaData } from './types';

/**
 * Uploaded files live in one temp dir per sandbox, created on the first upload and removed when
 * the sandbox closes; seeded files stay in memory.
 */
const dirs = new WeakMap<MediaData, Promise<string>>();

export function uploadDir(media: MediaData): Promise<string> {
  let dir = dirs.get(media);
  if (!dir) {
    dir = mkdtemp(join(tmpdir(), 'qm-sandbox-media-')).then((path) => (media.dir = path));
    dirs.set(media, dir);
  }
  return dir;
}

export async function removeMediaFiles(media: MediaData): Promise<void> {
  const dir = await dirs.get(media);
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** The bytes of an asset, or of a byte range of it (inclusive end), as a stream. */
export function openContent(asset: MediaAssetRecord, range?: { start: number; end: number }): Readable {
  if ('bytes' in asset.content) {
    return Readable.from([range ? asset.content.bytes.subarray(range.start, range.end + 1) : asset.content.bytes]);
  }
  return createReadStream(asset.content.filePath, range ? { start: range.start, end: range.end } : {});
}

/** Strong validator of a file's bytes for the public url (never shown by the API). */
export function contentTag(sha256: Buffer): string {
  return `"${sha256.toString('base64url').slice(0, 27)}"`;
}
