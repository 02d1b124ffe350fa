import { createHash } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../src/shared/contract/media';
import { assetsNamed, CHANNEL, enqueue, fileOnDisk, pdfOfSize, settled, smallPng, startApp, uniqueName, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
}, 60_000);
afterAll(() => h.core.close());

const MB = 1024 * 1024;

describe('Media upload queue', () => {
  it('uploads a file with its title and alt text, reporting bytes sent, then processing, then done', async () => {
    const name = uniqueName('brochure', 'pdf');
    const path = await fileOnDisk(name, pdfOfSize(3 * MB));
    const [item] = await enqueue(h, [{ path, title: 'Spring brochure', altText: 'Cover with mountains' }], { folder: 'Documents' });
    const [done] = await settled(h, [item!.itemId]);
    expect(done).toMatchObject({ state: 'done', totalBytes: 3 * MB, contentType: 'application/pdf', attempts: 1 });
    expect(done!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(done!.asset).toMatchObject({ fileName: name, title: 'Spring brochure', altText: 'Cover with mountains', folder: 'Documents', kind: 'pdf' });

    const mine = h.events.filter((e) => e.itemId === item!.itemId);
    const states = mine.map((e) => e.state).filter((s, i, all) => s !== all[i - 1]);
    expect(states).toEqual(['queued', 'checking', 'uploading', 'processing', 'done']);
    const sent = mine.filter((e) => e.state === 'uploading').map((e) => e.sentBytes);
    expect(sent.length).toBeGreaterThanOrEqual(8); // reported at each 5% step at least
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(mine.find((e) => e.state === 'processing')!.sentBytes).toBe(3 * MB);
    expect(await assetsNamed(name)).toHaveLength(1);
  });

  it('takes the check and hash made when the file was handed over, so Upload does not read the file again', async () => {
    const name = uniqueName('handed-over', 'pdf');
    const bytes = pdfOfSize(2 * MB);
    const path = await fileOnDisk(name, bytes);
    const wholeSecond = 1_700_000_000; // kept exactly by every file system, so it can be put back
    await utimes(path, wholeSecond, wholeSecond);
    const { fileId } = await h.core.ctx.incoming.registerPickedFile(path);
    await h.core.ctx.incoming.staged.settled(path);
    // Different bytes, same size and modification time: only a file read at staging gives the first hash.
    const edited = Buffer.from(bytes);
    edited[edited.length - 100] = edited[edited.length - 100]! ^ 0xff;
    await writeFile(path, edited);
    await utimes(path, wholeSecond, wholeSecond);
    const { items } = await h.call<{ items: UploadItem[] }>('media.enqueue', {
      channelCode: CHANNEL,
      folder: 'Documents',
      files: [{ source: { kind: 'file', fileId } }],
    });
    const [done] = await settled(h, [items.find((i) => i.fileName === name)!.itemId]);
    expect(done).toMatchObject({ state: 'done', totalBytes: 2 * MB });
    expect(done!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('refuses files over the limit, of an unknown type, or with script, naming the file and the limit; nothing is sent', async () => {
    const { client } = await h.core.ctx.connection.activeClient();
    const bytesBefore = client.stats().bodyBytesSent;
    const big = uniqueName('huge', 'png');
    const bigPng = Buffer.concat([smallPng(1), Buffer.alloc(10 * MB)]);
    const text = uniqueName('notes', 'png');
    const svg = uniqueName('logo', 'svg');
    const items = await enqueue(h, [
      { path: await fileOnDisk(big, bigPng) },
      { path: await fileOnDisk(text, Buffer.from('just some text, not an image')) },
      { path: await fileOnDisk(svg, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')) },
    ]);
    const [tooLarge, unknown, unsafe] = await settled(
      h,
      items.map((i) => i.itemId),
    );
    expect(tooLarge).toMatchObject({ state: 'failed', attempts: 0 });
    expect(tooLarge!.error?.codes).toEqual(['ChannelMediaAsset.FileTooLarge']);
    expect(tooLarge!.error?.detail).toBe(`${big} is larger than 10 MB, the limit for PNG images.`);
    expect(unknown!.error?.codes).toEqual(['ChannelMediaAsset.UnsupportedType']);
    expect(unknown!.error?.detail).toContain(text);
    expect(unsafe!.error?.codes).toEqual(['ChannelMediaAsset.UnsafeSvg']);
    expect(unsafe!.error?.detail).toContain('a <script> element');
    expect(client.stats().bodyBytesSent).toBe(bytesBefore);
    for (const name of [big, text, svg]) expect(await assetsNamed(name)).toEqual([]);
  });

  it('asks before uploading a file whose name and size are already in the library; keep both, skip and replace', async () => {
    const name = uniqueName('hero', 'png');
    const path = await fileOnDisk(name, smallPng(3));
    const [first] = await enqueue(h, [{ path }]);
    await settled(h, [first!.itemId]);

    const [again] = await enqueue(h, [{ path }]);
    const [asked] = await settled(h, [again!.itemId]);
    expect(asked).toMatchObject({ state: 'needsDecision', decision: { reason: 'duplicate' } });
    expect(asked!.decision!.candidates.map((c) => c.fileName)).toEqual([name]);
    const kept = await h.call<UploadItem>('media.decide', { itemId: again!.itemId, decision: { choice: 'keepBoth' } });
    expect(kept.state).not.toBe('needsDecision');
    await settled(h, [again!.itemId]);
    expect(await assetsNamed(name)).toHaveLength(2);

    const [skipped] = await enqueue(h, [{ path }], { onDuplicate: 'skip' });
    expect((await settled(h, [skipped!.itemId]))[0]!.state).toBe('skipped');

    const [replacing] = await enqueue(h, [{ path }], { onDuplicate: 'replace' });
    const [replaced] = await settled(h, [replacing!.itemId]);
    expect(replaced!.state).toBe('done');
    expect((await assetsNamed(name)).map((a) => a.id)).toEqual([replaced!.asset!.id]);
  });

  it('uploads a few at a time and never two of the same content to the same place at once', async () => {
    const paths = await Promise.all(Array.from({ length: 8 }, (_, i) => fileOnDisk(uniqueName('tile', 'png'), smallPng(100 + i))));
    const same = uniqueName('twin', 'png');
    const twin = await fileOnDisk(same, smallPng(200));
    const items = await enqueue(h, [...paths.map((path) => ({ path })), { path: twin }, { path: twin }], { onDuplicate: 'keepBoth' });
    const ids = new Set(items.map((i) => i.itemId));
    const done = await settled(h, [...ids]);
    expect(done.every((i) => i.state === 'done')).toBe(true);

    // Replay the events: how many of these were between "uploading" and their end at any moment.
    const active = new Set<string>();
    let most = 0;
    const twins = new Set(items.slice(-2).map((i) => i.itemId));
    let twinsAtOnce = 0;
    for (const e of h.events.filter((e) => ids.has(e.itemId))) {
      if (e.state === 'uploading' || e.state === 'processing') active.add(e.itemId);
      else active.delete(e.itemId);
      most = Math.max(most, active.size);
      twinsAtOnce = Math.max(twinsAtOnce, [...active].filter((id) => twins.has(id)).length);
    }
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(3);
    expect(twinsAtOnce).toBe(1);
    expect(await assetsNamed(same)).toHaveLength(2);
  });
});
