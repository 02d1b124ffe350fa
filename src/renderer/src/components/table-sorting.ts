import Decimal from 'decimal.js';
import type { Row, RowData } from '@tanstack/react-table';

/**
 * Sorting helpers for DataTable columns, DOM-free so they are unit tested.
 * Quantities arrive as decimal strings; sorting them as text puts "10" before "9" and "-5"
 * after "2", so numeric columns compare by decimal value instead (never through Number).
 */

const decimalPattern = /^[-+]?\d+(\.\d+)?$/;

function asDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value === 'bigint') return new Decimal(value.toString());
  if (typeof value === 'string' && decimalPattern.test(value.trim())) return new Decimal(value.trim());
  return null;
}

/** Compares decimal strings and numbers by value; empty or non-numeric values sort before numbers. */
export function compareDecimalValues(a: unknown, b: unknown): number {
  const x = asDecimal(a);
  const y = asDecimal(b);
  if (x && y) return x.comparedTo(y);
  if (x) return 1;
  if (y) return -1;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** TanStack sortingFn for numeric columns. */
export function decimalSortingFn<T extends RowData>(a: Row<T>, b: Row<T>, columnId: string): number {
  return compareDecimalValues(a.getValue(columnId), b.getValue(columnId));
}
