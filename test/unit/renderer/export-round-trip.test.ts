import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, sheetToCsv } from '../../../src/renderer/src/components/csv';
import type { Sheet } from '../../../src/renderer/src/components/table-sheet';
import { sheetToXlsx } from '../../../src/renderer/src/components/xlsx';

/**
 * Exports written, then read back with a spreadsheet parser (SheetJS, which reads CSV the way
 * spreadsheet programs do: it sniffs the separator, honours the byte order mark and takes a
 * leading = for a formula), and compared with what went in.
 */
const injection = '=HYPERLINK("http://example.com","x")';
const texts = ['Tromsø', 'Ålesund', 'He said "stop"\nthen left', '1 234,50', injection];
const sheet: Sheet = {
  header: ['Name', 'Amount (NOK)'],
  rows: [
    ...texts.map(
      (value) =>
        [
          { kind: 'text', value },
          { kind: 'number', value: '1234.50', places: 2 },
        ] as Sheet['rows'][number],
    ),
    [
      { kind: 'text', value: 'Credit' },
      { kind: 'number', value: '-5', places: 0 },
    ],
  ],
};

type Cell = XLSX.CellObject | undefined;
const readCsv = (text: string) => XLSX.read(new TextEncoder().encode(BYTE_ORDER_MARK + text), { type: 'array' });
const cellsOf = (book: XLSX.WorkBook) => book.Sheets[book.SheetNames[0]!]!;
const at = (ws: XLSX.WorkSheet, col: number, row: number): Cell => ws[XLSX.utils.encode_cell({ c: col, r: row })] as Cell;

describe('CSV read back by a spreadsheet parser', () => {
  for (const [separator, decimalSeparator] of [
    [';', ','],
    [',', '.'],
  ] as const) {
    describe(`separated by "${separator}", decimals by "${decimalSeparator}"`, () => {
      const ws = cellsOf(readCsv(sheetToCsv(sheet, { separator, decimalSeparator })));

      it('keeps Nordic letters, quotes, line breaks and "1 234,50" exactly', () => {
        expect(at(ws, 0, 0)?.v).toBe('Name');
        expect(at(ws, 1, 0)?.v).toBe('Amount (NOK)');
        texts.slice(0, 4).forEach((text, i) => expect(at(ws, 0, i + 1)?.v).toBe(text));
      });

      it('keeps a name that is a formula as text, never a formula', () => {
        const cell = at(ws, 0, 5)!;
        expect(cell.f).toBeUndefined();
        expect(cell.t).toBe('s');
        expect(cell.v).toBe(`'${injection}`);
      });

      it('keeps amounts numbers, negative ones too, written with the decimal separator', () => {
        expect(at(ws, 1, 1)?.t).toBe('n');
        expect(at(ws, 1, 1)?.w).toBe(`1234${decimalSeparator}50`);
        expect(at(ws, 1, 6)).toMatchObject({ t: 'n', v: -5 });
      });
    });
  }

  it('reads a dot-decimal number back as the value shown', () => {
    const ws = cellsOf(readCsv(sheetToCsv(sheet, { separator: ',', decimalSeparator: '.' })));
    expect(at(ws, 1, 1)?.v).toBe(1234.5);
  });
});

describe('.xlsx read back by a spreadsheet parser', () => {
  it('keeps every text exactly, as text; numbers as numbers showing their decimals', async () => {
    const book = XLSX.read(new Uint8Array(await sheetToXlsx(sheet, 'Assortment: B2B-NO')), { type: 'array', cellNF: true });
    expect(book.SheetNames).toEqual(['Assortment  B2B-NO']);
    const ws = cellsOf(book);
    expect([at(ws, 0, 0)?.v, at(ws, 1, 0)?.v]).toEqual(sheet.header);
    texts.forEach((text, i) => {
      const cell = at(ws, 0, i + 1)!;
      expect(cell.v).toBe(text);
      expect(cell.t).toBe('s');
      expect(cell.f).toBeUndefined();
    });
    expect(at(ws, 1, 1)).toMatchObject({ t: 'n', v: 1234.5, z: '#,##0.00' });
    expect(at(ws, 1, 6)).toMatchObject({ t: 'n', v: -5 });
  });
});
