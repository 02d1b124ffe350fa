import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../src/shared/contract/media';
import { createAppCore, type AppCore } from '../../../src/main/create-app';
import { createMemorySecretStore } from '../../../src/main/vault/keychain';
import { pngBytes } from '../../../src/sandbox/seed/media-bytes';

/** Timers, sockets and servers of this process, by kind (what keeps the event loop alive). */
async function activeResources(): Promise<Record<string, number>> {
  // A file operation already under way when close returned finishes on its own; it is not held.
  await new Promise((r) => setTimeout(r, 100));
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** The kinds of which there are more now than before (the test runner's own may come and go). */
const grownSince = (before: Record<string, number>, now: Record<string, number>) =>
  Object.fromEntries(Object.entries(now).filter(([kind, n]) => n > (before[kind] ?? 0)));

async function settledQueue(core: AppCore): Promise<UploadItem[]> {
  const until = Date.now() + 20_000;
  for (;;) {
    const items = core.ctx.uploads.list();
    if (items.length > 0 && items.every((i) => i.state === 'done' || i.state === 'failed')) return items;
    if (Date.now() > until) throw new Error(`not settled: ${JSON.stringify(items.map((i) => i.state))}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('an app core closed and created again in the same process', () => {
  it('leaves no timer, socket or server of the first behind, and the second starts from nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-lifetimes-'));
    const file = join(mkdtempSync(join(tmpdir(), 'qm-lifetimes-files-')), `lifetime-${Date.now().toString(36)}.png`);
    writeFileSync(file, pngBytes(8, 8, [1, 2, 3], [4, 5, 6]));
    const options = { host: 'browser' as const, version: '0.0.0-test', dataDir, watchTickets: true };
    const before = await activeResources();

    // The first: on the Demo sandbox, watching ticket queues, one upload done and one file handed over but not sent.
    const first = await createAppCore({ ...options, secrets: createMemorySecretStore() });
    const sent = await first.ctx.incoming.registerPickedFile(file);
    const envelope = await first.dispatch('media.enqueue', { channelCode: 'B2C-NO', files: [{ source: { kind: 'file', fileId: sent.fileId } }] });
    expect(envelope.ok).toBe(true);
    expect((await settledQueue(first)).map((i) => i.state)).toEqual(['done']);
    const left = await first.ctx.incoming.registerPickedFile(file);
    await first.ctx.ticketWatch.set({ queueCodes: ['TECH'] });
    expect(first.ctx.ticketWatch.isRunning).toBe(true);
    await first.close();

    expect(first.ctx.ticketWatch.isRunning).toBe(false);
    expect(grownSince(before, await activeResources())).toEqual({});

    const second = await createAppCore({ ...options, secrets: createMemorySecretStore() });
    try {
      expect(second.ctx.uploads).not.toBe(first.ctx.uploads);
      expect(second.ctx.uploads.list()).toEqual([]);
      expect(second.ctx.ticketWatch.isRunning).toBe(false);
      // An id the first core gave out means nothing to the second.
      expect(() => second.ctx.incoming.takePickedFile(left.fileId)).toThrow(/not received/);
    } finally {
      await second.close();
    }
    expect(grownSince(before, await activeResources())).toEqual({});
  }, 60_000);
});
