import type { Row, Updater } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import type { DataTableColumn } from './data-table-types';
import { decimalSortingFn } from './table-sorting';

/** A value that is either controlled by the parent or kept here. */
export function useControllable<V>(value: V | undefined, onChange: ((next: V) => void) | undefined, initial: V) {
  const [own, setOwn] = useState(initial);
  const current = value ?? own;
  const set = useCallback(
    (updater: Updater<V>) => {
      const next = typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [current, value, onChange],
  );
  return [current, set] as const;
}

/** Numeric columns sort by decimal value unless the column says otherwise; a column's text is its cell unless it has one. */
export function withColumnDefaults<T>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.map((column) => {
    if ('columns' in column && column.columns) return { ...column, columns: withColumnDefaults(column.columns) };
    const text = column.meta?.text;
    return {
      ...column,
      ...(column.meta?.numeric && !column.sortingFn ? { sortingFn: decimalSortingFn<T> } : {}),
      ...(text && !column.cell ? { cell: ({ row }: { row: Row<T> }) => text(row.original) } : {}),
    };
  });
}

/** A date column written as a day (`show`): an identifier, sized to its widest date and never cut; it may give way (rows 353, 354). */
export function dayColumn<T, K extends keyof T & string>(
  key: K,
  header: string,
  show: (value: T[K]) => string,
  { size, giveWay }: { size: number; giveWay?: number },
): DataTableColumn<T> {
  return { id: key, accessorFn: (r) => r[key], header, size, meta: { content: 'identifier', text: (r) => show(r[key]), giveWay } };
}
