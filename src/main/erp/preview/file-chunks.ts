import { open } from 'node:fs/promises';

/**
 * Read sizes: a round of read, write and wait per half megabyte of a large file rather than per
 * 64 KB, yet at least ~24 reads per file down to 64 KB reads, so progress still moves in small
 * steps for a file of a few megabytes. 64 KB is the smallest: never below a socket's buffer.
 */
const MIN_CHUNK_BYTES = 64 * 1024;
const MAX_CHUNK_BYTES = 512 * 1024;
const READS_PER_FILE = 24;
/** Buffers taken in turn; more than the one the connection may still be writing. */
const BUFFERS = 4;

export function chunkBytesFor(size: number): number {
  return Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, Math.ceil(size / READS_PER_FILE)));
}

/**
 * A file's bytes for an upload body, read into a few buffers used in turn instead of a fresh
 * buffer per read: a 50 MB video otherwise leaves 50 MB of spent chunks for the collector, which
 * runs late for memory outside the heap, so the app's memory climbed by tens of megabytes while
 * it sent, and the many small reads cost more time than the sending.
 *
 * Reusing a buffer is safe because of how undici sends an async iterable body (client-h1
 * writeIterable): once the socket reports itself full it asks for the next chunk only after the
 * socket's 'drain', which comes when everything written before has left the process. A chunk at
 * least as large as the socket's buffer always fills it, so each chunk is gone before the next is
 * read; the other buffers are margin. The upload tests compare the stored bytes with the file's,
 * so a change in undici there cannot pass unseen.
 */
export async function* fileChunks(path: string, size: number): AsyncGenerator<Buffer> {
  const chunkBytes = chunkBytesFor(size);
  const buffers: Buffer[] = [];
  const file = await open(path, 'r');
  try {
    for (let turn = 0; ; turn++) {
      const buffer = (buffers[turn % BUFFERS] ??= Buffer.allocUnsafeSlow(chunkBytes));
      const { bytesRead } = await file.read(buffer, 0, chunkBytes, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await file.close();
  }
}
