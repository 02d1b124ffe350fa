import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_MEDIA_BYTES, mediaType } from '@shared/domain/media-limits';
import { ApiProblem } from '../rules/problems';
import { HEAD_BYTES, sniffType } from '@shared/domain/media-sniff';
import { SvgScanner } from '@shared/domain/svg-safety';

/**
 * Streams the upload's `file` part to a temp file while it arrives, never holding more than its
 * head in memory: the type is recognised from the first bytes, the per-type limit is enforced
 * as bytes come in (the rest is read and discarded so the client still gets the answer), an
 * SVG is scanned for script throughout, and the upload faults (reset, slow) are applied.
 */
const SNIFF_BYTES = 4096;

export interface ReceivedFile {
  /** The part's filename as sent (null when absent). */
  fileName: string | null;
  /** The part's Content-Type, lower case without parameters (a part without one reads as text/plain). */
  declaredType: string | null;
  size: number;
  /** Recognised type, undefined when the bytes are none of the accepted types. */
  contentType: string | undefined;
  head: Buffer;
  sha256: Buffer;
  /** What makes an SVG unsafe, or null. */
  unsafeSvg: string | null;
  /** Set when the bytes were kept (type recognised and within its limit, and the caller wanted them). */
  path: string | null;
}

export interface ReceiveOptions {
  dir: string;
  /** The query is already refused: read and discard. */
  discard: boolean;
  resetAfterBytes: number | null;
  bytesPerSecond: number | null;
}

export type Received = { kind: 'file'; file: ReceivedFile } | { kind: 'missing' } | { kind: 'tooManyFiles' };

export async function receiveUpload(req: FastifyRequest, o: ReceiveOptions): Promise<Received> {
  if (!req.isMultipart()) {
    throw new ApiProblem(415, [{ code: 'Request.UnsupportedMediaType', detail: 'Upload the file as multipart/form-data in field `file`.' }]);
  }
  // The plugin reads throwFileSizeLimit from these options though its types do not list it. The
  // part named `file` is a file even without a filename, so that case is told apart from no file.
  const options = {
    limits: { fileSize: MAX_MEDIA_BYTES + 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
    // File names arrive as browsers send them: UTF-8 in the quoted parameter.
    defParamCharset: 'utf8',
    isPartAFile: (fieldName: string, _type: string, fileName: string | undefined) => fieldName === 'file' || fileName !== undefined,
  };
  const parts = req.parts(options as Parameters<FastifyRequest['parts']>[0]);
  let received: ReceivedFile | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      received = await receiveFile(req, part.file, part.filename, part.mimetype, o);
    }
  } catch (error) {
    if (received?.path) await rm(received.path, { force: true });
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') return { kind: 'tooManyFiles' };
    throw error;
  }
  return received ? { kind: 'file', file: received } : { kind: 'missing' };
}

async function receiveFile(
  req: FastifyRequest,
  stream: Readable,
  filename: string | undefined,
  mimetype: string | undefined,
  o: ReceiveOptions,
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let contentType: string | undefined;
  let decided = false;
  let scanner: SvgScanner | null = null;
  let out: WriteStream | null = null;
  let writeFailure: Error | undefined;
  let keeping = !o.discard;
  const path = join(o.dir, `upload-${randomUUID()}`);

  const decide = async () => {
    decided = true;
    const head = Buffer.concat(headChunks);
    contentType = sniffType(head);
    if (contentType === 'image/svg+xml') {
      scanner = new SvgScanner();
      scanner.push(head);
    }
    keeping &&= contentType !== undefined;
    if (keeping) {
      out = createWriteStream(path);
      // A write still under way when the upload is torn off reports on a stream already destroyed:
      // with no listener that report would be an uncaught exception. write() and close() rethrow it.
      out.on('error', (error) => (writeFailure ??= error));
      await write(out, head);
    }
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (o.resetAfterBytes !== null && size >= o.resetAfterBytes) {
        req.raw.socket.destroy();
        throw new ApiProblem(500, [{ code: 'Sandbox.InjectedFault', detail: 'Connection reset while the body was arriving (injected); nothing was stored.' }]);
      }
      if (o.bytesPerSecond !== null) await new Promise((done) => setTimeout(done, (chunk.length / (o.bytesPerSecond as number)) * 1000));
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      if (!decided) {
        if (headLength >= SNIFF_BYTES) await decide();
        continue;
      }
      (scanner as SvgScanner | null)?.push(chunk);
      if (keeping && size > (mediaType(contentType ?? '')?.maxBytes ?? 0)) keeping = false;
      if (keeping && out) await write(out, chunk);
      if (writeFailure) throw writeFailure;
    }
    if (!decided) await decide();
    const limit = mediaType(contentType ?? '')?.maxBytes ?? 0;
    if (size > limit) keeping = false;
    if (out) await close(out);
    if (writeFailure) throw writeFailure;
    if (!keeping) await rm(path, { force: true });
    return {
      fileName: filename ?? null,
      declaredType: mimetype ? (mimetype.split(';')[0] ?? '').trim().toLowerCase() || null : null,
      size,
      contentType,
      head: Buffer.concat(headChunks),
      sha256: hash.digest(),
      unsafeSvg: (scanner as SvgScanner | null)?.end() ?? null,
      path: keeping ? path : null,
    };
  } catch (error) {
    if (out) (out as WriteStream).destroy();
    await rm(path, { force: true });
    throw error;
  }
}

async function write(out: WriteStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

async function close(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'close');
}
