import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkBytesFor, fileChunks } from '../../../src/main/erp/preview/file-chunks';

const dir = mkdtempSync(join(tmpdir(), 'qm-chunks-'));
const MB = 1024 * 1024;

describe('fileChunks: a file read for an upload body', () => {
  it('yields every byte in order from a few reused buffers, not a fresh buffer per read', async () => {
    const bytes = randomBytes(20 * MB + 333);
    const path = join(dir, 'film.mp4');
    await writeFile(path, bytes);
    const hash = createHash('sha256');
    const memory = new Set<ArrayBufferLike>();
    let reads = 0;
    for await (const chunk of fileChunks(path, bytes.length)) {
      hash.update(chunk); // now: the buffer is reused by a later read
      memory.add(chunk.buffer);
      reads++;
    }
    expect(hash.digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(reads).toBe(Math.ceil(bytes.length / (512 * 1024)));
    expect(memory.size).toBeLessThanOrEqual(4);
  });

  it('reads large files in half megabytes, smaller ones in ~24 steps, never less than 64 KB', () => {
    expect(chunkBytesFor(50 * MB)).toBe(512 * 1024);
    expect(chunkBytesFor(3 * MB)).toBe(128 * 1024);
    expect(chunkBytesFor(200 * 1024)).toBe(64 * 1024);
  });
});
