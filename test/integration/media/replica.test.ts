import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { MediaReplicas, type MediaReplicaOptions } from '../../../src/main/services/media/media-replica';
import { knownFolders, libraryPage, replicaFolders, replicaLibraryPage } from '../../../src/main/services/media/library';
import { libraryFilterSchema, type LibraryFilter } from '../../../src/shared/contract/media';
import { pdfBytes } from '../../../src/sandbox/seed/media-bytes';
import { replicaStarts } from '../support/replica-starts';

/** The media replica across restarts of the app (see `replicaStarts`), as the tickets replica is tested. */
const CHANNEL = 'B2C-NO';
const MEDIA = `/preview/channels/${CHANNEL}/media`;

const starts = replicaStarts();

async function start(dataDir: string, options: MediaReplicaOptions = {}) {
  const { client, replicas } = await starts.start(() => new MediaReplicas(dataDir, options));
  return { client, replicas, replica: replicas.of(starts.profile(), client, CHANNEL) };
}
const stop = starts.stop;

/** Counts the requests the sandbox answers from now on: the media list and reads, and deletions. */
function countRequests() {
  const fired = starts.countRequests([MEDIA, '/preview/deletions']);
  return () => {
    const [media, deletions] = fired();
    return { media: media!, deletions: deletions!, all: media! + deletions! };
  };
}

const folder = () => mkdtempSync(join(tmpdir(), 'qm-media-replica-'));
const filter = (f: LibraryFilter) => libraryFilterSchema.parse(f);
let n = 0;

/** A PDF stored by another client of the ERP, with a unique name. */
async function uploadElsewhere(client: ErpClient, stem: string) {
  const name = `${stem}-${Date.now().toString(36)}-${n++}.pdf`;
  const bytes = pdfBytes('Replica probe');
  const { Readable } = await import('node:stream');
  return client.preview.media.upload(CHANNEL, { open: () => Readable.from([bytes]), fileName: name, size: bytes.length }, { folder: 'Documents' });
}

