import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../src/shared/contract/media';
import { demoSandbox, stopDemoSandbox } from '../../../src/main/connection/demo-sandbox';
import { createErpClient, type ErpClient } from '../../../src/main/erp';
import { EventHub } from '../../../src/main/events';
import { IncomingFiles } from '../../../src/main/services/media/incoming';
import { UploadQueue } from '../../../src/main/services/media/queue';
import type { StoredProfile } from '../../../src/main/store/profiles';
import { assetsNamed, CHANNEL, fileOnDisk, smallPng, uniqueName } from './support';

/**
 * One "run" of the app: a journal-backed client on a data folder and an upload queue over it.
 * The previous run's client is closed first, so the journal is read back from its file. A queue
 * with no upload slots keeps every file waiting, as an app stopped before their turn did.
 */
const current = new Map<string, ErpClient>();
/** Where the test's files are handed over; picked files are never the queue's temp files. */
const incoming = new IncomingFiles(mkdtempSync(join(tmpdir(), 'qm-restart-incoming-')));
async function run(dataDir: string, concurrency: number) {
  await current.get(dataDir)?.close();
  const sb = await demoSandbox();
  const client = await createErpClient({
    profileId: 'restart',
    preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    dataDir,
  });
  current.set(dataDir, client);
  const profile = { id: 'restart', previewBaseUrl: sb.previewUrl } as StoredProfile;
  const queue = new UploadQueue({ events: new EventHub(), files: incoming, connection: async () => ({ client, profile }), concurrency });
  await queue.resume({ client, profile });
  return { client, queue };
}
afterAll(async () => {
  for (const c of current.values()) await c.close();
  // Started here without its control interface: left running, the next file of this worker would get it.
  await stopDemoSandbox();
});

async function settledAll(queue: UploadQueue, ids: string[]): Promise<UploadItem[]> {
  const until = Date.now() + 20_000;
  for (;;) {
    const items = ids.map((id) => queue.list().find((i) => i.itemId === id));
    if (items.every((i) => i && ['done', 'failed', 'needsDecision', 'skipped', 'cancelled'].includes(i.state))) return items as UploadItem[];
    if (Date.now() > until) throw new Error(`not settled: ${JSON.stringify(items.map((i) => i?.state))}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const source = async (path: string) => ({ kind: 'file' as const, fileId: (await incoming.registerPickedFile(path)).fileId });

describe('The upload queue across a restart', () => {
  it('files queued but not yet started are uploaded by the next run, with their title and alt text, exactly once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-restart-queue-'));
    const names = [uniqueName('waiting-a', 'png'), uniqueName('waiting-b', 'png')];
    const first = await run(dataDir, 0);
    const queued = await first.queue.enqueue({
      channelCode: CHANNEL,
      folder: 'Banner',
      onDuplicate: 'ask',
      files: [
        { source: await source(await fileOnDisk(names[0]!, smallPng(41))), title: 'Summer banner', altText: 'Beach at dusk' },
        { source: await source(await fileOnDisk(names[1]!, smallPng(42))) },
      ],
    });
    expect(queued.map((i) => i.state)).toEqual(['queued', 'queued']);
    expect(first.client.pendingIntents()).toHaveLength(2);

    // The app stops (no goodbye); the next run opens the same data folder.
    const second = await run(dataDir, 3);
    const done = await settledAll(
      second.queue,
      queued.map((i) => i.itemId),
    );
    expect(done.map((i) => i.state)).toEqual(['done', 'done']);
    expect(done[0]).toMatchObject({ fileName: names[0], folder: 'Banner', asset: { title: 'Summer banner', altText: 'Beach at dusk', folder: 'Banner' } });
    for (const name of names) expect(await assetsNamed(name)).toHaveLength(1);
    expect(second.client.pendingIntents()).toEqual([]);

    // A third run has nothing left to do.
    const third = await run(dataDir, 3);
    expect(third.queue.list()).toEqual([]);
  });

  it('a file queued to replace its namesake is still a replacement after a restart: uploaded once, the old asset deleted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-restart-replace-'));
    const name = uniqueName('replace-me', 'png');
    const path = await fileOnDisk(name, smallPng(43));
    const setup = await run(dataDir, 3);
    const [original] = await setup.queue.enqueue({ channelCode: CHANNEL, onDuplicate: 'ask', files: [{ source: await source(path) }] });
    const [stored] = await settledAll(setup.queue, [original!.itemId]);

    const stopped = await run(dataDir, 0);
    const [replacing] = await stopped.queue.enqueue({
      channelCode: CHANNEL,
      onDuplicate: 'replace',
      files: [{ source: await source(path), altText: 'New version' }],
    });

    const next = await run(dataDir, 3);
    const [done] = await settledAll(next.queue, [replacing!.itemId]);
    expect(done).toMatchObject({ state: 'done', asset: { altText: 'New version' } });
    const left = await assetsNamed(name);
    expect(left.map((a) => a.id)).toEqual([done!.asset!.id]);
    expect(left[0]!.id).not.toBe(stored!.asset!.id);
    expect(next.client.pendingIntents()).toEqual([]);
  });
});
