import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { useShortcutHelp } from './shortcuts';

/** The grid's own keys, listed in the help overlay while at least one table is on screen. */
const tableKeys = [
  { keys: '↑ / ↓', label: 'Move to the previous or next row' },
  { keys: 'PageUp / PageDown', label: 'Move by a screenful of rows' },
  { keys: 'Home / End', label: 'Move to the first or last row' },
  { keys: 'Enter', label: 'Open the active row' },
  { keys: 'Space', label: 'Select the active row (Shift+Space: a range)' },
];
let mountedTables = 0;

export function useTableShortcutHelp(): void {
  const setGroup = useShortcutHelp((s) => s.set);
  useEffect(() => {
    mountedTables += 1;
    setGroup('Tables', tableKeys);
    return () => {
      mountedTables -= 1;
      if (mountedTables === 0) setGroup('Tables', undefined);
    };
  }, [setGroup]);
}

interface GridKeyboard {
  rowCount: number;
  /** The active row's index, -1 for none. */
  active: number;
  /** Makes a row active and scrolls it into view. */
  moveTo: (index: number) => void;
  scrollerRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  headerHeight: number;
  onOpen: (index: number) => void;
  /** Space; undefined when rows cannot be selected. */
  onToggle?: (index: number, range: boolean) => void;
}

/**
 * The grid's keys on its one tab stop: arrows, PageUp/PageDown by a screenful, Home/End, Enter
 * opens, Space selects (Shift+Space a range). Keys on the header's own controls are theirs.
 */
export function useGridKeyboard({ rowCount, active, moveTo, scrollerRef, rowHeight, headerHeight, onOpen, onToggle }: GridKeyboard) {
  useTableShortcutHelp();
  return (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget || !rowCount) return;
    const visibleRows = Math.max(1, Math.floor(((scrollerRef.current?.clientHeight ?? 0) - headerHeight) / rowHeight) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(active + 1),
      ArrowUp: () => moveTo(active - 1),
      PageDown: () => moveTo(active + visibleRows),
      PageUp: () => moveTo(active - visibleRows),
      Home: () => moveTo(0),
      End: () => moveTo(rowCount - 1),
      Enter: () => active >= 0 && onOpen(active),
      ' ': () => onToggle !== undefined && active >= 0 && onToggle(active, event.shiftKey),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
