import { Alert, Stack, Text } from '@mantine/core';
import type { Stock } from '@shared/contract/warehouse';
import { add, checkDecimal, compare, sum } from '@shared/domain/decimal';
import { quantity } from '../../components/format';

export interface AdjustmentTarget {
  warehouseCode: string | null;
  locationCode: string | null;
  batchNumber: string | null;
  serialNumber: string | null;
  quantity: string;
}

/** What is at the exact place the adjustment books to: location, and batch or serial when tracked. */
export function onHandAt(stock: Stock, target: Omit<AdjustmentTarget, 'quantity'>): string {
  const rows = stock.locations.filter(
    (r) =>
      r.warehouseCode === target.warehouseCode &&
      r.locationCode === target.locationCode &&
      (!target.batchNumber || r.batchNumber === target.batchNumber) &&
      (!target.serialNumber || r.serialNumber === target.serialNumber),
  );
  return sum(rows.map((r) => r.quantityOnHand));
}

/** Shows, before booking, what on hand becomes at the place and in the warehouse. */
export function OnHandPreview({ stock, target }: { stock: Stock; target: AdjustmentTarget }) {
  const places = stock.item.decimalPlaces;
  const delta = target.quantity;
  if (!target.warehouseCode || !target.locationCode) return null;
  // A refused quantity ("1.5" of a whole-unit item) previews nothing rather than a wrong balance.
  const valid = checkDecimal(delta, { decimalPlaces: places, allowZero: false }).ok;
  const here = onHandAt(stock, target);
  const warehouse = stock.warehouses.find((w) => w.warehouseCode === target.warehouseCode);
  const where = `${target.warehouseCode}/${target.locationCode}${target.batchNumber ? `, batch ${target.batchNumber}` : ''}${target.serialNumber ? `, serial ${target.serialNumber}` : ''}`;
  const after = valid ? add(here, delta) : here;
  const below = valid && compare(after, '0') < 0;
  return (
    <Alert color={below ? 'red' : 'blue'} variant="light" title="On hand" data-testid="on-hand-preview">
      <Stack gap={2}>
        <Text size="sm" data-testid="on-hand-location">
          At {where}: {quantity(here, places)}
          {valid && ` → ${quantity(after, places)}`}
        </Text>
        {warehouse && (
          <Text size="sm" data-testid="on-hand-warehouse">
            In {warehouse.warehouseCode}: {quantity(warehouse.quantityOnHand, places)}
            {valid && ` → ${quantity(add(warehouse.quantityOnHand, delta), places)}`}, available {quantity(warehouse.availableQuantity, places)}
            {valid && ` → ${quantity(add(warehouse.availableQuantity, delta), places)}`}
          </Text>
        )}
        {below && (
          <Text size="sm" fw={600}>
            That is more than is there: on hand cannot go below zero, so the ERP will refuse it.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
