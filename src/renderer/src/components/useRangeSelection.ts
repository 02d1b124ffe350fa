import type { Row, RowSelectionState } from '@tanstack/react-table';
import { useRef } from 'react';

/**
 * Toggling one row, or (with Shift) every row between the last toggled one and this one, all
 * set to the state the clicked row takes. Rows are counted in the order shown.
 */
export function useRangeSelection<T>(rows: Row<T>[], selection: RowSelectionState, setSelection: (next: RowSelectionState) => void) {
  const anchor = useRef<number | null>(null);
  return (index: number, range: boolean) => {
    const row = rows[index];
    if (!row) return;
    const select = !row.getIsSelected();
    const from = anchor.current;
    if (range && from !== null && from < rows.length) {
      const next = { ...selection };
      for (let i = Math.min(from, index); i <= Math.max(from, index); i++) {
        if (select) next[rows[i]!.id] = true;
        else delete next[rows[i]!.id];
      }
      setSelection(next);
    } else {
      row.toggleSelected(select);
    }
    anchor.current = index;
  };
}
