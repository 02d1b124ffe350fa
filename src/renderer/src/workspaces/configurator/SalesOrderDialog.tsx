import { Badge, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { DoneFooter } from '../../components/overlay/DoneFooter';
import type { SalesOrder } from '@shared/contract/configurator';
import { moneyOf } from '@shared/domain/money';
import { day, label, moneyText } from '../../components/format';
import { LinesTable } from './LinesTable';

/** The sales order an ordered configuration became: number, status, line and totals. */
export function SalesOrderDialog({ order, onClose }: { order: SalesOrder; onClose: () => void }) {
  const currency = order.currencyCode;
  return (
    <AppModal opened onClose={onClose} title={`Sales order ${order.orderNumber}`} size="lg" data-testid="sales-order-dialog">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={700} size="lg" data-testid="sales-order-number">
            {order.orderNumber}
          </Text>
          <Badge variant="light">{label(order.status)}</Badge>
        </Group>
        <Text size="sm">
          {order.customerName ?? order.customerNumber} · ordered {day(order.orderDate)}
          {order.requestedDeliveryDate ? ` · delivery requested ${day(order.requestedDeliveryDate)}` : ''}
          {order.customerReference ? ` · reference ${order.customerReference}` : ''}
        </Text>
        <LinesTable lines={order.lines} currency={currency} />
        <Stack gap={0} align="flex-end">
          <Text size="sm">Total excl. tax {moneyText(moneyOf(order.totalAmount, currency))}</Text>
          <Text size="sm" data-testid="sales-order-vat">
            VAT {moneyText(moneyOf(order.totalVat, currency))}
          </Text>
          <Text fw={700}>Total incl. tax {moneyText(moneyOf(order.totalAmountIncludingTax, currency))}</Text>
        </Stack>
        <DoneFooter onClose={onClose} />
      </Stack>
    </AppModal>
  );
}
