import { useEffect, type RefObject } from 'react';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { create } from 'zustand';
import { keepsKeyOf, type FocusedElement } from './typing-target';

export interface Shortcut {
  /** Mantine hotkey syntax, e.g. "mod+K", "alt+1", "shift+?" */
  keys: string;
  label: string;
  run: () => void;
  /** Fire even while typing in a field (for palette and help). */
  global?: boolean;
  /** Fire only while focus is inside this element, a text field included (send from a reply box). */
  within?: RefObject<HTMLElement | null>;
}

interface ShortcutGroups {
  groups: Record<string, Omit<Shortcut, 'run'>[]>;
  set: (group: string, list: Omit<Shortcut, 'run'>[] | undefined) => void;
}

/** What the help overlay lists: every shortcut currently active, by group. */
export const useShortcutHelp = create<ShortcutGroups>((set) => ({
  groups: {},
  set: (group, list) =>
    set((state) => {
      const groups = { ...state.groups };
      if (list) groups[group] = list;
      else delete groups[group];
      return { groups };
    }),
}));

/** Registers keyboard shortcuts and lists them in the help overlay while the component is mounted. */
export function useShortcuts(group: string, shortcuts: Shortcut[]): void {
  const setGroup = useShortcutHelp((s) => s.set);
  // A field that takes text keeps its keys; a checkbox, radio or button does not (Space on a
  // checkbox then Alt+D must still create), so the check is by what the field is, not its tag.
  const local: HotkeyItem[] = shortcuts
    .filter((s) => !s.global)
    .map((s) => [
      s.keys,
      (event) => {
        if (!firesFor(event.target, s)) return;
        event.preventDefault();
        s.run();
      },
      { preventDefault: false },
    ]);
  useHotkeys(local, []);
  useHotkeys(
    shortcuts.filter((s) => s.global).map((s) => [s.keys, s.run, { preventDefault: true }]),
    [],
  );
  const signature = shortcuts.map((s) => `${s.keys}:${s.label}`).join('|');
  useEffect(() => {
    setGroup(
      group,
      shortcuts.map(({ keys, label }) => ({ keys, label })),
    );
    return () => setGroup(group, undefined);
    // The signature captures every field the help overlay shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, signature, setGroup]);
}

/** Whether a non-global shortcut fires for a key pressed on this element. */
export function firesFor(target: EventTarget | null, shortcut: Pick<Shortcut, 'keys' | 'within'>): boolean {
  if (shortcut.within) return target instanceof Node && !!shortcut.within.current?.contains(target);
  return !keepsKey(target, shortcut.keys);
}

/** Whether the focused element keeps this key for itself (typing-target.ts). */
export function keepsKey(target: EventTarget | null, keys: string): boolean {
  return target instanceof HTMLElement && keepsKeyOf(target as HTMLElement & FocusedElement, keys);
}

/** "mod+K" -> "Ctrl+K" (or "⌘K" on macOS) for display. */
export function formatKeys(keys: string): string {
  const mac = navigator.platform.toLowerCase().includes('mac');
  return keys
    .split('+')
    .map((part) => {
      const p = part.toLowerCase();
      if (p === 'mod') return mac ? '⌘' : 'Ctrl';
      if (p === 'alt') return mac ? '⌥' : 'Alt';
      if (p === 'shift') return mac ? '⇧' : 'Shift';
      return part.length === 1 ? part.toUpperCase() : part[0]!.toUpperCase() + part.slice(1);
    })
    .join(mac ? '' : '+');
}
