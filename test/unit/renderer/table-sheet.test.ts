import { createTable, getCoreRowModel, getSortedRowModel, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import type { AssortmentRow, StorefrontCustomer } from '../../../src/shared/contract/storefront';
import { assortmentRow } from './assortment-row';
import { readShownFigure } from '../../../src/renderer/src/components/shown-figure';
import { shownText } from '../../../src/renderer/src/components/cell-text';
import { headerWithSuffix, sheetOf as sheetOfColumns, tableSheet, type SheetCell } from '../../../src/renderer/src/components/table-sheet';
import { baseMoneyText } from '../../../src/renderer/src/components/format';
import { assortmentColumns, type VatView } from '../../../src/renderer/src/workspaces/storefront/assortment-columns';

/** A table as DataTable builds it (core and sorted rows), without the DOM. */
function tableOf<T>(data: T[], columns: ColumnDef<T, unknown>[], sorting: SortingState = []) {
  const table = createTable<T>({
    data,
    columns,
    state: { sorting, columnPinning: {}, columnVisibility: {} },
    onStateChange: () => undefined,
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return { table, columns: table.getVisibleLeafColumns(), rows: table.getRowModel().rows };
}

const row = assortmentRow;
// B2B-NO sends prices without VAT; a visitor may switch to prices with VAT.
const b2b = [
  row({}),
  row({
    itemNumber: 'FV-10002',
    name: 'Lamp',
    price: '100.00',
    priceExclVat: '100.00',
    priceInclVat: '125.00',
    stockQuantity: '0',
    inStock: false,
    warnings: ['noPrice'],
  }),
];

const sheetOf = (rows: AssortmentRow[], vat: VatView, customer: StorefrontCustomer | null = null, sorting: SortingState = []) => {
  const t = tableOf(rows, assortmentColumns(vat, false, customer) as ColumnDef<AssortmentRow, unknown>[], sorting);
  return { ...t, sheet: tableSheet(t.table, t.columns, t.rows) };
};
const column = (sheet: { header: string[]; rows: SheetCell[][] }, header: string) => sheet.rows.map((r) => r[sheet.header.indexOf(header)]);

describe('tableSheet: an export equals the table shown', () => {
  it('exports the incl. VAT figures under the incl. VAT header (Assortment, B2B-NO, Incl. VAT)', () => {
    const { sheet } = sheetOf(b2b, 'incl');
    expect(sheet.header).toContain('Price (incl. VAT, NOK)');
    expect(column(sheet, 'Price (incl. VAT, NOK)')).toEqual([
      { kind: 'number', value: '3932.38', places: 2 },
      { kind: 'number', value: '125.00', places: 2 },
    ]);
    expect(column(sheetOf(b2b, 'excl').sheet, 'Price (excl. VAT, NOK)')[0]).toEqual({ kind: 'number', value: '3145.90', places: 2 });
  });

  it('holds in every cell the text the cell shows, figures read back from it', () => {
    for (const vat of ['asSent', 'incl', 'excl'] as const) {
      const { table, columns, rows, sheet } = sheetOf(b2b, vat, { customerNumber: 'C10010', customerName: 'Tromsø', contactName: null, email: null });
      rows.forEach((r, i) =>
        columns.forEach((c, j) => {
          const shown = shownText(table, c, r)!;
          const cell = sheet.rows[i]![j]!;
          if (cell.kind === 'number') expect(cell.value).toBe(readShownFigure(shown)!.value);
          else expect(cell.value).toBe(shown === '–' ? '' : shown);
        }),
      );
    }
  });

  it("exports the signed-in customer's price beside the visitor's", () => {
    const mine = [row({ customerPrice: '2900.00', customerPriceExclVat: '2900.00', customerPriceInclVat: '3625.00' })];
    const { sheet } = sheetOf(mine, 'incl', { customerNumber: 'C10010', customerName: null, contactName: null, email: null });
    expect(column(sheet, 'Customer price (incl. VAT, NOK)')).toEqual([{ kind: 'number', value: '3625.00', places: 2 }]);
    expect(column(sheet, 'Visitor price (incl. VAT, NOK)')).toEqual([{ kind: 'number', value: '3932.38', places: 2 }]);
  });

  it('exports stock as visitors see it and warnings in words', () => {
    const { sheet } = sheetOf(b2b, 'asSent');
    expect(column(sheet, 'Stock shown')).toEqual([
      { kind: 'text', value: '161 in stock' },
      { kind: 'text', value: 'Out of stock' },
    ]);
    expect(column(sheet, 'Warnings')[1]).toEqual({ kind: 'text', value: 'Visible without a price' });
  });

  it('exports the rows in the order the table sorts them', () => {
    const { sheet } = sheetOf(b2b, 'incl', null, [{ id: 'price', desc: false }]);
    expect(column(sheet, 'Item')).toEqual([
      { kind: 'text', value: 'FV-10002' },
      { kind: 'text', value: 'FV-10001' },
    ]);
  });

  it('never puts two currencies in one column: a mixed column gets a currency column beside it', () => {
    const { sheet } = sheetOf([row({}), row({ itemNumber: 'FV-2', currency: 'SEK' })], 'excl');
    expect(sheet.header).toContain('Price (excl. VAT)');
    expect(column(sheet, 'Price (excl. VAT) – currency')).toEqual([
      { kind: 'text', value: 'NOK' },
      { kind: 'text', value: 'SEK' },
    ]);
    expect(column(sheet, 'Price (excl. VAT)')).toEqual([
      { kind: 'number', value: '3145.90', places: 2 },
      { kind: 'number', value: '3145.90', places: 2 },
    ]);
  });

  it('carries a base-currency amount’s currency into the header, named or not (row 350)', () => {
    const named = sheetOfColumns([
      { header: 'Variance value', numeric: true, money: true, texts: [baseMoneyText({ amount: '-1234.5', currency: 'NOK' }), '–'] },
    ]);
    expect(named.header).toEqual(['Variance value (NOK)']);
    expect(named.rows[0]).toEqual([{ kind: 'number', value: '-1234.50', places: 2 }]);
    const unnamed = sheetOfColumns([{ header: 'Variance value', numeric: true, money: true, texts: [baseMoneyText({ amount: '-1234.5', currency: null })] }]);
    expect(unnamed.header).toEqual(['Variance value (base currency)']);
    expect(unnamed.rows[0]).toEqual([{ kind: 'number', value: '-1234.50', places: 2 }]);
  });

  it("calls cell functions without making TanStack's cells, which a row keeps for the table's life", () => {
    type R = { id: string; qty: string };
    const { table, columns, rows } = tableOf<R>(
      [
        { id: 'a', qty: '1.50' },
        { id: 'b', qty: '2' },
      ],
      [
        { accessorKey: 'id', header: 'Id', cell: (c) => `#${c.getValue() as string}` },
        { accessorKey: 'qty', header: 'Quantity', meta: { numeric: true } },
      ],
    );
    const made = rows.map((row) => vi.spyOn(row, 'getAllCells'));
    const sheet = tableSheet(table, columns, rows);
    expect(sheet.rows.map((cells) => cells[0])).toEqual([
      { kind: 'text', value: '#a' },
      { kind: 'text', value: '#b' },
    ]);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });

  it('leaves out a column that neither holds a value nor says its text', () => {
    type R = { id: string };
    const { table, columns, rows } = tableOf<R>(
      [{ id: 'a' }],
      [
        { id: 'picture', header: '', cell: () => null },
        { accessorKey: 'id', header: 'Id' },
      ],
    );
    expect(tableSheet(table, columns, rows).header).toEqual(['Id']);
  });
});

describe('headerWithSuffix', () => {
  it('adds a currency into the header, inside its note when it has one', () => {
    expect(headerWithSuffix('Total', 'NOK')).toBe('Total (NOK)');
    expect(headerWithSuffix('Price (incl. VAT)', 'NOK')).toBe('Price (incl. VAT, NOK)');
  });
});
