import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, separatorFor, sheetToCsv } from '../../../src/renderer/src/components/csv';
import type { Sheet } from '../../../src/renderer/src/components/table-sheet';

describe('csvField (RFC 4180)', () => {
  it.each([
    ['plain', 'ABC-100', 'ABC-100'],
    ['comma', 'Bolt, M8', '"Bolt, M8"'],
    ['quote', 'Pipe 3/4"', '"Pipe 3/4"""'],
    ['only quotes', '""', '""""""'],
    ['line feed', 'line one\nline two', '"line one\nline two"'],
    ['carriage return', 'a\rb', '"a\rb"'],
    ['semicolon needs no quotes with commas', 'a;b', 'a;b'],
    ['leading and trailing spaces are kept', '  x  ', '  x  '],
    ['empty string', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('quotes a field holding the separator in use, and only then', () => {
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('1234,50', ';')).toBe('1234,50');
    expect(csvField('1234,50', ',')).toBe('"1234,50"');
  });
});

describe('separatorFor', () => {
  it('takes a semicolon where the decimal separator is a comma, else a comma', () => {
    expect(separatorFor(',')).toBe(';');
    expect(separatorFor('.')).toBe(',');
  });
});

describe('neutraliseFormula (OWASP CSV injection)', () => {
  it.each(['=HYPERLINK("http://example.com","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('makes %j read as text', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text alone', () => {
    expect(neutraliseFormula('Tromsø')).toBe('Tromsø');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });
});

describe('sheetToCsv', () => {
  const sheet: Sheet = {
    header: ['Item', 'Price (NOK)', 'Note'],
    rows: [
      [
        { kind: 'text', value: 'A' },
        { kind: 'number', value: '-1234.50', places: 2 },
        { kind: 'text', value: '=1+1' },
      ],
      [
        { kind: 'text', value: 'B, large' },
        { kind: 'text', value: '' },
        { kind: 'text', value: '-5' },
      ],
    ],
  };

  it('writes numbers with the decimal separator of the number format, never guarded, and text guarded', () => {
    expect(sheetToCsv(sheet, { separator: ';', decimalSeparator: ',' })).toBe("Item;Price (NOK);Note\r\nA;-1234,50;'=1+1\r\nB, large;;'-5\r\n");
    expect(sheetToCsv(sheet, { separator: ',', decimalSeparator: '.' })).toBe('Item,Price (NOK),Note\r\nA,-1234.50,\'=1+1\r\n"B, large",,\'-5\r\n');
  });

  it('quotes a comma-decimal number when commas separate the fields', () => {
    expect(sheetToCsv(sheet, { separator: ',', decimalSeparator: ',' }).split('\r\n')[1]).toBe('A,"-1234,50",\'=1+1');
  });

  it('writes only the header when there are no rows', () => {
    expect(sheetToCsv({ header: ['Item', 'Qty'], rows: [] }, { separator: ',', decimalSeparator: '.' })).toBe('Item,Qty\r\n');
  });
});
