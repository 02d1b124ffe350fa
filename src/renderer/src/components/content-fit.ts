import type { Column, Row, Table } from '@tanstack/react-table';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cellText } from './cell-text';

/**
 * What a DataTable column holds. Money, figures and identifiers (item, serial, batch, order
 * numbers) are never cut off: their column is at least as wide as its widest value. Text may be
 * cut, but a cut cell carries its full value as a title, and the active row shows it wrapped.
 * Hand-written on purpose: TanStack Table sizes no column by content, and a virtualised table has no rows to measure.
 */
export type ContentKind = 'money' | 'figure' | 'identifier' | 'text';

export const fitsContent = (kind: ContentKind | undefined): boolean => kind === 'money' || kind === 'figure' || kind === 'identifier';

/** Only the longest few strings can be the widest: measuring every row of 10,000 would be waste. */
const CANDIDATES = 12;
/** Canvas text ignores tabular figures and rounding of the real layout: keep a small margin. */
const SAFETY = 1.06;
/** The sort icon and its gap beside a header's label. */
const SORT_ICON = 18;

let canvas: HTMLCanvasElement | undefined;

function measurer(font: string): (text: string) => number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return (text) => text.length * 8;
  context.font = font;
  return (text) => context.measureText(text).width;
}

function longest(texts: string[]): string[] {
  return [...new Set(texts)].sort((a, b) => b.length - a.length).slice(0, CANDIDATES);
}

