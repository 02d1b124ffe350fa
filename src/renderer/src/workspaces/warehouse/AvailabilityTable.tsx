import { Badge, Table, Text } from '@mantine/core';
import type { Stock } from '@shared/contract/warehouse';
import { quantity } from '../../components/format';
import classes from './warehouse.module.css';

function requirement(w: Stock['warehouses'][number]): string {
  if (w.requiresSerial) return 'Serial number';
  if (w.requiresBatch) return 'Batch';
  return '–';
}

/** On hand, allocated and available per warehouse; available is what can be promised, so it stands out. */
export function AvailabilityTable({ stock }: { stock: Stock }) {
  const places = stock.item.decimalPlaces;
  return (
    <Table withTableBorder striped verticalSpacing={6} data-testid="availability" aria-label={`Availability of ${stock.item.itemNumber}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Warehouse</Table.Th>
          <Table.Th className={classes.figure}>On hand</Table.Th>
          <Table.Th className={classes.figure}>Allocated</Table.Th>
          <Table.Th className={classes.figure}>Available</Table.Th>
          <Table.Th>Requires</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stock.warehouses.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={5}>
              <Text size="sm" c="dimmed">
                No stock record in any active warehouse.
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {stock.warehouses.map((w) => (
          <Table.Tr key={w.warehouseCode} data-testid={`availability-${w.warehouseCode}`}>
            <Table.Td>
              <Text size="sm" fw={600} span>
                {w.warehouseCode}
              </Text>{' '}
              <Text size="sm" c="dimmed" span>
                {w.warehouseName}
              </Text>
            </Table.Td>
            <Table.Td className={classes.figure}>{quantity(w.quantityOnHand, places)}</Table.Td>
            <Table.Td className={classes.figure}>{quantity(w.allocatedQuantity, places)}</Table.Td>
            <Table.Td className={`${classes.figure} ${classes.available}`} data-testid="available">
              {quantity(w.availableQuantity, places)}
            </Table.Td>
            <Table.Td>
              {requirement(w) === '–' ? (
                '–'
              ) : (
                <Badge variant="outline" size="sm">
                  {requirement(w)}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {stock.warehouses.length > 1 && (
        <Table.Tfoot>
          <Table.Tr>
            {/* The totals are figures under their columns (data cells, bold); the label heads their row. */}
            <Table.Th scope="row">All warehouses</Table.Th>
            <Table.Td className={classes.figure} fw={700}>
              {quantity(stock.totalQuantityOnHand, places)}
            </Table.Td>
            <Table.Td className={classes.figure} fw={700}>
              {quantity(stock.totalAllocatedQuantity, places)}
            </Table.Td>
            <Table.Td className={`${classes.figure} ${classes.available}`} fw={700}>
              {quantity(stock.totalAvailableQuantity, places)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
