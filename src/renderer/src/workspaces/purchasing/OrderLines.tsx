import { Badge, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { OrderDetail, OrderLine } from '@shared/contract/purchasing';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { amount, day, label, quantity, unitPrice } from '../../components/format';
import { isPositive } from '@shared/domain/decimal';

const column = createColumnHelper<OrderLine>();

function columnsFor(order: OrderDetail): DataTableColumn<OrderLine>[] {
  return [
    column.accessor('lineNumber', { header: 'Line', size: 55, meta: { numeric: true, content: 'figure' } }),
    column.accessor('itemNumber', { header: 'Item', size: 95, meta: { content: 'identifier' } }),
    column.accessor('itemName', {
      header: 'Name',
      size: 150,
      meta: { text: (r) => r.itemName ?? '–' },
      cell: (c) => (
        <>
          {c.getValue() ?? '–'}
          {c.row.original.trackingType && c.row.original.trackingType !== 'None' && (
            <Badge size="xs" variant="outline" ml={6}>
              {c.row.original.trackingType === 'Serial' ? 'Serial no.' : label(c.row.original.trackingType)}
            </Badge>
          )}
        </>
      ),
    }),
    column.accessor('quantity', {
      header: 'Ordered',
      size: 110,
      meta: { numeric: true, content: 'figure', text: (r) => `${quantity(r.quantity, r.decimalPlaces)} ${r.unit ?? ''}` },
    }),
    // Beside what was ordered, so ordered × price = line total reads across, and money stays in view at 1024 px.
    column.accessor('unitPrice', {
      header: 'Price',
      size: 95,
      meta: { numeric: true, content: 'money', text: (r) => unitPrice(r.unitPrice, order.currencyCode) },
    }),
    column.accessor('lineTotal', {
      header: 'Line total',
      size: 125,
      meta: { numeric: true, content: 'money', text: (r) => amount(r.lineTotal, order.currencyCode) },
    }),
    column.accessor('receivedQuantity', {
      header: 'Received',
      size: 100,
      meta: { numeric: true, content: 'figure', text: (r) => quantity(r.receivedQuantity, r.decimalPlaces) },
    }),
    column.accessor('remainingQuantity', {
      header: 'Remaining',
      size: 110,
      meta: { numeric: true, content: 'figure', text: (r) => quantity(r.remainingQuantity, r.decimalPlaces) },
      cell: (c) => (
        <Text span size="sm" fw={isPositive(c.getValue()) ? 600 : 400}>
          {quantity(c.getValue(), c.row.original.decimalPlaces)}
        </Text>
      ),
    }),
    column.accessor('expectedDate', { header: 'Expected', size: 112, cell: (c) => day(c.getValue()) }),
    column.accessor('promisedDate', { header: 'Promised', size: 112, cell: (c) => day(c.getValue()) }),
    column.accessor('status', { header: 'Line status', size: 120, cell: (c) => label(c.getValue()) }),
  ];
}

/** Every line with ordered, received and remaining quantities. */
export function OrderLines({ order }: { order: OrderDetail }) {
  return (
    <div data-testid="po-lines">
      <DataTable
        label={`Lines of ${order.orderNumber}`}
        data={order.lines}
        columns={columnsFor(order)}
        getRowId={(l) => String(l.lineNumber)}
        height={Math.min(420, 42 + order.lines.length * 36 + 8)}
        exportFileName={`${order.orderNumber}-lines`}
      />
    </div>
  );
}
