import { Table, Text } from '@mantine/core';
import { moneyOf } from '@shared/domain/money';
import { moneyText, quantity, unitMoneyText } from '../../components/format';

interface Line {
  lineNumber: number;
  itemNumber: string | null;
  itemName: string | null;
  description: string | null;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  lineTotal: string | null;
  configurationNumber?: string | null;
}

/** The lines of a quote or sales order: unit prices with their own decimals, line totals as the currency rounds. */
export function LinesTable({ lines, currency }: { lines: readonly Line[]; currency: string | null }) {
  return (
    <Table withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Quantity</Table.Th>
          <Table.Th ta="right">Unit price</Table.Th>
          <Table.Th ta="right">Line total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.lineNumber}>
            <Table.Td>
              {l.itemNumber} {l.description ?? l.itemName}
              {l.configurationNumber && (
                <Text size="xs" c="dimmed">
                  Configuration {l.configurationNumber}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {quantity(l.quantity)} {l.unit}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {unitMoneyText(moneyOf(l.unitPrice, currency))}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {moneyText(moneyOf(l.lineTotal, currency))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
