import { Table, VisuallyHidden } from '@mantine/core';

/**
 * Column headers for a table whose design shows none: the row takes no room on screen, and a
 * screen reader still reads each cell under its column's name.
 */
export function HiddenTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr style={{ border: 0 }}>
        {columns.map((column) => (
          <Table.Th key={column} scope="col" p={0} h={0} style={{ border: 0 }}>
            <VisuallyHidden>{column}</VisuallyHidden>
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
