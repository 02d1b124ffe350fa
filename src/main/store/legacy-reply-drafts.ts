import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Draft } from '@shared/contract/drafts';
import { readJsonFile } from './json-file';
import { replay, retireLegacyFile } from './legacy-files';

/**
 * Reply drafts as earlier versions kept them (`reply-drafts.jsonl`, and before that
 * `reply-drafts.json`), handed to the drafts store once as `tickets.reply` drafts; the old
 * files are renamed `.migrated` only after every draft in them is durable in the new store (row 311).
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
  const old = await replay<OldReplyDraft>(jsonl);
  if (old) {
    for (const d of old.records.values()) if (d.profileId) await adopt(d.profileId, replyDraftFromOld(d));
    retireLegacyFile(jsonl);
  }
  if (existsSync(json)) {
    const legacy = readJsonFile<{ drafts?: Record<string, Record<string, OldReplyDraft>> }>(json, {});
    for (const [profileId, byTicket] of Object.entries(legacy.drafts ?? {})) {
      for (const d of Object.values(byTicket)) await adopt(profileId, replyDraftFromOld(d));
    }
    retireLegacyFile(json);
  }
}
