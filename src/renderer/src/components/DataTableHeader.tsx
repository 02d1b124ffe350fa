import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconArrowsSort from '@tabler/icons-react/dist/esm/icons/IconArrowsSort.mjs';
import { flexRender, type HeaderGroup } from '@tanstack/react-table';
import { selectColumnId } from './DataTableRow';
import classes from './DataTable.module.css';

/** The table's header rows: a sort button per sortable column, a hidden name for a column without a heading. */
export function DataTableHeader<T>({ groups }: { groups: HeaderGroup<T>[] }) {
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id} aria-rowindex={1}>
          {group.headers.map((header) => {
            const sortable = header.column.getCanSort();
            const direction = header.column.getIsSorted();
            const numeric = header.column.columnDef.meta?.numeric;
            const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
            const SortIcon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
            return (
              <th
                key={header.id}
                colSpan={header.colSpan}
                className={`${classes.th} ${numeric ? classes.numeric : ''} ${header.column.id === selectColumnId ? classes.checkboxCell : ''}`}
                aria-sort={sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
              >
                {sortable ? (
                  <UnstyledButton
                    className={classes.sortButton}
                    onClick={header.column.getToggleSortingHandler()}
                    title={`Sort by ${typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.column.id}`}
                  >
                    <span>{content}</span>
                    <SortIcon size={14} className={classes.sortIcon} data-sorted={direction || undefined} aria-hidden />
                  </UnstyledButton>
                ) : header.column.columnDef.header ? (
                  content
                ) : (
                  <VisuallyHidden>{header.column.columnDef.meta?.headerLabel ?? header.column.id}</VisuallyHidden>
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
