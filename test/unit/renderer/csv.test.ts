import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../../src/renderer/src/components/csv';

describe('csvField (RFC 4180)', () => {
  it.each([
    ['plain', 'ABC-100', 'ABC-100'],
    ['comma', 'Bolt, M8', '"Bolt, M8"'],
    ['quote', 'Pipe 3/4"', '"Pipe 3/4"""'],
    ['only quotes', '""', '""""""'],
    ['line feed', 'line one\nline two', '"line one\nline two"'],
    ['carriage return', 'a\rb', '"a\rb"'],
    ['semicolon needs no quotes', 'a;b', 'a;b'],
    ['leading and trailing spaces are kept', '  x  ', '  x  '],
    ['empty string', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('exports decimal strings exactly as written, never through Number', () => {
    expect(csvField('0.10')).toBe('0.10');
    expect(csvField('-1234567890123456789.123456789')).toBe('-1234567890123456789.123456789');
    expect(csvField('1.50')).toBe('1.50');
  });

  it('writes null and undefined as empty fields, dates as ISO UTC, booleans and numbers as text', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02T03:04:05.000Z');
    expect(csvField(new Date(Number.NaN))).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(42)).toBe('42');
    expect(csvField(12n)).toBe('12');
  });
});

describe('toCsv', () => {
  it('writes a header and rows, each line ended by CRLF', () => {
    expect(toCsv(['Item', 'Qty'], [['A', '1.5'], ['B, large', '-2']])).toBe('Item,Qty\r\nA,1.5\r\n"B, large",-2\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Item', 'Qty'], [])).toBe('Item,Qty\r\n');
  });

  it('keeps empty fields in place so columns stay aligned', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, '', undefined]])).toBe('a,b,c\r\n,,\r\n');
  });

  it('round-trips through a strict RFC 4180 reader', () => {
    const rows = [['x"y', 'multi\r\nline', 'c,d', '0.000']];
    const parsed = parseCsv(toCsv(['h1', 'h2', 'h3', 'h4'], rows));
    expect(parsed).toEqual([['h1', 'h2', 'h3', 'h4'], ...rows]);
  });
});

/** A minimal strict reader for the round-trip test: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  return records;
}
