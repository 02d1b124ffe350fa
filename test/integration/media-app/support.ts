import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventPayload } from '../../../src/shared/contract';
import type { UploadItem, UploadState } from '../../../src/shared/contract/media';
import { demoSandbox } from '../../../src/main/connection/demo-sandbox';
import { pdfBytes, pngBytes } from '../../../src/sandbox/seed/media-bytes';
import { startPurchasing, type PurchasingHarness } from '../purchasing/support';

/**
 * The real app core on the Demo profile (embedded sandbox) driven through the contract, as in
 * the purchasing tests, plus what the media tests need: files on disk, the upload events, and
 * the sandbox's own view of the library (read with a key, outside the app).
 */
export const CHANNEL = 'B2C-NO';
export const MEDIA_PATH = `/preview/channels/${CHANNEL}/media`;
export type Harness = PurchasingHarness & { events: EventPayload<'mediaUpload'>[] };

export async function startApp(dataDir?: string): Promise<Harness> {
  const h = await startPurchasing(dataDir);
  const events: EventPayload<'mediaUpload'>[] = [];
  h.core.ctx.events.subscribe((name, payload) => {
    if (name === 'mediaUpload') events.push(payload as EventPayload<'mediaUpload'>);
  });
  return Object.assign(h, { events });
}

const files = mkdtempSync(join(tmpdir(), 'qm-media-files-'));
let n = 0;
/** A unique name per call, so tests sharing the demo sandbox never see each other's files. */
export const uniqueName = (stem: string, ext: string) => `${stem}-${Date.now().toString(36)}-${n++}.${ext}`;

export async function fileOnDisk(name: string, bytes: Buffer): Promise<string> {
  const path = join(files, name);
  await writeFile(path, bytes);
  return path;
}

/** A PDF of exactly `size` bytes. */
export const pdfOfSize = (size: number) => {
  const head = pdfBytes('Manual');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};
export const smallPng = (seed: number) => pngBytes(8, 8, [seed % 256, 10, 20], [30, 40, (seed * 7) % 256]);

const SETTLED: readonly UploadState[] = ['done', 'failed', 'skipped', 'cancelled', 'needsDecision'];

/** Polls the queue until the item (or every item) has settled. */
export async function settled(h: Harness, itemIds: string[], timeoutMs = 30_000): Promise<UploadItem[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { items } = await h.call<{ items: UploadItem[] }>('media.queue');
    const mine = itemIds.map((id) => items.find((i) => i.itemId === id)!);
    if (mine.every((i) => i && SETTLED.includes(i.state))) return mine;
    if (Date.now() > until) throw new Error(`Not settled: ${JSON.stringify(mine.map((i) => [i?.fileName, i?.state]))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function enqueue(h: Harness, files: { path: string; title?: string; altText?: string }[], extra: object = {}): Promise<UploadItem[]> {
  const before = new Set((await h.call<{ items: UploadItem[] }>('media.queue')).items.map((i) => i.itemId));
  const { items } = await h.call<{ items: UploadItem[] }>('media.enqueue', {
    channelCode: CHANNEL,
    files: await Promise.all(
      files.map(async ({ path, ...meta }) => ({ source: { kind: 'file', fileId: (await h.core.ctx.incoming.registerPickedFile(path)).fileId }, ...meta })),
    ),
    ...extra,
  });
  return items.filter((i) => !before.has(i.itemId));
}

interface SandboxAsset {
  id: string;
  fileName: string;
  fileSize: number;
  title: string | null;
  altText: string | null;
  folder: string | null;
}

/** The library as the sandbox holds it, by exact file name. */
export async function assetsNamed(fileName: string): Promise<SandboxAsset[]> {
  const sb = await demoSandbox();
  const res = await fetch(`${sb.previewUrl}/channels/${CHANNEL}/media?search=${encodeURIComponent(fileName)}&pageSize=200`, {
    headers: { 'x-api-key': sb.apiKeys.all },
  });
  const page = (await res.json()) as { items: SandboxAsset[] };
  return page.items.filter((a) => a.fileName === fileName);
}

/** Upload requests the sandbox received since `seq` (its ledger records every write it answered). */
export async function uploadsSince(h: Harness, seq: number): Promise<number> {
  return (await h.ledger({ pathPrefix: MEDIA_PATH })).filter((e) => e.seq > seq && e.method === 'POST').length;
}
export async function lastSeq(h: Harness): Promise<number> {
  return Math.max(0, ...(await h.ledger({})).map((e) => e.seq));
}
