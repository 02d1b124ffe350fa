import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors';
import { pdfBytes, pngBytes } from '../../../src/sandbox/seed/media-bytes';
import { useSandbox } from '../erp/sandbox';
import { samples } from './multipart';

const { sandbox, client, tempDir } = useSandbox();
const MB = 1024 * 1024;

/** A PDF of `size` bytes generated while it is read, in 64 KB chunks. */
function pdfStream(size: number): () => Readable {
  const head = pdfBytes('Manual');
  return () =>
    Readable.from(
      (function* () {
        yield head;
        const zeros = Buffer.alloc(64 * 1024);
        for (let left = size - head.length; left > 0; left -= zeros.length) yield left >= zeros.length ? zeros : zeros.subarray(0, left);
      })(),
    );
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('ERP client: media library', () => {
  it('uploads a file from a path with progress up to its size, then reads, lists, patches and deletes it', async () => {
    const erp = await client();
    const path = join(await tempDir(), 'Fjellvind-vår-kampanje.png');
    const png = pngBytes(80, 40, [10, 80, 160], [240, 240, 240]);
    await writeFile(path, png);
    const progress: number[] = [];
    const asset = await erp.preview.media.upload('B2C-NO', { path }, { folder: 'Hero', title: 'Vår', onProgress: (p) => progress.push(p.sentBytes) });
    expect(asset).toMatchObject({ fileName: 'Fjellvind-vår-kampanje.png', fileSize: png.length, width: 80, height: 40, folder: 'Hero', title: 'Vår' });
    expect(progress.at(-1)).toBe(png.length);
    expect(await erp.preview.media.get('B2C-NO', asset.id)).toMatchObject({ id: asset.id });
    const page = await erp.preview.media.list('B2C-NO', { search: 'kampanje', folder: 'Hero' });
    expect(page.items.map((a) => a.id)).toEqual([asset.id]);
    const patched = await erp.preview.media.update('B2C-NO', asset.id, { altText: 'Mountain at dawn', title: null });
    expect(patched).toMatchObject({ altText: 'Mountain at dawn', title: null });
    await erp.preview.media.remove('B2C-NO', asset.id);
    const gone = await refusal(erp.preview.media.get('B2C-NO', asset.id));
    expect(gone.data.codes).toContain('ChannelMediaAsset.NotFound');
  });

  it('sends a file from a path byte for byte, though its read buffers are reused (large and small reads)', async () => {
    const erp = await client();
    // Random bytes: a buffer overwritten before the socket sent it would show in the stored file.
    for (const size of [18 * MB, 2 * MB + 12345]) {
      const bytes = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'), randomBytes(size - 24)]);
      const path = join(await tempDir(), `reel-${size}.mp4`);
      await writeFile(path, bytes);
      const asset = await erp.preview.media.upload('B2C-NO', { path }, { folder: 'Content' });
      const stored = Buffer.from(await (await fetch(asset.url!)).arrayBuffer());
      expect(stored.length).toBe(size);
      expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
      await erp.preview.media.remove('B2C-NO', asset.id);
    }
  });

  it('streams a 12 MB document from a Readable, reporting progress in many steps', async () => {
    const erp = await client();
    const steps: number[] = [];
    const asset = await erp.preview.media.upload(
      'B2C-NO',
      { open: pdfStream(12 * MB), fileName: 'manual.pdf', size: 12 * MB },
      { folder: 'Documents', onProgress: (p) => steps.push(p.sentBytes) },
    );
    expect(asset).toMatchObject({ contentType: 'application/pdf', fileSize: 12 * MB, folder: 'Documents' });
    expect(steps.length).toBeGreaterThan(10);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(12 * MB);
  });

  it('stops on abort while the body is being sent; nothing is stored', async () => {
    const erp = await client();
    const fileName = `aborted-${Date.now()}.pdf`;
    sandbox().faults.configure([{ kind: 'slow-body', bytesPerSecond: 2 * MB, method: 'POST', pathPrefix: '/preview/channels/B2C-NO/media', count: 1 }]);
    const abort = new AbortController();
    const startedAt = new Date().toISOString();
    const error = await refusal(
      erp.preview.media.upload(
        'B2C-NO',
        { open: pdfStream(8 * MB), fileName, size: 8 * MB },
        { signal: abort.signal, onProgress: (p) => p.sentBytes > MB && abort.abort() },
      ),
    );
    sandbox().faults.clear();
    expect(error.kind).toBe('cancelled');
    expect(await erp.preview.media.findStored('B2C-NO', { fileName, fileSize: 8 * MB, startedAt })).toEqual([]);
  });

  it('after a lost answer: not resent, recorded in the journal, found by findStored, skipped by resumePending', async () => {
    const erp = await client({ dataDir: await tempDir() });
    const fileName = `dropped-${Date.now()}.png`;
    const png = pngBytes(4, 4, [1, 1, 1], [2, 2, 2]);
    sandbox().faults.configure([{ kind: 'drop-after-commit', method: 'POST', pathPrefix: '/preview/channels/B2C-NO/media', count: 1 }]);
    const lost = await refusal(erp.preview.media.upload('B2C-NO', { open: () => Readable.from([png]), fileName, size: png.length }));
    sandbox().faults.clear();
    expect(lost.kind).not.toBe('validation');
    const record = erp.pendingWrites().find((e) => (e.body as { upload?: { fileName: string } }).upload?.fileName === fileName);
    expect(record).toBeDefined();
    const stored = await erp.preview.media.findStored('B2C-NO', { fileName, fileSize: png.length, startedAt: record!.createdAt });
    expect(stored).toHaveLength(1);
    const resumed = await erp.resumePending();
    expect(resumed.find((r) => r.entry.key === record!.key)).toMatchObject({ outcome: 'skipped', reason: 'unkeyed' });
    expect((await erp.preview.media.list('B2C-NO', { search: fileName })).totalCount).toBe(1);
  });

  it("refuses before sending what the ERP would refuse, and reports the ERP's own refusals on field file", async () => {
    const erp = await client();
    const before = erp.stats().requests;
    const empty = await refusal(erp.preview.media.upload('B2C-NO', { open: () => Readable.from([]), fileName: 'empty.png', size: 0 }));
    expect(empty.data.codes).toEqual(['ChannelMediaAsset.EmptyFile']);
    const huge = await refusal(
      erp.preview.media.upload('B2C-NO', { open: pdfStream(11 * MB), fileName: 'big.png', size: 11 * MB }, { contentType: 'image/png' }),
    );
    expect(huge.data.codes).toEqual(['ChannelMediaAsset.FileTooLarge']);
    expect(huge.fieldErrors.map((f) => f.field)).toEqual(['file']);
    expect(erp.stats().requests).toBe(before);
    const svg = Buffer.from(samples.svg('<script>alert(1)</script>'));
    const unsafe = await refusal(erp.preview.media.upload('B2C-NO', { open: () => Readable.from([svg]), fileName: 'logo.svg', size: svg.length }));
    expect(unsafe.data.codes).toContain('ChannelMediaAsset.UnsafeSvg');
  });
});
