import type { Draft, DraftRef, DraftSummary, SaveDraft } from '@shared/contract/drafts';
import { layEditOnto, sameValue } from '@shared/domain/merge-patch';
import { invalidInput } from '@shared/errors';
import type { DamageReport } from './damaged-copy';
import { DurableStore } from './durable-store';
import { importReplyDrafts } from './legacy-reply-drafts';

/**
 * Every editor's unsent work, in the one durable store (each save fsync'd): keyed by connection
 * profile, editor and record, so a draft survives leaving the screen, a reload, a crash and a
 * failed send. A draft leaves only when what it belongs to was sent or the user discards it.
 * Connection drafts belong to the app, not to the connection they edit (row 260).
 */
interface KeptDraft extends Draft {
  scope: string;
}

export const DRAFTS_FILE = 'drafts.jsonl';
const APP_SCOPE = '*app*';

/** A field whose name says it holds a secret is never written to disk outside the keychain. */
const SECRET_NAME = /pass(word)?|secret|api[-_]?key|token|credential/i;

function secretPath(value: unknown, path: string[] = []): string | null {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = secretPath(v, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_NAME.test(k) && v !== '' && v !== null && v !== false) return [...path, k].join('.');
      const found = secretPath(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

export class DraftStore {
  private constructor(
    private readonly store: DurableStore<KeptDraft>,
    private readonly onListChanged: () => void,
  ) {}

  /** `onListChanged`: a draft appeared or went (lists and markers refetch; not on every keystroke). */
  static async open(dataDir: string, onListChanged: () => void = () => undefined): Promise<DraftStore> {
    const drafts = new DraftStore(await DurableStore.open<KeptDraft>(dataDir, DRAFTS_FILE, { describeUnreadable: () => 'draft' }), onListChanged);
    await importReplyDrafts(dataDir, (profileId, draft) => drafts.adopt(profileId, draft));
    return drafts;
  }

  /** The scope a draft of this editor belongs to: the connection, or the whole app. */
  static scopeOf(editor: string, profileId: string | null): string {
    return editor.startsWith('connections.') ? APP_SCOPE : (profileId ?? APP_SCOPE);
  }

  get(scope: string, ref: DraftRef): Draft | null {
    const kept = this.store.get(keyOf(scope, ref));
    if (!kept) return null;
    const { scope: _s, ...draft } = kept;
    return draft;
  }

  has(scope: string, ref: DraftRef): boolean {
    return this.store.has(keyOf(scope, ref));
  }

  /** The drafts of a connection and the app's own, newest first. */
  list(profileId: string | null): DraftSummary[] {
    const scopes = new Set([APP_SCOPE, profileId ?? APP_SCOPE]);
    return this.store
      .values()
      .filter((d) => scopes.has(d.scope))
      .map(({ editor, recordKey, label, savedAt }) => ({ editor, recordKey, label, savedAt }))
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  async save(scope: string, draft: SaveDraft, now: Date = new Date()): Promise<{ savedAt: string }> {
    const secret = secretPath(draft.value) ?? secretPath(draft.base);
    if (secret) {
      throw invalidInput('A draft never holds a secret', [
        { field: 'value', code: 'Draft.Secret', message: `Secrets are kept only in the keychain, never in a draft (${secret}).` },
      ]);
    }
    const savedAt = now.toISOString();
    const { ontoKept, ...typed } = draft;
    const kept = this.get(scope, draft);
    if (ontoKept && !kept && sameValue(typed.value, typed.base)) return { savedAt };
    const keep = ontoKept && kept ? { ...typed, value: layEditOnto(kept.value, typed.base, typed.value), base: kept.base } : typed;
    await this.store.put(keyOf(scope, draft), { ...keep, savedAt, scope } as KeptDraft, { sync: true });
    const isNew = !kept;
    if (isNew) this.onListChanged();
    return { savedAt };
  }

  async discard(scope: string, ref: DraftRef): Promise<boolean> {
    const discarded = await this.store.delete(keyOf(scope, ref), { sync: true });
    if (discarded) this.onListChanged();
    return discarded;
  }

  /** What could not be read when the drafts were opened (row 300); null when they read whole. */
  get damage(): DamageReport | null {
    return this.store.damage;
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** A draft from the old reply-drafts file; one already kept here is newer and wins. */
  private async adopt(profileId: string, draft: Draft): Promise<void> {
    if (this.has(profileId, draft)) return;
    await this.store.put(keyOf(profileId, draft), { ...draft, scope: profileId }, { sync: true });
  }
}

const keyOf = (scope: string, ref: DraftRef) => JSON.stringify([scope, ref.editor, ref.recordKey]);
