import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data body with one file part, built as a stream so a file is never held in
 * memory whole, with its exact length known up front (Content-Length, progress against a total).
 */
export interface MultipartFile {
  fileName: string;
  size: number;
  /** A fresh stream of the file's bytes; called once per attempt. */
  open: () => AsyncIterable<Buffer>;
  /** Declared part type; the ERP recognises the type from the bytes (docs/api-assumptions.md 147). */
  contentType?: string;
}

export interface MultipartBody {
  contentType: string;
  length: number;
  /** Handed to undici as an async iterable, which it pulls one chunk at a time (see file-chunks.ts). */
  open: () => AsyncIterable<Buffer>;
}

/** The file name as browsers send it: raw UTF-8 in quotes, with quote and line breaks percent-escaped. */
function disposition(fileName: string): string {
  return `form-data; name="file"; filename="${fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

export function multipartFileBody(file: MultipartFile, onFileBytes?: (sent: number) => void): MultipartBody {
  const boundary = `----quartermaster-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: ${disposition(file.fileName)}\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + file.size + tail.length,
    open: () => framed(head, file.open(), tail, onFileBytes),
  };
}

/** Head, the file's chunks (counted as they are handed on), tail: one stream, no extra stage per chunk. */
async function* framed(head: Buffer, body: AsyncIterable<Buffer>, tail: Buffer, onFileBytes?: (sent: number) => void): AsyncGenerator<Buffer> {
  yield head;
  let sent = 0;
  for await (const chunk of body) {
    sent += chunk.length;
    onFileBytes?.(sent);
    yield chunk;
  }
  yield tail;
}
