import { join } from 'node:path';
import type { PublishedBranding } from '../../shared/contract/storefront';
import { readJsonFile, writeJsonFileAtomic } from './json-file';

/**
 * Brandings published from this computer, per connection profile and channel, newest first, in
 * one JSON file written atomically like the other local state (profiles, reply drafts), so an
 * earlier look can be compared and restored. Kept to the last 50 per channel.
 */
const KEEP = 50;

interface HistoryFile {
  version: 1;
  entries: Record<string, PublishedBranding[]>;
}

export class BrandingHistory {
  private readonly path: string;
  private data: HistoryFile;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'branding-history.json');
    this.data = readJsonFile<HistoryFile>(this.path, { version: 1, entries: {} });
  }

  private key = (profileId: string, channelCode: string) => `${profileId}|${channelCode}`;

  list(profileId: string, channelCode: string): PublishedBranding[] {
    return this.data.entries[this.key(profileId, channelCode)] ?? [];
  }

  get(profileId: string, channelCode: string, id: string): PublishedBranding | undefined {
    return this.list(profileId, channelCode).find((e) => e.id === id);
  }

  add(profileId: string, entry: PublishedBranding): void {
    const key = this.key(profileId, entry.channelCode);
    this.data.entries[key] = [entry, ...(this.data.entries[key] ?? []).filter((e) => e.id !== entry.id)].slice(0, KEEP);
    writeJsonFileAtomic(this.path, this.data);
  }
}

const open = new Map<string, BrandingHistory>();

/** One instance per data folder in this process, so every call sees the same history. */
export function brandingHistory(dataDir: string): BrandingHistory {
  let history = open.get(dataDir);
  if (!history) {
    history = new BrandingHistory(dataDir);
    open.set(dataDir, history);
  }
  return history;
}
