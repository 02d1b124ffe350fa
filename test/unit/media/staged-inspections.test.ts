import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors';
import { StagedInspections } from '../../../src/main/services/media/staged-inspections';

const dir = mkdtempSync(join(tmpdir(), 'qm-staged-'));
const inspections = new StagedInspections();
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 4]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PNG of fixed size whose content is `fill`. */
const pngOf = (fill: number) => Buffer.concat([png, Buffer.alloc(64 * 1024, fill)]);

/** A whole second, which every file system keeps exactly (a Date would lose the nanoseconds of a fresh mtime). */
const MTIME = 1_700_000_000;

async function staged(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  await utimes(path, MTIME, MTIME);
  inspections.stage(path, name, await stat(path));
  await inspections.settled(path);
  return path;
}

/** Changes the content but keeps size and modification time: only then can a staged hash be told from a fresh one. */
async function swapKeepingStat(path: string, bytes: Buffer): Promise<void> {
  await writeFile(path, bytes);
  await utimes(path, MTIME, MTIME);
}

describe('staged inspections: a file checked and hashed when it is handed over, not when Upload is pressed', () => {
  it('hands the upload the result read at staging while the file is unchanged, once', async () => {
    const path = await staged('early.png', pngOf(1));
    await swapKeepingStat(path, pngOf(2));
    // The staged read is used (it saw fill 1), so Upload does not read the file again...
    expect((await inspections.inspect(path, 'early.png')).sha256).toBe(sha(pngOf(1)));
    // ...and only once: a retry reads the file afresh.
    expect((await inspections.inspect(path, 'early.png')).sha256).toBe(sha(pngOf(2)));
  });

  it('reads the file again when its size or modification time changed since staging', async () => {
    const path = await staged('edited.png', pngOf(1));
    await writeFile(path, Buffer.concat([pngOf(3), Buffer.from('more')]));
    const result = await inspections.inspect(path, 'edited.png');
    expect(result.size).toBe(pngOf(3).length + 4);
    expect(result.sha256).toBe(sha(Buffer.concat([pngOf(3), Buffer.from('more')])));
  });

  it('reads the file again when it is uploaded under another name (the checks name the file)', async () => {
    const path = await staged('named.png', pngOf(1));
    await swapKeepingStat(path, pngOf(4));
    expect((await inspections.inspect(path, 'renamed.png')).sha256).toBe(sha(pngOf(4)));
  });

  it('gives the refusal found at staging, naming the file', async () => {
    const path = await staged('notes.png', Buffer.from('just text, not an image'));
    const error = await inspections.inspect(path, 'notes.png').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).data.detail).toContain('notes.png');
  });

  it('reads a file that was never staged', async () => {
    const path = join(dir, 'direct.png');
    await writeFile(path, pngOf(5));
    expect((await inspections.inspect(path, 'direct.png')).sha256).toBe(sha(pngOf(5)));
  });
});
