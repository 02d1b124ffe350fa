import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishedBranding } from '@shared/contract/storefront';
import { DurableStore } from './durable-store';
import { readJsonFile } from './json-file';
import { retireLegacyFile } from './legacy-files';

/**
 * Brandings published from this computer, per connection profile and channel, in the durable
 * store (one record per publication, each fsync'd), so an earlier look can be compared and
 * restored after a restart. Kept to the last 50 per channel.
 */
const KEEP = 50;

interface KeptBranding extends PublishedBranding {
  profileId: string;
}

/** The file the history was kept in before it joined the durable store; imported once, then renamed (row 311). */
export const LEGACY_HISTORY_FILE = 'branding-history.json';
interface LegacyHistoryFile {
  version: 1;
  entries: Record<string, PublishedBranding[]>;
}

const keyOf = (profileId: string, e: PublishedBranding) => JSON.stringify([profileId, e.channelCode, e.id]);

export class BrandingHistory {
  private constructor(private readonly store: DurableStore<KeptBranding>) {}

  static async open(dataDir: string): Promise<BrandingHistory> {
    const history = new BrandingHistory(await DurableStore.open<KeptBranding>(dataDir, 'branding-history.jsonl'));
    await history.importLegacy(join(dataDir, LEGACY_HISTORY_FILE));
    return history;
  }

  /** Newest first: the store keeps records in the order they were first written. */
  list(profileId: string, channelCode: string): PublishedBranding[] {
    return this.store
      .values()
      .filter((e) => e.profileId === profileId && e.channelCode === channelCode)
      .reverse()
      .map(({ profileId: _p, ...entry }) => entry);
  }

  get(profileId: string, channelCode: string, id: string): PublishedBranding | undefined {
    return this.list(profileId, channelCode).find((e) => e.id === id);
  }

  async add(profileId: string, entry: PublishedBranding): Promise<void> {
    await this.store.put(keyOf(profileId, entry), { ...entry, profileId }, { sync: true });
    const beyond = this.list(profileId, entry.channelCode).slice(KEEP);
    await Promise.all(beyond.map((old) => this.store.delete(keyOf(profileId, old), { sync: false })));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** The old file listed newest first per `profile|channel`; written oldest first so the order holds. */
  private async importLegacy(path: string): Promise<void> {
    if (!existsSync(path)) return;
    const legacy = readJsonFile<LegacyHistoryFile>(path, { version: 1, entries: {} });
    const writes: Promise<void>[] = [];
    for (const [key, entries] of Object.entries(legacy.entries ?? {})) {
      const profileId = key.slice(0, key.lastIndexOf('|'));
      for (const entry of [...entries].reverse()) {
        // Group commit: the puts queued together share one fsync.
        if (!this.store.has(keyOf(profileId, entry))) writes.push(this.store.put(keyOf(profileId, entry), { ...entry, profileId }, { sync: true }));
      }
    }
    await Promise.all(writes);
    retireLegacyFile(path);
  }
}
