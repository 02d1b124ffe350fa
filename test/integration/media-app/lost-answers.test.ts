import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../src/shared/contract/media';
import { assetsNamed, CHANNEL, enqueue, fileOnDisk, MEDIA_PATH, pdfOfSize, settled, smallPng, startApp, uniqueName, type Harness } from './support';

let h: Harness;
const earlier: Harness[] = [];
beforeAll(async () => {
  h = await startApp();
}, 60_000);
afterAll(async () => {
  await h.clearFaults();
  for (const core of [h, ...earlier]) await core.core.close();
});

const MB = 1024 * 1024;
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}
const uploadFault = (kind: string, more: object = {}) => h.faults([{ kind, method: 'POST', pathPrefix: MEDIA_PATH, count: 1, ...more }]);
const pendingUploads = async () => (await h.core.ctx.connection.activeClient()).client.pendingWrites().filter((w) => w.path.startsWith(MEDIA_PATH));

describe('Media uploads whose answer is lost', () => {
  it('an upload stored but never answered is found and adopted, not uploaded twice', async () => {
    const name = uniqueName('dropped', 'png');
    await uploadFault('drop-after-commit');
    const [item] = await enqueue(h, [{ path: await fileOnDisk(name, smallPng(7)), title: 'Dropped' }]);
    const [done] = await settled(h, [item!.itemId]);
    await h.clearFaults();
    const stored = await assetsNamed(name);
    expect(stored).toHaveLength(1);
    expect(done).toMatchObject({ state: 'done', attempts: 1 });
    expect(done!.asset!.id).toBe(stored[0]!.id);
    expect(h.events.some((e) => e.itemId === item!.itemId && e.state === 'resolving')).toBe(true);
    expect(await pendingUploads()).toEqual([]);
  });

  it('a connection reset in the middle of the body is resent on its own; the others go through once', async () => {
    const broken = uniqueName('reset', 'pdf');
    const other = uniqueName('calm', 'png');
    const { client } = await h.core.ctx.connection.activeClient();
    const retriesBefore = client.stats().retries;
    await uploadFault('reset-mid-body', { afterBytes: 64 * 1024 });
    const items = await enqueue(h, [{ path: await fileOnDisk(broken, pdfOfSize(4 * MB)) }]);
    // The fault is for the first upload request: let the broken one send first.
    await until(() => h.events.some((e) => e.itemId === items[0]!.itemId && e.state === 'uploading'));
    const [more] = await enqueue(h, [{ path: await fileOnDisk(other, smallPng(8)) }]);
    const [resent, calm] = await settled(h, [items[0]!.itemId, more!.itemId]);
    await h.clearFaults();
    expect(resent).toMatchObject({ state: 'done' });
    // Sent again (by the ERP client's retry, nothing having arrived, or by the queue): two requests for one file.
    expect(client.stats().retries - retriesBefore + resent!.attempts).toBe(2);
    expect(calm).toMatchObject({ state: 'done', attempts: 1 });
    expect(await assetsNamed(broken)).toHaveLength(1);
    expect(await assetsNamed(other)).toHaveLength(1);
    expect(await pendingUploads()).toEqual([]);
  });

  it('several assets that could be the lost upload: the user decides which one it is', async () => {
    const name = uniqueName('ambiguous', 'png');
    const path = await fileOnDisk(name, smallPng(9));
    const [first] = await enqueue(h, [{ path }]);
    await settled(h, [first!.itemId]);
    await uploadFault('drop-after-commit');
    const [second] = await enqueue(h, [{ path }], { onDuplicate: 'keepBoth' });
    const [asked] = await settled(h, [second!.itemId]);
    await h.clearFaults();
    expect(asked).toMatchObject({ state: 'needsDecision', decision: { reason: 'ambiguous' } });
    expect(asked!.decision!.candidates).toHaveLength(2);
    expect(await pendingUploads()).toHaveLength(1);
    const newest = asked!.decision!.candidates[0]!;
    const adopted = await h.call<UploadItem>('media.decide', { itemId: second!.itemId, decision: { choice: 'adopt', assetId: newest.id } });
    expect(adopted).toMatchObject({ state: 'done', asset: { id: newest.id } });
    expect(await pendingUploads()).toEqual([]);
    expect(await assetsNamed(name)).toHaveLength(2);
  });

  it('after a restart, an upload of unknown outcome is resolved from the journal: adopted when stored, resent when not', async () => {
    const dataDir = h.dataDir;
    const { client } = await h.core.ctx.connection.activeClient();
    const stored = uniqueName('restart-stored', 'png');
    const lost = uniqueName('restart-lost', 'pdf');
    const storedPath = await fileOnDisk(stored, smallPng(10));
    const lostPath = await fileOnDisk(lost, pdfOfSize(2 * MB));
    // As the queue records them; the app then stops before it learns the outcome.
    await uploadFault('drop-after-commit');
    await expect(
      client.preview.media.upload(CHANNEL, { path: storedPath }, { title: 'Kept', record: { itemId: 'restart-1', path: storedPath, title: 'Kept' } }),
    ).rejects.toThrow();
    await uploadFault('reset-mid-body', { afterBytes: 64 * 1024 });
    await expect(client.preview.media.upload(CHANNEL, { path: lostPath }, { record: { itemId: 'restart-2', path: lostPath } })).rejects.toThrow();
    await h.clearFaults();
    expect(await pendingUploads()).toHaveLength(2);

    // The app stops without a goodbye; a new app core opens the same data folder.
    earlier.push(h);
    h = await startApp(dataDir);
    const [adopted, resent] = await settled(h, ['restart-1', 'restart-2']);
    const kept = await assetsNamed(stored);
    expect(kept).toHaveLength(1);
    expect(adopted).toMatchObject({ state: 'done', title: 'Kept', asset: { id: kept[0]!.id } });
    expect(resent).toMatchObject({ state: 'done', attempts: 2 });
    expect(await assetsNamed(lost)).toHaveLength(1);
    expect(await pendingUploads()).toEqual([]);
  });
});

