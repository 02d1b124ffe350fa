import { describe, expect, it } from 'vitest';
import { compareDecimalValues } from '../../../src/renderer/src/components/table-sorting';

describe('compareDecimalValues', () => {
  it('sorts decimal strings by value, not as text', () => {
    const values = ['10', '9', '-5', '2.50', '2.4999999999999999999999', '0', '-0.01', '100000000000000000000.1'];
    expect([...values].sort(compareDecimalValues)).toEqual(['-5', '-0.01', '0', '2.4999999999999999999999', '2.50', '9', '10', '100000000000000000000.1']);
  });

  it('treats "1.0" and "1" as equal and compares numbers with strings', () => {
    expect(compareDecimalValues('1.0', '1')).toBe(0);
    expect(compareDecimalValues(3, '2.5')).toBe(1);
  });

  it('puts empty and non-numeric values before numbers', () => {
    expect(['5', null, '1', ''].sort(compareDecimalValues)).toEqual([null, '', '1', '5']);
  });
});
