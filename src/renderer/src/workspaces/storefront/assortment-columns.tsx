import { Badge, Group, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { AssortmentRow, AssortmentWarning } from '@shared/contract/storefront';
import type { DataTableColumn } from '../../components/DataTable';
import { amount, day, quantity } from '../../components/format';

export const warningLabels: Record<AssortmentWarning, string> = {
  inactiveItem: 'Published, but the item is inactive',
  noPrice: 'Visible without a price',
  stockNotShown: 'Stock hidden although the channel shows stock',
  featuredUnpublished: 'Featured, but not published',
  futurePublishDate: 'Publish date in the future',
};

/** The price as a visitor sees it, saying whether VAT is in it. */
export function visitorPrice(row: AssortmentRow | null): string {
  if (!row?.price) return '–';
  const vat = row.priceIncludesVat === null ? '' : row.priceIncludesVat ? ' incl. VAT' : ' excl. VAT';
  return `${amount(row.price, row.currency)}${vat}`;
}

/** Stock in the words the channel shows it. */
export function visitorStock(row: AssortmentRow | null): string {
  if (!row || row.inStock === null) return '–';
  if (row.stockDisplayMode === 'Hidden') return 'Not shown';
  if (!row.inStock) return row.leadTimeDays ? `Out of stock, ${row.leadTimeDays} days` : 'Out of stock';
  return row.stockQuantity && row.stockDisplayMode === 'Exact' ? `${quantity(row.stockQuantity)} in stock` : 'In stock';
}

export function visibilityText(row: AssortmentRow | null): string {
  if (!row) return 'Not in channel';
  if (row.visible) return 'Visible';
  return row.published ? 'Published, not visible' : 'Not published';
}

const column = createColumnHelper<AssortmentRow>();

export const assortmentColumns: DataTableColumn<AssortmentRow>[] = [
  column.accessor('itemNumber', { header: 'Item', size: 110, meta: { content: 'identifier' } }),
  column.accessor('name', { header: 'Name as visitors see it', size: 220, cell: (c) => c.getValue() ?? '–' }),
  column.accessor((r) => visibilityText(r), { id: 'visibility', header: 'Visibility', size: 150 }),
  column.accessor('price', { header: 'Price', size: 170, meta: { numeric: true, content: 'money', text: visitorPrice } }),
  column.accessor((r) => visitorStock(r), { id: 'stock', header: 'Stock shown', size: 150 }),
  column.accessor((r) => r.warnings.length, {
    id: 'warnings',
    header: 'Warnings',
    size: 280,
    meta: { csv: (r) => r.warnings.map((w) => warningLabels[w]).join('; ') },
    cell: (c) =>
      c.row.original.warnings.length ? (
        <Group gap={4}>
          {c.row.original.warnings.map((w) => (
            <Badge key={w} color="orange" variant="light" size="sm" style={{ textTransform: 'none' }}>
              {warningLabels[w]}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  }),
  column.accessor('categoryName', { header: 'Category', size: 140, cell: (c) => c.getValue() ?? '–' }),
  column.accessor('publishDate', { header: 'Publish date', size: 112, cell: (c) => day(c.getValue()) }),
];
