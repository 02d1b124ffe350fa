import { Box, Checkbox, Group, LoadingOverlay, Skeleton, Stack } from '@mantine/core';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { AppError, AppErrorData } from '@shared/errors';
import { columnsGivingWay, columnWidths, titleIfClipped, useContentWidths, useInnerWidth, type ContentKind } from './content-fit';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHeader } from './DataTableHeader';
import type { DataTableColumn, ServerPaging } from './data-table-types';
import { DataTableRow, selectColumnId } from './DataTableRow';
import { ProblemAlert } from './ProblemAlert';
import { TableExport } from './TableExport';
import { tableSheet } from './table-sheet';
import { useControllable, withColumnDefaults } from './table-columns';
import { useGridKeyboard } from './useGridKeyboard';
import { useRowsOnScreen } from './useRowsOnScreen';
import { useRangeSelection } from './useRangeSelection';
import classes from './DataTable.module.css';

declare module '@tanstack/react-table' {
  // The names must match TanStack's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A number or decimal string: right-aligned, tabular figures, sorted by value. */
    numeric?: boolean;
    /** Money, figures and identifiers are sized to their widest value; text may be cut (with a title). */
    content?: ContentKind;
    /**
     * The full text the cell shows (e.g. amount with currency); the cell renders it unless it has
     * its own. A cell drawn by a component says its text here: exports are written from it.
     */
    text?: (row: TData) => string;
    /** What a screen reader calls a column whose header shows nothing (an action column, say). */
    headerLabel?: string;
    /**
     * The column may give way: hidden while the table is too narrow for every column at its
     * narrowest, the highest number first. Without it a column always shows.
     */
    giveWay?: number;
    /**
     * The cell draws its text in a badge: its width is measured at this share of the table's
     * font (`scale`, smaller bold letters) plus `chrome` pixels of padding and icon.
     */
    drawnAs?: { scale: number; chrome: number };
  }
}

// In a module of their own so the table's parts (footer, column defaults) need not import the table.
export type { DataTableColumn, ServerPaging } from './data-table-types';

interface DataTableBaseProps<T> {
  /** Names the table for screen readers and the CSV file. */
  label: string;
  data: T[];
  columns: DataTableColumn<T>[];
  /** A stable id per row (keeps selection across sorting and reloads); defaults to the index. */
  getRowId?: (row: T, index: number) => string;
  /** Controlled sorting; required in server mode, optional otherwise. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Present: server-side mode (manual paging and sorting). Absent: all rows are here, sorted in the table. */
  server?: ServerPaging;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Enter on the active row, or a click on a row. */
  onOpenRow?: (row: T) => void;
  loading?: boolean;
  error?: AppError | AppErrorData | null;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** Height of the scroll box; the header sticks to its top. */
  height?: number | string;
  rowHeight?: number;
  /** Only the visible rows are in the DOM (default). false renders every row: for comparison only. */
  virtualize?: boolean;
  /** Extra controls left of "Export CSV" (filters, actions). */
  toolbar?: ReactNode;
  /** The exported file's name; defaults to the label. */
  exportFileName?: string;
  /** The rows on screen, each time that set changes (scrolling, paging, filtering): to read their details only. */
  onRowsOnScreenChange?: (rows: T[]) => void;
}

/**
 * `selectable` shows a checkbox column (Shift+click or Shift+Space selects a range). Each box is
 * named by `rowLabel`, e.g. "Select PO-100061": a screen reader user hears which row, not its position.
 */
type DataTableSelection<T> = { selectable?: false; rowLabel?: never } | { selectable: true; rowLabel: (row: T) => string };

export type DataTableProps<T> = DataTableBaseProps<T> & DataTableSelection<T>;

const headerHeight = 38;

