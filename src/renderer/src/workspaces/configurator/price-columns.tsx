import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { ConfigurationRow, RowPrice } from '@shared/contract/configurator';
import type { DataTableColumn } from '../../components/DataTable';
import { priceTexts } from './row-price-text';

const column = createColumnHelper<ConfigurationRow>();

/** One figure of a row: unit price or total, "No price" and why in a warning colour, or dimmed while being read. */
function priceColumn(prices: ReadonlyMap<string, RowPrice>, figure: 'unit' | 'total', header: string, size: number): DataTableColumn<ConfigurationRow> {
  const texts = (row: ConfigurationRow) => priceTexts(prices.get(row.configurationNumber));
  return column.display({
    id: figure === 'unit' ? 'unitPrice' : 'totalPrice',
    header,
    size,
    enableSorting: false,
    meta: { numeric: true, content: 'money', text: (row) => texts(row)[figure] },
    cell: (c) => {
      const { state, ...said } = texts(c.row.original);
      return (
        <Text
          span
          size="sm"
          inherit={state === 'priced'}
          c={state === 'unpriced' ? 'orange.8' : state === 'reading' ? 'dimmed' : undefined}
          data-testid={`row-${figure}-price`}
        >
          {said[figure]}
        </Text>
      );
    },
  });
}

/**
 * Unit price and total of a saved configuration, read for the rows on screen only (row 337). Wide
 * enough from the start for a figure in the hundred thousands with its currency, so the prices
 * arriving do not move the columns under the pointer.
 */
export const priceColumns = (prices: ReadonlyMap<string, RowPrice>): DataTableColumn<ConfigurationRow>[] => [
  priceColumn(prices, 'unit', 'Unit price', 140),
  priceColumn(prices, 'total', 'Total', 150),
];
