import { join } from 'node:path';
import type { Draft } from '../../shared/contract/tickets';
import { readJsonFile, writeJsonFileAtomic } from './json-file';

/**
 * Reply drafts, per connection profile and ticket, in one JSON file written atomically (the
 * same way profiles are kept), so a draft survives a reload, a crash and a failed send. A
 * draft leaves only when the reply was posted or the agent clears it.
 */
interface DraftsFile {
  version: 1;
  drafts: Record<string, Record<string, Draft>>;
}

export class ReplyDrafts {
  private readonly path: string;
  private data: DraftsFile;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'reply-drafts.json');
    this.data = readJsonFile<DraftsFile>(this.path, { version: 1, drafts: {} });
  }

  get(profileId: string, ticketNumber: string): Draft | null {
    return this.data.drafts[profileId]?.[ticketNumber] ?? null;
  }

  all(profileId: string): Draft[] {
    return Object.values(this.data.drafts[profileId] ?? {}).sort((a, b) => a.ticketNumber.localeCompare(b.ticketNumber));
  }

  has(profileId: string, ticketNumber: string): boolean {
    return this.get(profileId, ticketNumber) !== null;
  }

  save(profileId: string, draft: Omit<Draft, 'savedAt'>, now: Date = new Date()): Draft {
    const saved: Draft = { ...draft, savedAt: now.toISOString() };
    this.data.drafts[profileId] = { ...this.data.drafts[profileId], [draft.ticketNumber]: saved };
    writeJsonFileAtomic(this.path, this.data);
    return saved;
  }

  clear(profileId: string, ticketNumber: string): boolean {
    const forProfile = this.data.drafts[profileId];
    if (!forProfile?.[ticketNumber]) return false;
    delete forProfile[ticketNumber];
    writeJsonFileAtomic(this.path, this.data);
    return true;
  }
}

/** One instance per data folder in this process, so every call sees the same drafts. */
const open = new Map<string, ReplyDrafts>();

export function replyDrafts(dataDir: string): ReplyDrafts {
  let drafts = open.get(dataDir);
  if (!drafts) {
    drafts = new ReplyDrafts(dataDir);
    open.set(dataDir, drafts);
  }
  return drafts;
}

/** Forgets the instance of a data folder (a restarted app core reads the file afresh). */
export function closeReplyDrafts(dataDir: string): void {
  open.delete(dataDir);
}
