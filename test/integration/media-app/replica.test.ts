import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetOutcome, LibraryPage, MediaFolderView } from '../../../src/shared/contract/media';
import { CHANNEL, enqueue, fileOnDisk, MEDIA_PATH, pdfOfSize, settled, startApp, uniqueName, type Harness } from './support';

/**
 * The app's media screens over the replica (row 316): after a finished upload the folder tree
 * and the type filter are asked again, as the library screen does, and the ERP sees no re-read.
 * Calls are counted at the Demo sandbox by zero-latency fault rules.
 */
let h: Harness;
beforeAll(async () => {
  h = await startApp();
}, 60_000);
afterAll(() => h.core.close());

async function countRequests() {
  await h.clearFaults();
  await h.faults([
    { kind: 'latency', latencyMs: 0, pathPrefix: MEDIA_PATH },
    { kind: 'latency', latencyMs: 0, pathPrefix: '/preview/deletions' },
  ]);
  return async () => {
    const { rules } = (await (await fetch(`${h.origin}/_sandbox/faults`)).json()) as { rules: { fired: number }[] };
    return { media: rules[0]!.fired, deletions: rules[1]!.fired };
  };
}

const folders = async () => (await h.call<{ folders: MediaFolderView[] }>('media.folders', { channelCode: CHANNEL })).folders;
const documents = (fs: MediaFolderView[]) => fs.find((f) => f.folderPath === 'Documents')!.assetCount;

describe('Media screens over the replica', () => {
  it('a finished upload is in the folder counts and the type filter with no re-read of the library; a delete leaves them', async () => {
    const before = await folders();
    const name = uniqueName('replica-upload', 'pdf');
    const [item] = await enqueue(h, [{ path: await fileOnDisk(name, pdfOfSize(2048)) }], { folder: 'Documents' });
    const [done] = await settled(h, [item!.itemId]);
    expect(done!.state).toBe('done');

    const calls = await countRequests();
    const after = await folders();
    expect(documents(after)).toBe(documents(before) + 1);
    expect(await calls()).toEqual({ media: 0, deletions: 0 });
    const pdfs = await h.call<LibraryPage>('media.library', { channelCode: CHANNEL, kind: 'pdf', search: name });
    expect(pdfs.items.map((a) => a.id)).toEqual([done!.asset!.id]);
    expect((await calls()).media).toBeLessThanOrEqual(1);
    await h.clearFaults();

    const { outcomes } = await h.call<{ outcomes: AssetOutcome[] }>('media.remove', { channelCode: CHANNEL, assetIds: [done!.asset!.id] });
    expect(outcomes.map((o) => o.ok)).toEqual([true]);
    const gone = await countRequests();
    expect(documents(await folders())).toBe(documents(before));
    expect(await gone()).toEqual({ media: 0, deletions: 0 });
    await h.clearFaults();
  });
});
