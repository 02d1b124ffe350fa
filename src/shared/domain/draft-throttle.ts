import type { SaveDraft } from '../contract/drafts';

/**
 * When drafts go to main: at most SAVE_AFTER_MS after a change while the user types (a throttle,
 * not a debounce, so typing without a pause is kept too), and at once when asked (the editor
 * closes, the window is hidden). Saves of one draft go out one after another, so an older value
 * never lands after a newer one. Plain code without the DOM: the kill test drives it in Node.
 */
// 150 ms leaves the other half of the 300 ms promise (row 260) to the call and the fsync.
export const SAVE_AFTER_MS = 150;

export interface SaveCallbacks {
  onSaved: (savedAt: string) => void;
  onFailed: (error: unknown) => void;
}

interface Slot extends SaveCallbacks {
  latest: SaveDraft | null;
  timer: ReturnType<typeof setTimeout> | null;
  chain: Promise<unknown>;
}

type Ref = { editor: string; recordKey: string };

export function createDraftThrottle(send: (draft: SaveDraft) => Promise<{ savedAt: string }>, saveAfterMs = SAVE_AFTER_MS) {
  const slots = new Map<string, Slot>();
  const slotKey = (d: Ref) => JSON.stringify([d.editor, d.recordKey]);

  const flushKey = (key: string): Promise<unknown> => {
    const slot = slots.get(key);
    if (!slot) return Promise.resolve();
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const draft = slot.latest;
    slot.latest = null;
    if (!draft) return slot.chain;
    // The callbacks of this value: a later change replaces the slot's, not this save's.
    const { onSaved, onFailed } = slot;
    slot.chain = slot.chain.then(() =>
      send(draft).then(
        (saved) => onSaved(saved.savedAt),
        (error: unknown) => onFailed(error),
      ),
    );
    return slot.chain;
  };

  return {
    schedule(draft: SaveDraft, callbacks: SaveCallbacks): void {
      const key = slotKey(draft);
      const slot = slots.get(key) ?? { latest: null, timer: null, chain: Promise.resolve(), ...callbacks };
      Object.assign(slot, callbacks, { latest: draft });
      slots.set(key, slot);
      slot.timer ??= setTimeout(() => void flushKey(key), saveAfterMs);
    },
    /** Sends the waiting change of one draft now. */
    flush: (ref: Ref): Promise<unknown> => flushKey(slotKey(ref)),
    /** Drops a waiting change (the draft is being discarded or was sent); resolves once earlier saves landed. */
    cancel(ref: Ref): Promise<unknown> {
      const slot = slots.get(slotKey(ref));
      if (!slot) return Promise.resolve();
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.latest = null;
      return slot.chain;
    },
    flushAll: (): Promise<unknown> => Promise.all([...slots.keys()].map(flushKey)),
  };
}