/**
 * The one table every workspace uses: TanStack Table for columns, sorting and selection,
 * TanStack Virtual so that 10,000 rows keep only a screenful in the DOM. A grid in the ARIA
 * sense: one tab stop, arrow keys move the active row (aria-activedescendant), Enter opens it.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, data, server, selectable = false, onOpenRow, loading = false, error, onRetry, rowHeight = 36, virtualize = true } = props;
  const [sorting, setSorting] = useControllable(props.sorting, props.onSortingChange, []);
  const [rowSelection, setRowSelection] = useControllable(props.rowSelection, props.onRowSelectionChange, {});
  const [activeIndex, setActiveIndex] = useState(-1);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const domId = useId();

  const columns = useMemo(() => {
    const own = withColumnDefaults(props.columns);
    if (!selectable) return own;
    const select: DataTableColumn<T> = {
      id: selectColumnId,
      size: 40,
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          size="xs"
          aria-label="Select all rows"
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
    };
    return [select, ...own];
  }, [props.columns, selectable]);

  // TanStack Table returns a new API object each render by design; the React Compiler cannot memoise it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data,
    columns,
    getRowId: props.getRowId,
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: (updater) => {
      setSorting(updater);
      // A new order makes the current page meaningless: start again at the first.
      if (server && server.page !== 1) server.onPageChange(1);
    },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: selectable,
    enableMultiSort: !server,
    sortDescFirst: false,
    manualSorting: !!server,
    manualPagination: !!server,
    rowCount: server?.totalCount,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: server ? undefined : getSortedRowModel(),
  });

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const rowOffset = server ? (server.page - 1) * server.pageSize : 0;
  const totalRows = server ? server.totalCount : rows.length;
  const active = activeIndex < rows.length ? activeIndex : rows.length - 1;
  // Every column is measured, shown or not: a wider window must know what would fit again.
  const available = useInnerWidth(scrollerRef);
  const contentWidths = useContentWidths(tableRef, table, table.getAllLeafColumns(), rows, available);
  const widths = columnWidths(leafColumns, contentWidths, available);
  const givingWay = columnsGivingWay(table.getAllLeafColumns(), contentWidths, available).join('\n');
  useLayoutEffect(() => {
    // Which columns fit is known only once the box and the fonts are measured, before paint.
    setColumnVisibility((old) => {
      const next = Object.fromEntries(givingWay ? givingWay.split('\n').map((id) => [id, false]) : []);
      return JSON.stringify(old) === JSON.stringify(next) ? old : next;
    });
  }, [givingWay]);

  const virtualizer = useVirtualizer({
    count: virtualize ? rows.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    // Rows start below the sticky header, and a row scrolled to must not hide under it.
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    // A few rows beyond the edges hide the redraw on slow scrolls; more only costs on fast ones.
    overscan: 6,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const shown: { row: Row<T>; index: number }[] = virtualize
    ? virtualRows.flatMap((item) => (rows[item.index] ? [{ row: rows[item.index]!, index: item.index }] : []))
    : rows.map((row, index) => ({ row, index }));
  useRowsOnScreen(rows, virtualize ? (virtualizer.range ?? { startIndex: 0, endIndex: -1 }) : null, props.onRowsOnScreenChange);
  const padTop = virtualize && virtualRows.length ? virtualRows[0]!.start - headerHeight : 0;
  const padBottom = virtualize && virtualRows.length ? virtualizer.getTotalSize() - virtualRows[virtualRows.length - 1]!.end : 0;

  const rowDomId = (index: number) => `${domId}-row-${index}`;

  const moveTo = (index: number) => {
    if (!rows.length) return;
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActiveIndex(next);
    if (virtualize) virtualizer.scrollToIndex(next, { align: 'auto' });
    else document.getElementById(rowDomId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const toggleRow = useRangeSelection(rows, rowSelection, setRowSelection);

  // Stable callbacks for the memoised rows, reading the latest rows and props when called.
  const latest = useRef({ rows, onOpenRow, toggleRow });
  // Before the browser can deliver the next click: a click right after new rows were drawn opens what it landed on.
  useLayoutEffect(() => {
    latest.current = { rows, onOpenRow, toggleRow };
  });
  const onRowClick = useCallback((index: number) => {
    setActiveIndex(index);
    tableRef.current?.focus({ preventScroll: true });
    const row = latest.current.rows[index];
    if (row) latest.current.onOpenRow?.(row.original);
  }, []);
  const onToggle = useCallback((index: number, range: boolean) => {
    setActiveIndex(index);
    latest.current.toggleRow(index, range);
  }, []);

  const onKeyDown = useGridKeyboard({
    rowCount: rows.length,
    active,
    moveTo,
    scrollerRef,
    rowHeight,
    headerHeight,
    onOpen: (index) => onOpenRow?.(rows[index]!.original),
    onToggle: selectable ? toggleRow : undefined,
  });

  const style = { '--dt-row-height': `${rowHeight}px`, '--dt-header-height': `${headerHeight}px` } as CSSProperties;
  const colSpan = leafColumns.length;
  const selectedCount = Object.keys(rowSelection).length;

  let body: ReactNode;
  if (loading && !rows.length) {
    body = Array.from({ length: 8 }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden>
        {leafColumns.map((column) => (
          <td key={column.id} className={classes.td}>
            <Skeleton height={10} radius="xl" />
          </td>
        ))}
      </tr>
    ));
  } else if (!rows.length) {
    body = (
      <tr>
        <td colSpan={colSpan} className={classes.message} data-testid="data-table-empty">
          {error ? 'The rows could not be loaded.' : (props.emptyMessage ?? 'Nothing to show.')}
        </td>
      </tr>
    );
  } else {
    body = (
      <>
        {padTop > 0 && (
          <tr className={classes.spacer} aria-hidden style={{ height: padTop }}>
            <td colSpan={colSpan} />
          </tr>
        )}
        {shown.map(({ row, index }) => (
          <DataTableRow
            key={row.id}
            table={table}
            row={row}
            index={index}
            domId={rowDomId(index)}
            ariaRowIndex={rowOffset + index + 2}
            active={index === active}
            selected={row.getIsSelected()}
            selectable={selectable}
            selectLabel={selectable && props.rowLabel ? `Select ${props.rowLabel(row.original)}` : undefined}
            clickable={!!onOpenRow}
            columns={leafColumns}
            onRowClick={onRowClick}
            onToggle={onToggle}
          />
        ))}
        {padBottom > 0 && (
          <tr className={classes.spacer} aria-hidden style={{ height: padBottom }}>
            <td colSpan={colSpan} />
          </tr>
        )}
      </>
    );
  }

  // Kept across scrolled frames: a scroll draws rows, not the header's buttons and icons. TanStack
  // keeps the same groups when only the sort or the selection changes, which the header also shows.
  const headerGroups = table.getHeaderGroups();
  const header = useMemo(
    () => <DataTableHeader groups={headerGroups} />,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the sort marks and the select-all box follow these
    [headerGroups, sorting, rowSelection, rows],
  );

  // Kept across scrolled frames: a scroll draws rows, not the export menu (its file is built from
  // the rows and columns when asked).
  const allColumns = table.getAllLeafColumns();
  const exportName = props.exportFileName ?? label;
  const paged = !!server;
  const exportButton = useMemo(
    () => (
      <TableExport
        // Every column, also one this window is too narrow for: a file does not change with
        // the window's width. Its cells are the text the column shows (row 356).
        sheet={() =>
          tableSheet(
            table,
            allColumns.filter((column) => column.id !== selectColumnId),
            rows,
          )
        }
        fileName={exportName}
        tableLabel={label}
        disabled={!rows.length}
        hint={paged ? 'Exports the rows of this page, as shown, with every column' : 'Exports every row, in the order shown, with every column'}
      />
    ),
    [table, allColumns, rows, exportName, label, paged],
  );

  return (
    <Stack gap="xs" style={style}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="sm">{props.toolbar}</Group>
        {exportButton}
      </Group>
      {error && <ProblemAlert error={error} onRetry={onRetry} />}
      <Box pos="relative">
        {/* A refetch dims the rows but takes no click: a row clicked while a list refreshes in the
            background is still a record the user sees (the keyboard could open it anyway), and a
            click swallowed by an overlay that appeared under the pointer is lost work. */}
        <LoadingOverlay visible={loading && rows.length > 0} zIndex={3} overlayProps={{ blur: 1 }} style={{ pointerEvents: 'none' }} />
        <div ref={scrollerRef} className={classes.scroller} style={{ height: props.height ?? 480 }} data-testid="data-table-scroller">
          <table
            ref={tableRef}
            className={classes.table}
            role="grid"
            aria-label={label}
            aria-rowcount={totalRows + 1}
            aria-colcount={colSpan}
            aria-multiselectable={selectable || undefined}
            aria-busy={loading || undefined}
            // Only a row that is in the DOM can be referenced (a wheel scroll may have taken it out).
            aria-activedescendant={shown.some((r) => r.index === active) ? rowDomId(active) : undefined}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onPointerOver={(event) => titleIfClipped(event.target)}
            onFocus={(event) => {
              if (event.target === event.currentTarget && active < 0 && rows.length) setActiveIndex(0);
            }}
          >
            <colgroup>
              {leafColumns.map((column) => (
                <col key={column.id} style={{ width: widths[column.id] }} />
              ))}
            </colgroup>
            {header}
            <tbody>{body}</tbody>
          </table>
        </div>
      </Box>
      <DataTableFooter server={server} rowOffset={rowOffset} shownRows={rows.length} totalRows={totalRows} selectedCount={selectedCount} />
    </Stack>
  );
}