describe('Cancelling and retrying uploads', () => {
  it('cancels an upload while it sends (nothing stored, nothing left pending) and retries it on request', async () => {
    const name = uniqueName('cancelled', 'pdf');
    await uploadFault('slow-body', { bytesPerSecond: 2 * MB });
    const [item] = await enqueue(h, [{ path: await fileOnDisk(name, pdfOfSize(8 * MB)) }]);
    await until(() => h.events.some((e) => e.itemId === item!.itemId && e.state === 'uploading' && e.sentBytes > MB));
    await h.call('media.cancel', { itemId: item!.itemId });
    const [cancelled] = await settled(h, [item!.itemId]);
    await h.clearFaults();
    expect(cancelled!.state).toBe('cancelled');
    expect(await assetsNamed(name)).toEqual([]);
    expect(await pendingUploads()).toEqual([]);

    await h.call('media.retry', { itemId: item!.itemId });
    const [retried] = await settled(h, [item!.itemId]);
    expect(retried).toMatchObject({ state: 'done', attempts: 2 });
    expect(await assetsNamed(name)).toHaveLength(1);
  });
});

describe('Retrying failed uploads', () => {
  it('an upload broken off on every automatic attempt fails; a retry on request sends it again and it is stored once', async () => {
    const name = uniqueName('broken-thrice', 'pdf');
    await uploadFault('reset-mid-body', { afterBytes: 100, count: 3 });
    const [item] = await enqueue(h, [{ path: await fileOnDisk(name, pdfOfSize(64 * 1024)) }]);
    const [failed] = await settled(h, [item!.itemId]);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    expect(failed!.error!.detail).toBe(`${name} did not reach the library in 3 attempts; nothing was stored. Retry sends it again.`);
    await h.clearFaults();
    await h.call('media.retry', { itemId: item!.itemId });
    const [retried] = await settled(h, [item!.itemId], 15_000);
    expect(retried).toMatchObject({ state: 'done', attempts: 4 });
    expect(await assetsNamed(name)).toHaveLength(1);
  });
});

describe('Which failures are ambiguous', () => {
  it('a refusal (4xx) is final: no search for the asset, no resend, nothing left pending', async () => {
    const name = uniqueName('nowhere', 'png');
    const [item] = await enqueue(h, [{ path: await fileOnDisk(name, smallPng(11)) }], { folderId: '00000000-0000-4000-8000-000000000001' });
    const [failed] = await settled(h, [item!.itemId]);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, error: { codes: ['ChannelMediaFolder.NotFound'] } });
    expect(h.events.some((e) => e.itemId === item!.itemId && e.state === 'resolving')).toBe(false);
    expect(await pendingUploads()).toEqual([]);
  });

  it('a server error after the body was sent is ambiguous: the library is searched first, then the file is sent again', async () => {
    const name = uniqueName('server-error', 'png');
    await uploadFault('error-before-commit');
    const [item] = await enqueue(h, [{ path: await fileOnDisk(name, smallPng(12)) }]);
    const [done] = await settled(h, [item!.itemId]);
    await h.clearFaults();
    expect(done).toMatchObject({ state: 'done', attempts: 2 });
    expect(h.events.some((e) => e.itemId === item!.itemId && e.state === 'resolving')).toBe(true);
    expect(await assetsNamed(name)).toHaveLength(1);
    expect(await pendingUploads()).toEqual([]);
  });
});
