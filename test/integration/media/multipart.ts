import { Readable } from 'node:stream';
import { request } from 'undici';
import type { SandboxHandle } from '../../../src/sandbox';
import type { Answer, Body } from '../sandbox/helpers';

/**
 * Hand-built multipart bodies for the upload tests, so a test controls every header of a part
 * (no filename, no type, another field name) and can stream a large file without holding it.
 */
export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

const BOUNDARY = '----qm-media-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function partHead(p: Omit<Part, 'data'>): string {
  const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`;
}

export function multipart(parts: Part[]): Buffer {
  return Buffer.concat([...parts.flatMap((p) => [Buffer.from(partHead(p)), Buffer.from(p.data), Buffer.from('\r\n')]), Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** One file part whose bytes are `head` followed by zeros up to `size`, generated while sent. */
export function streamedFile(filename: string, contentType: string, head: Buffer, size: number): { body: Readable; length: number } {
  const open = Buffer.from(partHead({ name: 'file', filename, contentType }));
  const close = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  async function* generate() {
    yield open;
    yield head;
    const chunk = Buffer.alloc(64 * 1024);
    for (let left = size - head.length; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield close;
  }
  return { body: Readable.from(generate()), length: open.length + size + close.length };
}

export interface UploadOptions {
  query?: string;
  apiKey?: string;
  headers?: Record<string, string>;
  channelCode?: string;
}

/** POST /channels/{channelCode}/media with a prepared body; the answer parsed like the other helpers. */
export async function upload(sb: SandboxHandle, body: Buffer | Readable, o: UploadOptions = {}): Promise<Answer> {
  const url = `${sb.previewUrl}/channels/${o.channelCode ?? 'B2C-NO'}/media${o.query ? `?${o.query}` : ''}`;
  const res = await request(url, { method: 'POST', body, headers: { 'x-api-key': o.apiKey ?? sb.apiKeys.all, 'content-type': MULTIPART_TYPE, ...o.headers } });
  const text = await res.body.text();
  const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
  return { status: res.statusCode, headers, text, body: text && (headers['content-type'] ?? '').includes('json') ? (JSON.parse(text) as Body) : null };
}

export const uploadFile = (sb: SandboxHandle, filename: string | undefined, contentType: string | undefined, data: Buffer | string, o: UploadOptions = {}) =>
  upload(sb, multipart([{ name: 'file', ...(filename !== undefined ? { filename } : {}), ...(contentType ? { contentType } : {}), data }]), o);

/** Headers of files of each accepted type, just long enough to be recognised and sized. */
export const samples = {
  gif: () => Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x40, 0x01, 0xc8, 0x00]), Buffer.alloc(20)]),
  webp: () => {
    const b = Buffer.alloc(40);
    b.write('RIFF', 0, 'latin1');
    b.writeUInt32LE(32, 4);
    b.write('WEBPVP8X', 8, 'latin1');
    b.writeUInt32LE(10, 16);
    b.writeUIntLE(799, 24, 3);
    b.writeUIntLE(599, 27, 3);
    return b;
  },
  mp4: () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'), Buffer.alloc(64)]),
  mov: () => Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\x02\0qt  ', 'latin1'), Buffer.alloc(64)]),
  webm: () =>
    Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1'), Buffer.alloc(64)]),
  svg: (body = '<rect width="10" height="10"/>', attrs = 'viewBox="0 0 300 150"') =>
    `<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`,
};