function fontOf(element: Element, weight?: string): string {
  const style = getComputedStyle(element);
  return `${weight ?? style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
}

function horizontalPadding(element: Element | null): number {
  if (!element) return 20;
  const style = getComputedStyle(element);
  return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
}

/** Per column id, the width its widest value (and its header) needs, for columns that fit content. */
/** `boxWidth`: measured again when the table's box changes, as a narrow one has less padding. */
export function useContentWidths<T>(
  tableRef: RefObject<HTMLTableElement | null>,
  table: Table<T>,
  columns: Column<T, unknown>[],
  rows: Row<T>[],
  boxWidth = 0,
): Record<string, number> {
  const [widths, setWidths] = useState<Record<string, number>>({});
  // Fonts and padding read once per box width: reading styles after new rows forces the browser to
  // work out the whole page's styles again, on every page of a list.
  const styles = useRef<{ boxWidth: number; cellFont: string; headerFont: string; padding: number } | null>(null);
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element) return;
    const fitting = columns.filter((c) => fitsContent(c.columnDef.meta?.content));
    if (!fitting.length) return;
    if (styles.current?.boxWidth !== boxWidth)
      styles.current = { boxWidth, cellFont: fontOf(element), headerFont: fontOf(element, '600'), padding: horizontalPadding(element.querySelector('th')) + 2 };
    const measureCell = measurer(styles.current.cellFont);
    const measureHeader = measurer(styles.current.headerFont);
    const padding = styles.current.padding;
    const next: Record<string, number> = {};
    for (const column of fitting) {
      const header = column.columnDef.header;
      const headerWidth = typeof header === 'string' ? measureHeader(header) + (column.getCanSort() ? SORT_ICON : 0) : 0;
      const drawn = column.columnDef.meta?.drawnAs ?? { scale: 1, chrome: 0 };
      const cells = longest(rows.map((row) => cellText(table, column, row))).map((text) => measureCell(text) * drawn.scale + drawn.chrome);
      next[column.id] = Math.ceil(Math.max(headerWidth, ...cells) * SAFETY + padding);
    }
    // Measuring needs the rendered font, so it runs after layout; the state changes only when a width does.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWidths((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
  }, [tableRef, table, columns, rows, boxWidth]);
  return widths;
}

/** Content-fitting and unclassified figure columns, and the table's own (selection) columns, never shrink. */
function keepsWidth<T>(column: Column<T, unknown>): boolean {
  const meta = column.columnDef.meta;
  return fitsContent(meta?.content) || (!meta?.content && !!meta?.numeric) || column.id.startsWith('__');
}

/** Text columns give way down to this share of their size before the table scrolls sideways. */
const TEXT_MIN_SHARE = 0.7;
const TEXT_MIN_WIDTH = 64;

/**
 * The width of every column: content-fitting ones at least their content, text ones shrunk
 * (never below a readable minimum) so that the figures and identifiers stay on screen.
 */
export function columnWidths<T>(columns: Column<T, unknown>[], content: Record<string, number>, available: number): Record<string, number> {
  const widths: Record<string, number> = {};
  let fixed = 0;
  let flexible = 0;
  for (const column of columns) {
    const width = Math.max(column.getSize(), content[column.id] ?? 0);
    widths[column.id] = width;
    if (keepsWidth(column)) fixed += width;
    else flexible += width;
  }
  if (!available || flexible === 0 || fixed + flexible <= available) return widths;
  // Text columns share what is left in proportion to their size; one that reaches its floor stays
  // there and the others share the rest, so at the narrowest every text column sits at its floor.
  let shrinking = columns.filter((column) => !keepsWidth(column));
  let room = available - fixed;
  for (;;) {
    const scale = room / shrinking.reduce((sum, column) => sum + column.getSize(), 0);
    const floored = shrinking.filter((column) => textFloor(column) >= column.getSize() * scale);
    if (floored.length === 0) {
      for (const column of shrinking) widths[column.id] = Math.floor(column.getSize() * scale);
      return widths;
    }
    for (const column of floored) {
      widths[column.id] = textFloor(column);
      room -= widths[column.id]!;
    }
    shrinking = shrinking.filter((column) => !floored.includes(column));
    if (shrinking.length === 0) return widths;
  }
}

/**
 * The least a text column is drawn: its `minSize` when it names one (a wide column, such as a
 * title, that may give up more than the others on a narrow screen), else a share of its size.
 */
function textFloor<T>(column: Column<T, unknown>): number {
  return column.columnDef.minSize ?? Math.max(Math.min(TEXT_MIN_WIDTH, column.getSize()), Math.floor(column.getSize() * TEXT_MIN_SHARE));
}

/** The narrowest a column is drawn before the table scrolls sideways (see columnWidths). */
function narrowest<T>(column: Column<T, unknown>, content: Record<string, number>): number {
  if (keepsWidth(column)) return Math.max(column.getSize(), content[column.id] ?? 0);
  return textFloor(column);
}

/**
 * The ids of the columns that give way (`meta.giveWay`, highest first) so that the others fit
 * `available` at their narrowest; none before the width is known, and none while all fit.
 */
export function columnsGivingWay<T>(columns: Column<T, unknown>[], content: Record<string, number>, available: number): string[] {
  if (!available) return [];
  let needed = columns.reduce((sum, column) => sum + narrowest(column, content), 0);
  const candidates = columns
    .map((column, index) => ({ column, index, rank: column.columnDef.meta?.giveWay }))
    .filter((c): c is { column: Column<T, unknown>; index: number; rank: number } => c.rank !== undefined)
    // Highest rank first; of equal ranks the one further right.
    .sort((a, b) => b.rank - a.rank || b.index - a.index);
  const hidden: string[] = [];
  for (const { column } of candidates) {
    if (needed <= available) break;
    hidden.push(column.id);
    needed -= narrowest(column, content);
  }
  return hidden;
}

/** The inner width of an element, kept up to date as the window changes. */
export function useInnerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A cut cell carries its full text as a title, set when the pointer comes over it (the only time
 * a title shows); one that fits carries none (no noise for screen readers, which read the whole
 * text anyway). Checked per hovered cell: checking every cell a scroll brought in, even when idle,
 * took 1-3 ms after each frame of a fast scroll, past the idle time the browser had allotted.
 */
export function titleIfClipped(target: EventTarget | null): void {
  const cell = target instanceof Element ? target.closest<HTMLTableCellElement>('td[data-cell]') : null;
  if (!cell) return;
  const text = cell.textContent ?? '';
  if (text && cell.scrollWidth > cell.clientWidth + 1) {
    if (cell.title !== text) cell.title = text;
  } else if (cell.hasAttribute('title')) cell.removeAttribute('title');
}
