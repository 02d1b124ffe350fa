import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { MAX_MEDIA_FILE_NAME, mediaType } from '@shared/domain/media-limits';
import { mediaRefusalError, refusals } from '@shared/domain/media-check';
import { sniffType } from '@shared/domain/media-sniff';
import { SvgScanner } from '@shared/domain/svg-safety';

export interface InspectedFile {
  size: number;
  contentType: string;
  sha256: string;
}

/** Enough of the head for every signature, SVG's prologue included. */
const SNIFF_BYTES = 4096;
const READ_BYTES = 1024 * 1024;
const refuse = mediaRefusalError;

/**
 * Reads the file once, streamed: its type from the first bytes (the same sniffer the ERP's rules
 * use, rows 147-150), its size, a scan of an SVG for script, and its SHA-256. Anything the ERP
 * would refuse is refused here with a sentence naming the file and the limit, before one byte
 * is sent. The size is counted from the bytes read, so a file changing under us is noticed.
 */
export async function inspectFile(path: string, fileName: string): Promise<InspectedFile> {
  if (fileName.length > MAX_MEDIA_FILE_NAME) throw refuse(refusals.longName(fileName));
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let type: string | undefined;
  let svg: SvgScanner | undefined;
  let limit = Infinity;
  // One buffer, reused for every read: a 50 MB video is hashed without leaving 50 MB of garbage.
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  const file = await open(path, 'r');
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      size += bytesRead;
      if (type === undefined) {
        head.push(Buffer.from(chunk.subarray(0, SNIFF_BYTES)));
        headLength += Math.min(bytesRead, SNIFF_BYTES);
        if (headLength >= SNIFF_BYTES) ({ type, svg, limit } = recognise(fileName, Buffer.concat(head), head));
        svg?.push(chunk.subarray(SNIFF_BYTES));
      } else svg?.push(chunk);
      if (size > limit) throw refuse(refusals.tooLarge(fileName, type!, limit));
    }
  } finally {
    await file.close();
  }
  if (size === 0) throw refuse(refusals.empty(fileName));
  if (type === undefined) ({ type, svg } = recognise(fileName, Buffer.concat(head), head));
  const unsafe = svg?.end();
  if (unsafe)
    throw refuse({
      code: 'ChannelMediaAsset.UnsafeSvg',
      sentence: `${fileName} contains ${unsafe}; an SVG may hold only drawing, nothing that runs or loads from elsewhere.`,
    });
  return { size, contentType: type, sha256: hash.digest('hex') };
}

function recognise(fileName: string, head: Buffer, replay: Buffer[] = []): { type: string; svg: SvgScanner | undefined; limit: number } {
  const type = sniffType(head);
  const known = type ? mediaType(type) : undefined;
  if (!type || !known) {
    throw refuse(refusals.unsupported(fileName));
  }
  const svg = type === 'image/svg+xml' ? new SvgScanner() : undefined;
  for (const part of replay) svg?.push(part);
  return { type, svg, limit: known.maxBytes };
}
