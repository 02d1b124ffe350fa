import type { Row } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';

/**
 * Tells the owner which rows are on screen (not the overscan around them) whenever that set
 * changes, so it can read details for those rows only: scrolling to new rows reports them.
 * `range` is the virtualiser's visible range; null (no virtualiser) means every row.
 */
export function useRowsOnScreen<T>(rows: Row<T>[], range: { startIndex: number; endIndex: number } | null, onChange?: (rows: T[]) => void) {
  const onScreen = range ? rows.slice(range.startIndex, range.endIndex + 1) : rows;
  const ids = onScreen.map((r) => r.id).join('\n');
  const latest = useRef({ onScreen, onChange });
  useEffect(() => {
    latest.current = { onScreen, onChange };
  });
  useEffect(() => {
    latest.current.onChange?.(latest.current.onScreen.map((r) => r.original));
  }, [ids]);
}
