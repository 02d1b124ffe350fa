import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { AssortmentRow, ChannelComparison, ChannelView } from '@shared/contract/storefront';
import { moneyOf } from '@shared/domain/money';
import { useCall } from '../../api/hooks';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { moneyText } from '../../components/format';
import { visibilityText, visitorPrice } from './assortment-columns';

type Row = ChannelComparison['rows'][number];
type Difference = Row['differs'][number];
const column = createColumnHelper<Row>();
const differs = (row: Row, what: Difference) => row.differs.includes(what);
const differenceLabels: Record<Difference, string> = { name: 'name', price: 'price', vatDisplay: 'VAT display only', visibility: 'visibility' };

/** The price both channels are compared on: excl. VAT; as the visitor sees it only when no VAT rate is known. */
function comparedPrice(row: AssortmentRow | null): string {
  const net = moneyOf(row?.priceExclVat, row?.currency);
  return net ? moneyText(net) : visitorPrice(row);
}

const shows = (channel: ChannelView) =>
  channel.showPricesIncludingVat === null
    ? 'shows prices without saying whether VAT is in them'
    : channel.showPricesIncludingVat
      ? 'shows visitors prices incl. VAT'
      : 'shows visitors prices excl. VAT';
/**
 * A differing value in the theme's readable orange (not bold: the column is sized to its plain
 * text); the "Differs in" column says the same in words.
 */
const marked = (text: string, on: boolean) =>
  on ? (
    <Text span inherit c="var(--mantine-color-orange-text)">
      {text}
    </Text>
  ) : (
    text
  );

function comparisonColumns(leftName: string, rightName: string): DataTableColumn<Row>[] {
  const side = (key: 'left' | 'right', name: string) => [
    column.accessor((r) => r[key]?.name ?? '–', {
      id: `${key}Name`,
      header: `Name · ${name}`,
      size: 210,
      meta: { text: (r: Row) => r[key]?.name ?? '–' },
      cell: (c) => marked(c.getValue() as string, differs(c.row.original, 'name')),
    }),
    column.accessor((r) => r[key]?.priceExclVat ?? null, {
      id: `${key}Price`,
      header: `Price excl. VAT · ${name}`,
      size: 180,
      meta: { numeric: true, content: 'money', text: (r: Row) => comparedPrice(r[key]) },
      cell: (c) => marked(comparedPrice(c.row.original[key]), differs(c.row.original, 'price')),
    }),
    column.accessor((r) => visibilityText(r[key]), {
      id: `${key}Visible`,
      header: `Visibility · ${name}`,
      size: 240,
      meta: { text: (r: Row) => visibilityText(r[key]) },
      cell: (c) => marked(c.getValue() as string, differs(c.row.original, 'visibility')),
    }),
  ];
  return [
    column.accessor('itemNumber', { header: 'Item', size: 110, meta: { content: 'identifier' } }),
    ...side('left', leftName),
    ...side('right', rightName),
    column.accessor((r) => r.differs.map((d) => differenceLabels[d]).join(', '), {
      id: 'differs',
      header: 'Differs in',
      size: 240,
      meta: { text: (r) => r.differs.join(', ') },
      cell: (c) => (
        <Group gap={4}>
          {c.row.original.differs.map((d) => (
            <Badge key={d} size="sm" variant="light" color={d === 'vatDisplay' ? 'gray' : 'orange'} style={{ textTransform: 'none' }}>
              {differenceLabels[d]}
            </Badge>
          ))}
        </Group>
      ),
    }),
  ];
}

/** Two channels side by side: the same item's name, price and visibility in each (headed by channel code: names are long). */
export function CompareTab({ channels, initialLeft }: { channels: { code: string; name: string }[]; initialLeft: string }) {
  const [left, setLeft] = useState<string | null>(initialLeft);
  const [right, setRight] = useState<string | null>(channels.find((c) => c.code !== initialLeft)?.code ?? null);
  const [onlyDifferent, setOnlyDifferent] = useState(false);
  const ready = !!left && !!right && left !== right;
  const comparison = useCall('storefront.compare', { left: left ?? '', right: right ?? '' }, { enabled: ready });
  const columns = useMemo(() => comparisonColumns(left ?? '', right ?? ''), [left, right]);
  const rows = (comparison.data?.rows ?? []).filter((r) => !onlyDifferent || r.differs.length > 0);
  const options = channels.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <Select size="xs" label="Left channel" data={options} value={left} onChange={setLeft} allowDeselect={false} w={240} />
        <Select
          size="xs"
          label="Right channel"
          data={options}
          value={right}
          onChange={setRight}
          allowDeselect={false}
          w={240}
          error={left === right ? 'Choose another channel' : undefined}
        />
        <Select
          size="xs"
          label="Items"
          data={[
            { value: 'all', label: 'All items' },
            { value: 'different', label: 'Only where they differ' },
          ]}
          value={onlyDifferent ? 'different' : 'all'}
          onChange={(v) => setOnlyDifferent(v === 'different')}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {ready && comparison.data && (
        <Text size="sm" data-testid="compare-vat-basis">
          Prices are compared excl. VAT. {left} {shows(comparison.data.left)}; {right} {shows(comparison.data.right)}.
          {comparison.data.left.showPricesIncludingVat !== comparison.data.right.showPricesIncludingVat &&
            ' Where only that differs, the row says “VAT display only”.'}
        </Text>
      )}
      <DataTable
        label="Two channels compared"
        data={ready ? rows : []}
        columns={columns}
        getRowId={(r) => r.itemNumber}
        loading={ready && comparison.isLoading}
        error={comparison.error}
        onRetry={() => void comparison.refetch()}
        height="calc(100vh - 360px)"
        emptyMessage={
          !ready ? 'Choose two different channels.' : onlyDifferent ? 'The two channels show every item alike.' : 'Neither channel publishes anything.'
        }
      />
    </Stack>
  );
}
