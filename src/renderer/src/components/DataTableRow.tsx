import { Checkbox } from '@mantine/core';
import type { Column, Row, Table } from '@tanstack/react-table';
import { memo, type ReactElement, type ReactNode } from 'react';
import { cellContext } from './cell-text';
import classes from './DataTable.module.css';

export const selectColumnId = '__select';

export interface DataTableRowProps<T> {
  /** The same instance for the table's life. */
  table: Table<T>;
  row: Row<T>;
  index: number;
  domId: string;
  /** 1-based position in the whole result (header is 1), for aria-rowindex. */
  ariaRowIndex: number;
  active: boolean;
  selected: boolean;
  selectable: boolean;
  /** The row's checkbox name, e.g. "Select PO-100061". */
  selectLabel: string | undefined;
  clickable: boolean;
  /** The visible columns, one cell each; a new array when they change, so memoised rows redraw. */
  columns: Column<T, unknown>[];
  onRowClick: (index: number) => void;
  onToggle: (index: number, range: boolean) => void;
}

/**
 * A cell's content, rendered in place. flexRender would mount each cell function as a component
 * of its own, so new column definitions (a price or a draft mark arriving) replaced the DOM of
 * every cell on screen, and a click landing at that moment reached nothing. Cell functions hold
 * no hooks (the rules-of-hooks lint sees to it), so calling them is safe.
 */
function cellContent<T>(table: Table<T>, row: Row<T>, column: Column<T, unknown>): ReactNode {
  const render = column.columnDef.cell;
  return typeof render === 'function' ? (render(cellContext(table, row, column)) as ReactNode) : (render ?? null);
}

/**
 * One body row of DataTable. Memoised, so moving the active row or selecting one redraws two
 * rows instead of every row on screen: keyboard navigation stays instant on slow machines.
 */
function DataTableRowInner<T>({
  table,
  row,
  index,
  domId,
  ariaRowIndex,
  active,
  selected,
  selectable,
  selectLabel,
  clickable,
  columns,
  onRowClick,
  onToggle,
}: DataTableRowProps<T>) {
  return (
    <tr
      id={domId}
      className={classes.row}
      aria-rowindex={ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      data-active={active || undefined}
      data-selected={selected || undefined}
      data-clickable={clickable || undefined}
      onClick={() => onRowClick(index)}
    >
      {columns.map((column) => {
        const key = `${row.id}_${column.id}`;
        if (column.id === selectColumnId) {
          return (
            // The checkbox selects; it must not also open the row.
            <td key={key} className={`${classes.td} ${classes.checkboxCell}`} onClick={(event) => event.stopPropagation()}>
              <Checkbox
                size="xs"
                tabIndex={-1}
                aria-label={selectLabel}
                checked={selected}
                onChange={() => undefined}
                onClick={(event) => onToggle(index, event.shiftKey)}
              />
            </td>
          );
        }
        const { numeric, content } = column.columnDef.meta ?? {};
        return (
          <td key={key} className={numeric ? `${classes.td} ${classes.numeric}` : classes.td} data-cell data-content={content}>
            {cellContent(table, row, column)}
          </td>
        );
      })}
    </tr>
  );
}

export const DataTableRow = memo(DataTableRowInner) as <T>(props: DataTableRowProps<T>) => ReactElement;
