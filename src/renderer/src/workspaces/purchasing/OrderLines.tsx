import { Badge, Progress, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { OrderDetail, OrderLine } from '@shared/contract/purchasing';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { amount, day, qty, words } from './format';

const column = createColumnHelper<OrderLine>();

function received(line: OrderLine): number {
  const ordered = Number(line.quantity ?? 0);
  return ordered > 0 ? (Number(line.receivedQuantity ?? 0) / ordered) * 100 : 0;
}

function columnsFor(order: OrderDetail): DataTableColumn<OrderLine>[] {
  return [
    column.accessor('lineNumber', { header: 'Line', size: 65, meta: { numeric: true } }),
    column.accessor('itemNumber', { header: 'Item', size: 100 }),
    column.accessor('itemName', {
      header: 'Name',
      size: 200,
      cell: (c) => (
        <>
          {c.getValue() ?? '–'}
          {c.row.original.trackingType && c.row.original.trackingType !== 'None' && (
            <Badge size="xs" variant="outline" ml={6}>
              {c.row.original.trackingType === 'Serial' ? 'Serial no.' : words(c.row.original.trackingType)}
            </Badge>
          )}
        </>
      ),
    }),
    column.accessor('quantity', { header: 'Ordered', size: 100, meta: { numeric: true }, cell: (c) => qty(c.getValue(), c.row.original.decimalPlaces) }),
    column.accessor('receivedQuantity', { header: 'Received', size: 105, meta: { numeric: true }, cell: (c) => qty(c.getValue(), c.row.original.decimalPlaces) }),
    column.accessor('remainingQuantity', {
      header: 'Remaining',
      size: 115,
      meta: { numeric: true },
      cell: (c) => (
        <Text span size="sm" fw={Number(c.getValue() ?? 0) > 0 ? 600 : 400}>
          {qty(c.getValue(), c.row.original.decimalPlaces)}
        </Text>
      ),
    }),
    column.accessor((l) => received(l), { id: 'progress', header: 'Progress', size: 90, enableSorting: false, cell: (c) => <Progress value={c.getValue()} size="sm" aria-label={`${Math.round(c.getValue())}% received`} /> }),
    column.accessor('unit', { header: 'Unit', size: 60 }),
    column.accessor('unitPrice', { header: 'Price', size: 95, meta: { numeric: true }, cell: (c) => amount(c.getValue()) }),
    column.accessor('lineTotal', { header: 'Line total', size: 120, meta: { numeric: true }, cell: (c) => amount(c.getValue(), order.currencyCode) }),
    column.accessor('expectedDate', { header: 'Expected', size: 112, cell: (c) => day(c.getValue()) }),
    column.accessor('promisedDate', { header: 'Promised', size: 112, cell: (c) => day(c.getValue()) }),
    column.accessor('status', { header: 'Line status', size: 140, cell: (c) => words(c.getValue()) }),
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