describe('the media replica', () => {
  it('answers the folder tree and counts as the full list does, then with no call at all', async () => {
    const { client, replica } = await start(folder());
    const first = countRequests();
    const folders = (await replicaFolders(replica)).folders;
    expect(first().deletions).toBe(0); // a first start reads everything, no deletions
    expect(folders).toEqual(await knownFolders(client, CHANNEL));
    expect(folders.slice(5).length).toBeGreaterThan(0);
    expect(folders.reduce((s, f) => s + f.assetCount, 0)).toBe(replica.table.count());

    const calls = countRequests();
    expect((await replicaFolders(replica)).folders).toEqual(folders);
    expect(calls().all).toBe(0);
  });

  it('answers the type filter as the old full scan does, with one call: the changes', async () => {
    const { client, replica } = await start(folder());
    await replicaFolders(replica);
    const sub = replica.table.folders().find((f) => f.folderPath.includes('/'))!;
    const root = sub.folderPath.split('/')[0]!;
    const filters: LibraryFilter[] = [
      { channelCode: CHANNEL, kind: 'image', pageSize: 20, page: 2 },
      { channelCode: CHANNEL, kind: 'pdf' },
      { channelCode: CHANNEL, kind: 'image', folder: root as never, includeSubfolders: true },
      { channelCode: CHANNEL, kind: 'image', folder: root as never },
      { channelCode: CHANNEL, kind: 'image', folderId: sub.folderId! },
      { channelCode: CHANNEL, kind: 'image', search: 'a' },
    ];
    for (const f of filters) {
      const calls = countRequests();
      const got = await replicaLibraryPage(client, replica, filter(f));
      expect(calls(), JSON.stringify(f)).toEqual({ media: 1, deletions: 0, all: 1 });
      expect(got, JSON.stringify(f)).toEqual(await libraryPage(client, filter(f)));
    }
    const images = await replicaLibraryPage(client, replica, filter({ channelCode: CHANNEL, kind: 'image' }));
    expect(images.totalCount).toBeGreaterThan(0);
  });

  it('adds an asset stored here without reading the library again, and removes one deleted here', async () => {
    const { client, replica } = await start(folder());
    const before = (await replicaFolders(replica)).folders;
    const stored = await uploadElsewhere(client, 'stored-here');
    const calls = countRequests();
    await replica.put(stored);
    const after = (await replicaFolders(replica)).folders;
    expect(calls().all).toBe(0);
    const count = (fs: typeof before) => fs.find((f) => f.folderPath === 'Documents')!.assetCount;
    expect(count(after)).toBe(count(before) + 1);
    expect(replica.table.get(stored.id)).toEqual(stored);

    await client.preview.media.remove(CHANNEL, stored.id);
    await replica.remove([stored.id]);
    expect(replica.table.get(stored.id)).toBeUndefined();
    expect(count((await replicaFolders(replica)).folders)).toBe(count(before));
  });

  it('after a restart reads only the changes: assets stored and deleted meanwhile, two calls', async () => {
    const dir = folder();
    const first = await start(dir);
    const doomed = await uploadElsewhere(first.client, 'doomed');
    await replicaFolders(first.replica);
    expect(first.replica.table.get(doomed.id)).toBeDefined();
    const total = first.replica.table.count();
    await stop(first);

    const erp = await start(folder());
    const created = await uploadElsewhere(erp.client, 'while-closed');
    await erp.client.preview.media.remove(CHANNEL, doomed.id);

    const again = await start(dir);
    // Read from disk: the rows are there before any call.
    expect(again.replica.table.count()).toBe(total);
    const calls = countRequests();
    const folders = (await replicaFolders(again.replica)).folders;
    expect(calls()).toEqual({ media: 1, deletions: 1, all: 2 });
    expect(again.replica.table.get(created.id)).toEqual(created);
    expect(again.replica.table.get(doomed.id)).toBeUndefined();
    expect(folders).toEqual(await knownFolders(again.client, CHANNEL));
  });

  it('drops an asset deleted elsewhere at the first delta that reads deletions', async () => {
    let offset = 0;
    const { client, replica } = await start(folder(), { now: () => Date.now() + offset });
    const asset = await uploadElsewhere(client, 'deleted-elsewhere');
    await replicaFolders(replica);
    const pdfs = filter({ channelCode: CHANNEL, kind: 'pdf', search: 'deleted-elsewhere' });
    expect((await replicaLibraryPage(client, replica, pdfs)).items.map((a) => a.id)).toContain(asset.id);

    const other = await start(folder());
    await other.client.preview.media.remove(CHANNEL, asset.id);
    // Within a minute of the last deletions read, the type filter reads only the changed assets.
    const quiet = countRequests();
    await replicaLibraryPage(client, replica, pdfs);
    expect(quiet()).toEqual({ media: 1, deletions: 0, all: 1 });

    offset = 61_000;
    const calls = countRequests();
    const page = await replicaLibraryPage(client, replica, pdfs);
    expect(calls()).toEqual({ media: 1, deletions: 1, all: 2 });
    expect(page.items.map((a) => a.id)).not.toContain(asset.id);
    expect(replica.table.get(asset.id)).toBeUndefined();
  });

  it('reads everything again when the last deletions read is older than deletions are kept', async () => {
    const dir = folder();
    const first = await start(dir);
    await replicaFolders(first.replica);
    const total = first.replica.table.count();
    await stop(first);
    const later = await start(dir, { now: () => Date.now() + 8 * 24 * 3_600_000 });
    const calls = countRequests();
    await replicaFolders(later.replica);
    expect(calls().deletions).toBe(0);
    expect(calls().media).toBe(Math.ceil(total / 200));
    expect(later.replica.table.count()).toBe(total);
  });
});
