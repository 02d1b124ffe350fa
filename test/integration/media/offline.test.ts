import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createErpClient } from '../../../src/main/erp';
import { replicaFolders, replicaLibraryPage } from '../../../src/main/services/media/library';
import { MediaReplicas, type MediaReplicaOptions } from '../../../src/main/services/media/media-replica';
import { libraryFilterSchema, mediaCalls, type LibraryFilter } from '../../../src/shared/contract/media';
import { AppError } from '../../../src/shared/errors';
import { startSandbox } from '../../../src/sandbox';

/**
 * The media library while the ERP cannot be reached: the folder tree, counts and pages answer
 * from the replica with the instant of its last completed sync (row 332), over real HTTP against
 * a sandbox that is faulted or closed. Retries are kept short so a 5xx "after retries" is quick.
 */
const CHANNEL = 'B2C-NO';
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const filter = (f: Omit<LibraryFilter, 'channelCode'> = {}) => libraryFilterSchema.parse({ channelCode: CHANNEL, pageSize: 20, ...f });

async function start(options: MediaReplicaOptions = {}) {
  const sb = await startSandbox({ port: 0, control: true });
  cleanup.push(() => sb.close());
  const replicas = new MediaReplicas(mkdtempSync(join(tmpdir(), 'qm-media-offline-')), options);
  cleanup.push(() => replicas.close());
  const client = await createErpClient({
    profileId: 'p1',
    preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 10, maxRetryAfterMs: 10 },
  });
  cleanup.push(() => client.close());
  const replica = replicas.of({ id: 'p1', previewBaseUrl: sb.previewUrl, tenantId: sb.tenantId }, client, CHANNEL);
  const away = () =>
    sb.faults.configure(['/preview/channels', '/preview/deletions'].map((pathPrefix) => ({ kind: 'error-before-commit' as const, pathPrefix, method: 'GET' })));
  return { sb, client, replica, away };
}

const output = (page: unknown) => mediaCalls['media.library'].output.parse(page);

describe('the media library when the ERP cannot be reached', () => {
  it('answers tree, counts, pages and the type filter as of the last sync, and is live again once the ERP answers', async () => {
    const s = await start();
    const liveFolders = await replicaFolders(s.replica);
    const live = await replicaLibraryPage(s.client, s.replica, filter({ folder: 'Content', includeSubfolders: true }));
    const liveImages = await replicaLibraryPage(s.client, s.replica, filter({ kind: 'image' }));
    expect([liveFolders.asOf, live.asOf, liveImages.asOf]).toEqual([undefined, undefined, undefined]);
    const syncedAt = s.replica.lastSynced()!;

    s.away();
    const stale = output(await replicaLibraryPage(s.client, s.replica, filter({ folder: 'Content', includeSubfolders: true })));
    expect(s.sb.faults.rules()[0]!.fired).toBeGreaterThan(0);
    expect(stale.asOf).toBe(syncedAt);
    expect(stale.totalCount).toBe(live.totalCount);
    expect(stale.items.map((a) => a.id)).toEqual(live.items.map((a) => a.id));
    // The failed page tells the tree it is no longer current: it asks the ERP, and answers as of too.
    const staleFolders = await replicaFolders(s.replica);
    expect(staleFolders.asOf).toBe(syncedAt);
    expect(staleFolders.folders).toEqual(liveFolders.folders);
    const staleImages = output(await replicaLibraryPage(s.client, s.replica, filter({ kind: 'image' })));
    expect(staleImages.asOf).toBe(syncedAt);
    expect(staleImages.totalCount).toBe(liveImages.totalCount);

    s.sb.faults.clear();
    expect((await replicaLibraryPage(s.client, s.replica, filter({ folder: 'Content', includeSubfolders: true }))).asOf).toBeUndefined();
    expect((await replicaFolders(s.replica)).asOf).toBeUndefined();
    expect((await replicaLibraryPage(s.client, s.replica, filter({ kind: 'image' }))).asOf).toBeUndefined();
    expect(Date.parse(s.replica.lastSynced()!)).toBeGreaterThanOrEqual(Date.parse(syncedAt));
  });

  it('answers as of the last sync when the connection is refused, and keeps the rows when a full read is due', async () => {
    let clock = Date.now();
    const s = await start({ now: () => clock });
    const liveFolders = await replicaFolders(s.replica);
    const syncedAt = s.replica.lastSynced()!;
    // Deletions unread longer than the ERP keeps them: the next sync would read everything again.
    clock += 8 * 24 * 3_600_000;
    await s.sb.close();
    const page = await replicaLibraryPage(s.client, s.replica, filter({ kind: 'pdf' }));
    expect(page.asOf).toBe(syncedAt);
    expect(page.totalCount).toBeGreaterThan(0);
    const folders = await replicaFolders(s.replica);
    expect(folders.asOf).toBe(syncedAt);
    expect(folders.folders).toEqual(liveFolders.folders);
  });

  it('still fails when the ERP refuses the call, or when there is no earlier sync to answer from', async () => {
    const s = await start();
    s.away();
    const first = await replicaFolders(s.replica).catch((e: unknown) => e);
    expect(AppError.is(first) && first.kind).toBe('unavailable');
    s.sb.faults.clear();
    await replicaFolders(s.replica);
    // A refusal (a revoked key) is the ERP's answer, not an outage: no stored rows stand in for it.
    const revoked = await createErpClient({
      profileId: 'p1',
      preview: { baseUrl: s.sb.previewUrl, credentials: async () => ({ apiKey: s.sb.apiKeys.revoked }) },
    });
    cleanup.push(() => revoked.close());
    for (const f of [filter(), filter({ kind: 'image' })]) {
      const refused = await replicaLibraryPage(revoked, s.replica.use(revoked), f).catch((e: unknown) => e);
      expect(AppError.is(refused) && refused.kind).toBe('auth');
    }
  });
});
