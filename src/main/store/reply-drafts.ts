import { existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Draft } from '../../shared/contract/tickets';
import { DurableStore } from './durable-store';
import { perDataFolder } from './per-data-folder';
import { readJsonFile } from './json-file';

/**
 * Reply drafts, per connection profile and ticket, in the durable store (each save fsync'd), so
 * a draft survives a reload, a crash and a failed send. A draft leaves only when the reply was
 * posted or the agent clears it.
 */
interface KeptDraft extends Draft {
  profileId: string;
}

/** The file drafts were kept in before they joined the durable store; imported once, then removed. */
export const LEGACY_DRAFTS_FILE = 'reply-drafts.json';
interface LegacyDraftsFile {
  version: 1;
  drafts: Record<string, Record<string, Draft>>;
}

const keyOf = (profileId: string, ticketNumber: string) => JSON.stringify([profileId, ticketNumber]);

export class ReplyDrafts {
  private constructor(private readonly store: DurableStore<KeptDraft>) {}

  static async open(dataDir: string): Promise<ReplyDrafts> {
    const drafts = new ReplyDrafts(await DurableStore.open<KeptDraft>(dataDir, 'reply-drafts.jsonl'));
    await drafts.importLegacy(join(dataDir, LEGACY_DRAFTS_FILE));
    return drafts;
  }

  get(profileId: string, ticketNumber: string): Draft | null {
    const kept = this.store.get(keyOf(profileId, ticketNumber));
    if (!kept) return null;
    const { profileId: _p, ...draft } = kept;
    return draft;
  }

  all(profileId: string): Draft[] {
    return this.store
      .values()
      .filter((d) => d.profileId === profileId)
      .map((d) => this.get(profileId, d.ticketNumber)!)
      .sort((a, b) => a.ticketNumber.localeCompare(b.ticketNumber));
  }

  has(profileId: string, ticketNumber: string): boolean {
    return this.store.has(keyOf(profileId, ticketNumber));
  }

  async save(profileId: string, draft: Omit<Draft, 'savedAt'>, now: Date = new Date()): Promise<Draft> {
    const saved: Draft = { ...draft, savedAt: now.toISOString() };
    await this.store.put(keyOf(profileId, draft.ticketNumber), { ...saved, profileId }, { sync: true });
    return saved;
  }

  clear(profileId: string, ticketNumber: string): Promise<boolean> {
    return this.store.delete(keyOf(profileId, ticketNumber), { sync: true });
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** A draft already in the store is newer than the old file's; the old file goes once its drafts are durable. */
  private async importLegacy(path: string): Promise<void> {
    if (!existsSync(path)) return;
    const legacy = readJsonFile<LegacyDraftsFile>(path, { version: 1, drafts: {} });
    const writes: Promise<void>[] = [];
    for (const [profileId, byTicket] of Object.entries(legacy.drafts ?? {})) {
      for (const draft of Object.values(byTicket)) {
        if (!this.has(profileId, draft.ticketNumber)) writes.push(this.store.put(keyOf(profileId, draft.ticketNumber), { ...draft, profileId }, { sync: true }));
      }
    }
    await Promise.all(writes);
    await unlink(path);
  }
}

const instances = perDataFolder(ReplyDrafts.open);
export const replyDrafts = instances.get;
export const closeReplyDrafts = instances.close;
