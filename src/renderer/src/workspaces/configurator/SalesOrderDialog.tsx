import { Badge, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { DoneFooter } from '../../components/overlay/DoneFooter';
import type { SalesOrder } from '@shared/contract/configurator';
import { day, label } from '../../components/format';
import { DocumentTotals } from './DocumentTotals';
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
        <DocumentTotals document={order} testId="sales-order" />
        <DoneFooter onClose={onClose} />
      </Stack>
    </AppModal>
  );
}
