import type { Column, Row } from '@tanstack/react-table';

/**
 * The text a cell shows: the column's `meta.text`, else what its cell function renders when that
 * is text (TanStack's default cell renders the value as text). A cell drawn by a component must
 * say its text in `meta.text`; null tells the caller it did not.
 */
export function shownText<T>(column: Column<T, unknown>, row: Row<T>): string | null {
  const def = column.columnDef;
  if (def.meta?.text) return def.meta.text(row.original);
  const cell = row.getAllCells().find((c) => c.column.id === column.id);
  if (!cell) return '';
  const rendered: unknown = typeof def.cell === 'function' ? def.cell(cell.getContext()) : def.cell;
  if (typeof rendered === 'string' || typeof rendered === 'number') return String(rendered);
  if (rendered === null || rendered === undefined || rendered === false) return '';
  return null;
}

/** A value as text, for a component cell that did not say its text. */
export function rawText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/** The text a cell shows, or its raw value where a component draws it without saying its text. */
export function cellText<T>(column: Column<T, unknown>, row: Row<T>): string {
  return shownText(column, row) ?? rawText(row.getValue(column.id));
}
