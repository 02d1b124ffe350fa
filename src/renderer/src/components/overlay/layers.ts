import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * The open dialogs, drawers and the command palette, oldest first. Mantine lets every open one
 * listen for Escape, so one press closed a modal and the drawer under it; with this stack only
 * the topmost layer closes on Escape, one layer per press.
 */
let stack: readonly string[] = [];
const listeners = new Set<() => void>();

function update(next: readonly string[]): void {
  stack = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What had the focus when a layer opened, if it can take it back. */
function currentFocus(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Focus goes back to the opener when the layer closes, unless the user has already put it
 * somewhere else outside any dialog. Runs as the layer's effect cleanup, which React runs before
 * the next layer's effect: a form that hands over to a detail view (New count, then the count)
 * gives the detail the same opener.
 */
function returnFocus(opener: HTMLElement | null): void {
  if (!opener?.isConnected) return;
  const active = document.activeElement;
  const elsewhere = active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]');
  if (elsewhere) return;
  opener.focus({ preventScroll: true });
  // An opener that cannot take it (disabled by what the layer did, such as Apply once applied)
  // hands the focus to its own dialog, so Escape still reaches the drawer the user is in.
  if (document.activeElement !== opener) opener.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
}

/**
 * The layer that was topmost when the Escape press being handled began. Closing a layer re-renders
 * at once (without a fade under reduced motion), so the layer beneath became the top while the
 * same press was still being handled and closed too; the press belongs to the layer it began on.
 */
let escapeOwner: string | undefined;
let watchingEscape = false;

/**
 * Notes which layer each Escape press began on. Call before the app renders: window listeners run
 * in the order they were added, and Mantine's (capture, on window) must see the note.
 */
export function watchEscape(): void {
  if (watchingEscape) return;
  watchingEscape = true;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      escapeOwner = stack[stack.length - 1];
      // After every listener of this press has run.
      setTimeout(() => (escapeOwner = undefined));
    },
    { capture: true },
  );
}

/**
 * Registers an open layer; returns whether it is the topmost one (the one Escape closes), and
 * whether a close happening now is this layer's own (not an Escape press begun on another layer).
 */
export function useOverlayLayer(opened: boolean): { isTop: boolean; mayClose: () => boolean } {
  const id = useId();
  useEffect(() => {
    if (!opened) return;
    const opener = currentFocus();
    update([...stack.filter((layer) => layer !== id), id]);
    return () => {
      update(stack.filter((layer) => layer !== id));
      returnFocus(opener);
    };
  }, [opened, id]);
  const isTop = useSyncExternalStore(subscribe, () => stack[stack.length - 1] === id);
  return { isTop, mayClose: () => escapeOwner === undefined || escapeOwner === id };
}

const FIELDS = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * A dialog opens on its first field rather than on its close button; one without fields keeps
 * Mantine's choice, which is never a destructive button (the close button comes first). An
 * element the screen marked with data-autofocus wins.
 */
export function focusFirstField(body: HTMLElement | null): void {
  const dialog = body?.closest('[role="dialog"]');
  if (!body || !dialog || dialog.querySelector('[data-autofocus]')) return;
  body.querySelector(FIELDS)?.setAttribute('data-autofocus', 'true');
}
