import { Table, Text } from '@mantine/core';
import type { MovedCountLine } from '@shared/contract/warehouse';
import { isZero } from '@shared/domain/decimal';
import { label, quantity, when } from '../../components/format';
import classes from './warehouse.module.css';

const signed = (value: string | null) => (value === null ? '–' : value.startsWith('-') || isZero(value) ? quantity(value) : `+${quantity(value)}`);

/** The lines whose stock moved while they were counted, with what moved and what each choice would post. */
export function MovedLinesTable({ lines, countNumber }: { lines: MovedCountLine[]; countNumber: string }) {
  return (
    <Table withTableBorder verticalSpacing={6} aria-label={`Lines of count ${countNumber} whose stock moved while counted`} data-testid="moved-lines">
      <Table.Thead style={{ whiteSpace: 'nowrap' }}>
        <Table.Tr>
          <Table.Th className={classes.figure}>Line</Table.Th>
          <Table.Th>Item</Table.Th>
          <Table.Th>Location</Table.Th>
          <Table.Th className={classes.figure}>Recorded</Table.Th>
          <Table.Th>Moved since</Table.Th>
          <Table.Th className={classes.figure}>Counted</Table.Th>
          <Table.Th className={classes.figure}>To post</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.lineNumber} data-testid={`moved-line-${line.lineNumber}`}>
            <Table.Td className={classes.figure}>{line.lineNumber}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {line.itemNumber}
              </Text>
              <Text size="xs" c="dimmed">
                {line.itemName ?? ''}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{[line.locationCode, line.batchNumber, line.serialNumber].filter(Boolean).join(' · ') || '–'}</Table.Td>
            <Table.Td className={classes.figure}>{quantity(line.recordedQuantity)}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} className={classes.figure} style={{ textAlign: 'left' }}>
                {signed(line.movedQuantity)}
              </Text>
              {line.movements.map((m, i) => (
                <Text key={i} size="xs" c="dimmed">
                  {label(m.transactionType)} {signed(m.quantity)}, {when(m.transactionDate)}
                  {m.reference ? ` (${m.reference})` : ''}
                </Text>
              ))}
            </Table.Td>
            <Table.Td className={classes.figure}>{quantity(line.countedQuantity)}</Table.Td>
            <Table.Td className={classes.figure} data-testid="difference-to-post">
              {signed(line.differenceToPost)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
