import { useEffect } from 'react';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { create } from 'zustand';

export interface Shortcut {
  /** Mantine hotkey syntax, e.g. "mod+K", "alt+1", "shift+?" */
  keys: string;
  label: string;
  run: () => void;
  /** Fire even while typing in a field (for palette and help). */
  global?: boolean;
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
  const items: HotkeyItem[] = shortcuts.map((s) => [s.keys, s.run, { preventDefault: true }]);
  useHotkeys(items.filter((_, i) => !shortcuts[i]!.global));
  useHotkeys(items.filter((_, i) => shortcuts[i]!.global), []);
  const signature = shortcuts.map((s) => `${s.keys}:${s.label}`).join('|');
  useEffect(() => {
    setGroup(group, shortcuts.map(({ keys, label }) => ({ keys, label })));
    return () => setGroup(group, undefined);
    // The signature captures every field the help overlay shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, signature, setGroup]);
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
