import { Anchor, Table, Text } from '@mantine/core';
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

interface LinesTableProps {
  lines: readonly Line[];
  currency: string | null;
  /** Given: a line's configuration number opens that configuration. */
  onOpenConfiguration?: (configurationNumber: string) => void;
}

/** The lines of a quote or sales order: unit prices with their own decimals, line totals as the currency rounds. */
export function LinesTable({ lines, currency, onOpenConfiguration }: LinesTableProps) {
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
              {l.configurationNumber &&
                (onOpenConfiguration ? (
                  <Anchor component="button" type="button" size="xs" display="block" onClick={() => onOpenConfiguration(l.configurationNumber!)}>
                    Open configuration {l.configurationNumber}
                  </Anchor>
                ) : (
                  <Text size="xs" c="dimmed">
                    Configuration {l.configurationNumber}
                  </Text>
                ))}
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
