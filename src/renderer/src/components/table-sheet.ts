import type { Column, Row, Table } from '@tanstack/react-table';
import { rawText, shownText } from './cell-text';
import { readShownFigure, type ShownFigure } from './shown-figure';

/**
 * The one model every table export is written from: the header and cells a table shows, in the
 * order it shows them. Numeric columns become numbers read back from the shown text, so an
 * export cannot carry another figure than the screen; a unit or currency shared by a column
 * moves into its header, mixed ones get a column of their own (amounts never mix currencies).
 */

export type SheetCell = { kind: 'number'; value: string; places: number } | { kind: 'text'; value: string };

export interface Sheet {
  header: string[];
  rows: SheetCell[][];
}

/** What a table knows of one exported column: its header and each row's shown text. */
export interface ShownColumn {
  header: string;
  numeric: boolean;
  money: boolean;
  texts: string[];
}

const NOTHING = '–';
const text = (value: string): SheetCell => ({ kind: 'text', value });

/** "Price (incl. VAT)" + "NOK" → "Price (incl. VAT, NOK)"; "Total" + "NOK" → "Total (NOK)". */
export function headerWithSuffix(header: string, suffix: string): string {
  return header.endsWith(')') ? `${header.slice(0, -1)}, ${suffix})` : `${header} (${suffix})`;
}

function figureColumns(column: ShownColumn): { header: string; cells: SheetCell[] }[] {
  const figures = column.texts.map((t) => (t === NOTHING ? null : readShownFigure(t)));
  const suffixes = new Set(figures.filter((f): f is ShownFigure => f !== null).map((f) => f.suffix));
  const cells = column.texts.map((t, i): SheetCell => {
    const figure = figures[i];
    if (t === NOTHING) return text('');
    return figure ? { kind: 'number', value: figure.value, places: figure.places } : text(t);
  });
  if (suffixes.size <= 1) {
    const [suffix] = suffixes;
    return [{ header: suffix ? headerWithSuffix(column.header, suffix) : column.header, cells }];
  }
  const unitHeader = `${column.header} – ${column.money ? 'currency' : 'unit'}`;
  return [
    { header: column.header, cells },
    { header: unitHeader, cells: figures.map((f) => text(f?.suffix ?? '')) },
  ];
}

/** The sheet of the given columns, rows in the order the table shows them. */
export function sheetOf(columns: readonly ShownColumn[]): Sheet {
  const parts = columns.flatMap((column) =>
    column.numeric ? figureColumns(column) : [{ header: column.header, cells: column.texts.map((t) => text(t === NOTHING ? '' : t)) }],
  );
  const rowCount = columns[0]?.texts.length ?? 0;
  return {
    header: parts.map((p) => p.header),
    rows: Array.from({ length: rowCount }, (_, i) => parts.map((p) => p.cells[i]!)),
  };
}

/** A column's header as the export names it: its text, or the name a screen reader hears. */
export function headerText<T>(column: Column<T, unknown>): string {
  const h = column.columnDef.header;
  return typeof h === 'string' ? h : (column.columnDef.meta?.headerLabel ?? column.id);
}

/**
 * A column's shown texts, without the leading and trailing spaces a cell does not show (HTML
 * collapses them; some texts carry room for an icon). A component cell without `meta.text`, a
 * gap in the columns' definitions, falls back to its raw value.
 */
function columnTexts<T>(table: Table<T>, column: Column<T, unknown>, rows: readonly Row<T>[]): string[] {
  let gap = false;
  const texts = rows.map((row) => {
    const shown = shownText(table, column, row);
    if (shown !== null) return shown.trim();
    gap = true;
    return rawText(row.getValue(column.id));
  });
  if (gap) console.warn(`Column "${column.id}" draws a component without meta.text; its export holds the raw value.`);
  return texts;
}

/**
 * The sheet of a table as shown: its rows in order, its visible columns that hold a value or say
 * their text (a picture or an action column holds neither, and the caller leaves out selection boxes).
 */
export function tableSheet<T>(table: Table<T>, columns: readonly Column<T, unknown>[], rows: readonly Row<T>[]): Sheet {
  return sheetOf(
    columns
      .filter((column) => column.accessorFn || column.columnDef.meta?.text)
      .map((column) => ({
        header: headerText(column),
        numeric: !!column.columnDef.meta?.numeric,
        money: column.columnDef.meta?.content === 'money',
        texts: columnTexts(table, column, rows),
      })),
  );
}
