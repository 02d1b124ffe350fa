import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Draft } from '@shared/contract/drafts';
import { DurableStore } from './durable-store';
import { readJsonFile } from './json-file';

/**
 * Reply drafts as earlier versions kept them (`reply-drafts.jsonl`, and before that
 * `reply-drafts.json`), handed to the drafts store once as `tickets.reply` drafts; the old
 * files go only after every draft in them is durable in the new store.
 */
interface OldReplyDraft {
  ticketNumber: string;
  body: string;
  isInternal: boolean;
  seenVersion: string | null;
  savedAt: string;
  profileId?: string;
}

export const LEGACY_REPLY_DRAFTS_JSONL = 'reply-drafts.jsonl';
export const LEGACY_REPLY_DRAFTS_JSON = 'reply-drafts.json';

export function replyDraftFromOld(old: OldReplyDraft): Draft {
  return {
    editor: 'tickets.reply',
    recordKey: old.ticketNumber,
    label: old.ticketNumber,
    value: { body: old.body, isInternal: old.isInternal, seenVersion: old.seenVersion },
    base: { body: '', isInternal: false, seenVersion: old.seenVersion },
    savedAt: old.savedAt,
  };
}

export async function importReplyDrafts(dataDir: string, adopt: (profileId: string, draft: Draft) => Promise<void>): Promise<void> {
  const jsonl = join(dataDir, LEGACY_REPLY_DRAFTS_JSONL);
  const json = join(dataDir, LEGACY_REPLY_DRAFTS_JSON);
  if (existsSync(jsonl)) {
    const old = await DurableStore.open<OldReplyDraft>(dataDir, LEGACY_REPLY_DRAFTS_JSONL);
    for (const d of old.values()) if (d.profileId) await adopt(d.profileId, replyDraftFromOld(d));
    await old.close();
    await rm(jsonl);
  }
  if (existsSync(json)) {
    const legacy = readJsonFile<{ drafts?: Record<string, Record<string, OldReplyDraft>> }>(json, {});
    for (const [profileId, byTicket] of Object.entries(legacy.drafts ?? {})) {
      for (const d of Object.values(byTicket)) await adopt(profileId, replyDraftFromOld(d));
    }
    await rm(json);
  }
}
