import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../src/shared/contract/media';
import { startBrowserHost, type BrowserHost } from '../../../src/main/hosts/browser-host';
import { assetsNamed, CHANNEL, pdfOfSize, settled, startApp, uniqueName, type Harness } from './support';

let h: Harness;
let host: BrowserHost;
beforeAll(async () => {
  h = await startApp();
  host = await startBrowserHost({
    dispatch: h.core.dispatch,
    events: h.core.ctx.events,
    receiveUpload: (body, name) => h.core.ctx.incoming.receiveStream(body, name),
  });
}, 60_000);
afterAll(async () => {
  await host.close();
  await h.core.close();
});

const MB = 1024 * 1024;
/** The bytes in 64 KB pieces, as a browser sends a File body. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    })(),
  );
const incomingFiles = () => {
  try {
    return readdirSync(join(h.dataDir, 'media-incoming'));
  } catch {
    return [];
  }
};

function put(name: string, bytes: Buffer, headers: Record<string, string> = { 'x-qm-token': host.token }) {
  return request(`${host.origin}/api/media-stream?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body: chunked(bytes),
  });
}

describe('Browser host: a dropped file streamed to main', () => {
  it('takes the body as it streams in, and the queue uploads it by its stream id', async () => {
    const name = uniqueName('streamed', 'pdf');
    const bytes = pdfOfSize(6 * MB);
    const res = await put(name, bytes);
    expect(res.statusCode).toBe(200);
    const { streamId, size } = (await res.body.json()) as { streamId: string; size: number };
    expect(size).toBe(bytes.length);
    const { items } = await h.call<{ items: UploadItem[] }>('media.enqueue', {
      channelCode: CHANNEL,
      files: [{ source: { kind: 'stream', streamId }, title: 'Streamed' }],
    });
    const mine = items.find((i) => i.fileName === name)!;
    const [done] = await settled(h, [mine.itemId]);
    expect(done).toMatchObject({ state: 'done', totalBytes: 6 * MB, asset: { fileName: name, title: 'Streamed' } });
    expect(await assetsNamed(name)).toHaveLength(1);
    // The temp copy is gone once the upload is settled, and a stream id is good for one upload.
    expect(incomingFiles()).not.toContain(streamId);
    const again = await h.raw('media.enqueue', { channelCode: CHANNEL, files: [{ source: { kind: 'stream', streamId } }] });
    expect(again).toMatchObject({ ok: false, error: { title: 'The file was not received' } });
  });

  it('refuses a body without the token or from another origin, and keeps nothing', async () => {
    const before = incomingFiles().length;
    expect((await put('a.png', Buffer.alloc(10), {})).statusCode).toBe(401);
    expect((await put('a.png', Buffer.alloc(10), { 'x-qm-token': host.token, origin: 'http://evil.example' })).statusCode).toBe(403);
    expect(incomingFiles()).toHaveLength(before);
  });

  it('stops storing a body larger than any file may be', async () => {
    const before = incomingFiles().length;
    const res = await put('huge.mp4', Buffer.alloc(50 * MB + 1));
    expect(res.statusCode).toBe(400);
    expect(((await res.body.json()) as { error: { detail: string } }).error.detail).toBe('huge.mp4 is larger than 50 MB, the most any file may be.');
    expect(incomingFiles()).toHaveLength(before);
  });
});
