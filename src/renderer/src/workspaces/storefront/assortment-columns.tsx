import { Badge, Group, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { type AssortmentRow, type AssortmentWarning, type StorefrontCustomer } from '@shared/contract/storefront';
import type { DataTableColumn } from '../../components/DataTable';
import { visitorStockText } from '@shared/domain/visitor-stock';
import { amount, day } from '../../components/format';

export const warningLabels: Record<AssortmentWarning, string> = {
  inactiveItem: 'Published, but the item is inactive',
  noPrice: 'Visible without a price',
  stockNotShown: 'Stock hidden although the channel shows stock',
  featuredUnpublished: 'Featured, but not published',
  futurePublishDate: 'Publish date in the future',
};

/** The price as a visitor sees it, saying whether VAT is in it. */
export function visitorPrice(row: AssortmentRow | null): string {
  return row ? priceText(row.price, row.priceIncludesVat, row.currency) : '–';
}

function priceText(price: string | null, includesVat: boolean | null, currency: string | null): string {
  if (!price) return '–';
  const vat = includesVat === null ? '' : includesVat ? ' incl. VAT' : ' excl. VAT';
  return `${amount(price, currency)}${vat}`;
}

/** `asSent`: as the channel shows prices; `incl`/`excl`: the visitor's VAT choice (row 180). */
export type VatView = 'asSent' | 'incl' | 'excl';

/** The visitor's or the signed-in customer's price in the chosen VAT view; the column header says which VAT. */
export function shownPrice(row: AssortmentRow, whose: 'visitor' | 'customer', vat: VatView): string {
  const [sent, excl, incl] =
    whose === 'visitor' ? [row.price, row.priceExclVat, row.priceInclVat] : [row.customerPrice, row.customerPriceExclVat, row.customerPriceInclVat];
  const price = vat === 'asSent' ? sent : vat === 'incl' ? incl : excl;
  return price ? amount(price, row.currency) : '–';
}

/** "incl. VAT" / "excl. VAT" for a column header: the toggle's choice, or how the channel sends prices. */
export function vatHeader(vat: VatView, channelIncludesVat: boolean | null): string {
  const incl = vat === 'asSent' ? channelIncludesVat : vat === 'incl';
  return incl === null ? '' : incl ? ' (incl. VAT)' : ' (excl. VAT)';
}

const priceSourceLabels: Record<string, string> = {
  CustomerPriceList: 'own price list',
  CustomerGroupPriceList: 'group price list',
  ListPrice: 'list price',
};

/** Stock in the words the storefront shows visitors, as the preview shows it; "Not shown" where it shows none. */
export function visitorStock(row: AssortmentRow | null): string {
  if (!row?.itemId) return '–';
  return visitorStockText(row) ?? 'Not shown';
}

export function visibilityText(row: AssortmentRow | null): string {
  if (!row) return 'Not in channel';
  if (row.visible) return 'Visible';
  return row.published ? 'Published, not visible' : 'Not published';
}

const column = createColumnHelper<AssortmentRow>();

/** The columns for a VAT view and, when viewing as a customer, that customer's price beside the visitor's. */
export function assortmentColumns(vat: VatView, channelIncludesVat: boolean | null, customer: StorefrontCustomer | null): DataTableColumn<AssortmentRow>[] {
  const visitor = (r: AssortmentRow) => shownPrice(r, 'visitor', vat);
  const mine = (r: AssortmentRow) => shownPrice(r, 'customer', vat);
  const vatNote = vatHeader(vat, channelIncludesVat);
  return [
    column.accessor('itemNumber', { header: 'Item', size: 110, meta: { content: 'identifier' } }),
    column.accessor('name', { header: 'Name as visitors see it', size: 200, cell: (c) => c.getValue() ?? '–' }),
    column.accessor('price', {
      id: 'price',
      header: `${customer ? 'Visitor price' : 'Price'}${vatNote}`,
      size: 170,
      meta: { numeric: true, content: 'money', text: visitor },
      cell: (c) => visitor(c.row.original),
    }),
    ...(customer
      ? [
          column.accessor('customerPrice', {
            id: 'customerPrice',
            // Who the customer is stands above the table ("Viewing as …"); the header stays short.
            header: `Customer price${vatNote}`,
            size: 190,
            meta: { numeric: true, content: 'money', text: mine },
            cell: (c) => {
              const r = c.row.original;
              const differs = r.customerPrice !== null && r.customerPrice !== r.price;
              return (
                <Text
                  size="sm"
                  fw={differs ? 600 : undefined}
                  title={r.customerPriceSource ? `From the ${priceSourceLabels[r.customerPriceSource] ?? r.customerPriceSource}` : undefined}
                >
                  {mine(r)}
                </Text>
              );
            },
          }),
        ]
      : []),
    column.accessor((r) => visibilityText(r), { id: 'visibility', header: 'Visibility', size: 150 }),
    // A figure ("1,173.545 in stock") is never cut: the column is as wide as its widest text.
    column.accessor((r) => visitorStock(r), { id: 'stock', header: 'Stock shown', size: 170, meta: { content: 'figure' } }),
    column.accessor((r) => r.warnings.length, {
      id: 'warnings',
      header: 'Warnings',
      size: 280,
      meta: { text: (r) => (r.warnings.length ? r.warnings.map((w) => warningLabels[w]).join('; ') : 'None') },
      cell: (c) =>
        c.row.original.warnings.length ? (
          // A narrow column cuts its badges: the whole list is the cell's title, read on hover.
          <Group gap={4} title={c.row.original.warnings.map((w) => warningLabels[w]).join('; ')}>
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
}
