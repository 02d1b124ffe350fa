import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors';
import { inspectFile } from '../../../src/main/services/media/inspect';

const dir = mkdtempSync(join(tmpdir(), 'qm-inspect-'));
const MB = 1024 * 1024;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 4]);

async function file(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

async function refusal(path: string, name: string): Promise<AppError> {
  const error = await inspectFile(path, name).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('inspectFile: a file checked and hashed before it is sent', () => {
  it('recognises the type from the bytes, counts the size and hashes every byte', async () => {
    const bytes = Buffer.concat([png, Buffer.alloc(3 * MB, 7)]);
    const result = await inspectFile(await file('photo.jpg', bytes), 'photo.jpg');
    expect(result).toEqual({ size: bytes.length, contentType: 'image/png', sha256: createHash('sha256').update(bytes).digest('hex') });
  });

  it('accepts an image of exactly 10 MB and refuses one byte more, naming the file and the limit', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(10 * MB - png.length)]);
    expect((await inspectFile(await file('exact.png', exact), 'exact.png')).size).toBe(10 * MB);
    const over = await refusal(await file('over.png', Buffer.concat([exact, Buffer.from([0])])), 'over.png');
    expect(over.data.detail).toBe('over.png is larger than 10 MB, the limit for PNG images.');
  });

  it('finds script far into a large SVG, past the first read', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60_000)}<g onload="x()"/></svg>`);
    expect(svg.length).toBeGreaterThan(1.5 * MB);
    const unsafe = await refusal(await file('big.svg', svg), 'big.svg');
    expect(unsafe.data.codes).toEqual(['ChannelMediaAsset.UnsafeSvg']);
    // ...and in the rest of the first read, after the head the type was recognised from.
    const early = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(20_000)}<script>x()</script>${'<rect/>'.repeat(200_000)}</svg>`,
    );
    expect((await refusal(await file('early.svg', early), 'early.svg')).data.codes).toEqual(['ChannelMediaAsset.UnsafeSvg']);
  });

  it('refuses an empty file and a small SVG with script', async () => {
    expect((await refusal(await file('empty.pdf', Buffer.alloc(0)), 'empty.pdf')).data.detail).toBe('empty.pdf is empty.');
    const tiny = await refusal(await file('tiny.svg', Buffer.from('<svg><script>1</script></svg>')), 'tiny.svg');
    expect(tiny.data.codes).toEqual(['ChannelMediaAsset.UnsafeSvg']);
  });
});
