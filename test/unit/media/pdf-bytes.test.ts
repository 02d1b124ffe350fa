import { describe, expect, it } from 'vitest';
import type { MediaAssetView } from '@shared/contract/media';
import { PDF_PREVIEW_MAX_BYTES } from '@shared/domain/media-limits';
import { AppError } from '@shared/errors';
import { readPdfBytes } from '../../../src/main/services/media/pdf-bytes';

const asset = (over: Partial<MediaAssetView> = {}): MediaAssetView => ({
  id: 'a1',
  channelCode: 'WEB',
  fileName: 'size-guide.pdf',
  contentType: 'application/pdf',
  kind: 'pdf',
  fileSize: 1000,
  width: null,
  height: null,
  folder: 'Documents',
  folderId: null,
  folderPath: 'Documents',
  title: null,
  altText: null,
  caption: null,
  url: 'http://127.0.0.1:9/cdn/media/WEB/a1/size-guide.pdf',
  createdDate: null,
  modifiedDate: null,
  ...over,
});

/** A fetch answering `body` in chunks, counting how many chunks were read. */
function answering(body: Uint8Array, status = 200) {
  const seen = { urls: [] as string[], chunksRead: 0 };
  const fetcher = (async (url: string) => {
    seen.urls.push(url);
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= body.length) return controller.close();
        seen.chunksRead++;
        controller.enqueue(body.subarray(at, at + 1024));
        at += 1024;
      },
    });
    return new Response(stream, { status });
  }) as unknown as typeof fetch;
  return { fetcher, seen };
}

describe("main reading a PDF's bytes for the preview", () => {
  it("reads the asset's own public url whole", async () => {
    const body = new TextEncoder().encode('%PDF-1.4 '.repeat(500));
    const { fetcher, seen } = answering(body);
    const bytes = await readPdfBytes(asset(), 10_000, fetcher);
    expect(Buffer.from(bytes).equals(Buffer.from(body))).toBe(true);
    expect(seen.urls).toEqual([asset().url]);
  });

  it('stops reading once the answer passes the limit, even when the listed size was small', async () => {
    const { fetcher, seen } = answering(new Uint8Array(50 * 1024));
    await expect(readPdfBytes(asset({ fileSize: 100 }), 4096, fetcher)).rejects.toMatchObject({
      data: { kind: 'validation', detail: 'size-guide.pdf is larger than 0.00390625 MB, the most the preview reads.' },
    });
    expect(seen.chunksRead).toBeLessThanOrEqual(6);
  });

  it('reads nothing for a listed size over the limit, another kind, or an address that is not the web', async () => {
    const { fetcher, seen } = answering(new Uint8Array(10));
    for (const a of [asset({ fileSize: PDF_PREVIEW_MAX_BYTES + 1 }), asset({ kind: 'video' }), asset({ url: 'file:///etc/passwd' }), asset({ url: null })]) {
      await expect(readPdfBytes(a, PDF_PREVIEW_MAX_BYTES, fetcher)).rejects.toBeInstanceOf(AppError);
    }
    expect(seen.urls).toEqual([]);
  });

  it('names the status when the address answers with an error', async () => {
    const { fetcher } = answering(new Uint8Array(0), 404);
    await expect(readPdfBytes(asset(), 10_000, fetcher)).rejects.toMatchObject({ data: { kind: 'unavailable', detail: 'Its address answered 404.' } });
  });
});
