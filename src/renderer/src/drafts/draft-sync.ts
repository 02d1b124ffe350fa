import type { SaveDraft } from '@shared/contract/drafts';
import { call } from '../api/client';

/**
 * Sends drafts to main: at most SAVE_AFTER_MS after a change while the user types (a throttle,
 * not a debounce, so typing without pause is saved too), and at once when the window is hidden,
 * loses focus or unloads. Saves of one draft go out one after another, so an older value never
 * lands after a newer one.
 */
export const SAVE_AFTER_MS = 200;

interface Slot {
  latest: SaveDraft | null;
  timer: ReturnType<typeof setTimeout> | null;
  chain: Promise<unknown>;
  onSaved: (savedAt: string) => void;
  onFailed: (error: unknown) => void;
}

const slots = new Map<string, Slot>();
const slotKey = (d: { editor: string; recordKey: string }) => JSON.stringify([d.editor, d.recordKey]);

function send(key: string): Promise<unknown> {
  const slot = slots.get(key);
  if (!slot) return Promise.resolve();
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  const draft = slot.latest;
  slot.latest = null;
  if (!draft) return slot.chain;
  slot.chain = slot.chain.then(() =>
    call('drafts.save', draft).then(
      (saved) => slot.onSaved(saved.savedAt),
      (error: unknown) => slot.onFailed(error),
    ),
  );
  return slot.chain;
}

export function scheduleSave(draft: SaveDraft, callbacks: Pick<Slot, 'onSaved' | 'onFailed'>): void {
  const key = slotKey(draft);
  const slot = slots.get(key) ?? { latest: null, timer: null, chain: Promise.resolve(), ...callbacks };
  Object.assign(slot, callbacks, { latest: draft });
  slots.set(key, slot);
  slot.timer ??= setTimeout(() => void send(key), SAVE_AFTER_MS);
}

/** Sends the waiting change of one draft now (its editor closes). */
export function flushDraft(ref: { editor: string; recordKey: string }): Promise<unknown> {
  return send(slotKey(ref));
}

/** Drops a waiting change (the draft is being discarded or was sent). */
export function cancelSave(ref: { editor: string; recordKey: string }): Promise<unknown> {
  const slot = slots.get(slotKey(ref));
  if (!slot) return Promise.resolve();
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.latest = null;
  return slot.chain;
}

/** Sends every waiting change now: the window is hidden, loses focus, or unloads. */
export function flushAllDrafts(): Promise<unknown> {
  return Promise.all([...slots.keys()].map(send));
}

if (typeof window !== 'undefined') {
  const flush = () => void flushAllDrafts();
  window.addEventListener('blur', flush);
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}
