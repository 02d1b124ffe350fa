import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@shared/errors';
import { MAX_MEDIA_BYTES } from '@shared/domain/media-limits';
import { StagedInspections } from './staged-inspections';

/**
 * Bodies streamed to the browser host (the renderer's dropped files) land in a temp file under
 * the data folder, written as they arrive and never held whole in memory. A file rather than a
 * pipe straight to the ERP because the upload needs the bytes twice (checked and hashed before
 * the first byte is sent, which starts as soon as the file is here; then sent), again for a
 * retry, and after a restart that finds an upload of unknown outcome. The queue deletes the
 * file once the upload is settled.
 */
const INCOMING_DIR = 'media-incoming';

/**
 * The files handed to main for upload, by opaque id, for one app: built and closed with it, so
 * an id given out by one app core is never found by another.
 */
export class IncomingFiles {
  private readonly received = new Map<string, { path: string; fileName: string; size: number }>();
  /**
   * Files the user dropped or picked in the Electron window. The preload hands main the path of a
   * File the user gave it (webUtils.getPathForFile, so only a real dropped or picked file has one)
   * and the renderer gets back an opaque id: the page never names a path, so it cannot have main
   * upload an arbitrary file of the disk. Ids are single use, like stream ids.
   */
  private readonly picked = new Map<string, { path: string; fileName: string }>();

  constructor(
    private readonly dataDir: string,
    readonly staged = new StagedInspections(),
  ) {}

  async receiveStream(body: Readable, fileName: string): Promise<{ streamId: string; size: number }> {
    const streamId = randomUUID();
    const dir = join(this.dataDir, INCOMING_DIR);
    await mkdir(dir, { recursive: true });
    const path = join(dir, streamId);
    let size = 0;
    // More than any type allows can never be uploaded: the rest is read and dropped, not stored,
    // so the sender still gets an answer instead of a cut connection.
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, size > MAX_MEDIA_BYTES ? undefined : chunk);
      },
    });
    try {
      await pipeline(body, capped, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    if (size > MAX_MEDIA_BYTES) {
      await rm(path, { force: true });
      throw new AppError({
        kind: 'validation',
        title: 'This file cannot be uploaded',
        detail: `${fileName} is larger than ${MAX_MEDIA_BYTES / 1048576} MB, the most any file may be.`,
      });
    }
    const name = basename(fileName.replace(/\\/g, '/'));
    this.received.set(streamId, { path, fileName: name, size });
    this.staged.stage(path, name, await stat(path));
    return { streamId, size };
  }

  /** The file behind a stream id, handed over once to the queue. */
  takeStream(streamId: string): { path: string; fileName: string } {
    const file = this.received.get(streamId);
    if (!file) throw new AppError({ kind: 'notFound', title: 'The file was not received', detail: 'Add the file again.' });
    this.received.delete(streamId);
    return file;
  }

  async registerPickedFile(path: unknown): Promise<{ fileId: string }> {
    const refused = () =>
      new AppError({
        kind: 'validation',
        title: 'This file cannot be added',
        detail: 'Only a file dropped on the window or picked in the file dialog can be uploaded.',
      });
    if (typeof path !== 'string' || !isAbsolute(path)) throw refused();
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw refused();
    const fileId = randomUUID();
    this.picked.set(fileId, { path, fileName: basename(path) });
    // Checked and hashed from now on, while the user fills in titles, not after Upload.
    this.staged.stage(path, basename(path), info);
    return { fileId };
  }

  /** The file behind a picked-file id, handed over once to the queue. */
  takePickedFile(fileId: string): { path: string; fileName: string } {
    const file = this.picked.get(fileId);
    if (!file) throw new AppError({ kind: 'notFound', title: 'The file was not received', detail: 'Drop or pick the file again.' });
    this.picked.delete(fileId);
    return file;
  }

  /** True for the temp files this app made (only those are deleted after upload). */
  isIncoming(path: string): boolean {
    return path.startsWith(join(this.dataDir, INCOMING_DIR));
  }

  /** Forgets every id given out; files already on disk are left as they are. */
  async close(): Promise<void> {
    this.received.clear();
    this.picked.clear();
    await this.staged.close();
  }
}
