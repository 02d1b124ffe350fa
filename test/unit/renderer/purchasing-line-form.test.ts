import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@shared/contract/purchasing';
import { lineEditsOf } from '../../../src/renderer/src/workspaces/purchasing/line-form';

const line = (lineNumber: number): OrderLine => ({
  lineNumber,
  itemNumber: `IT-${lineNumber}`,
  itemName: null,
  quantity: '10',
  receivedQuantity: '0',
  remainingQuantity: '10',
  unit: 'PCS',
  unitPrice: '1.00',
  lineTotal: '10.00',
  expectedDate: '2031-01-01',
  promisedDate: null,
  trackingType: 'None',
  decimalPlaces: 0,
  status: 'Open',
});

describe('the Edit lines patch', () => {
  const lines = [line(1), line(2)];
  const base = {
    '1.quantity': '10',
    '1.expectedDate': '2031-01-01',
    '1.promisedDate': '',
    '2.quantity': '10',
    '2.expectedDate': '2031-01-01',
    '2.promisedDate': '',
  };

  it('sends only the changed fields of the changed lines, each with what it was', () => {
    const mine = { ...base, '2.quantity': '12' };
    expect(lineEditsOf(lines, base, mine)).toEqual([{ lineNumber: 2, quantity: '12', was: { quantity: '10' } }]);
  });

  it('clears a date emptied by the user with null, and names its old value', () => {
    const mine = { ...base, '1.expectedDate': '' };
    expect(lineEditsOf(lines, base, mine)).toEqual([{ lineNumber: 1, expectedDate: null, was: { expectedDate: '2031-01-01' } }]);
  });

  it('sends nothing when the form is back where it began', () => {
    expect(lineEditsOf(lines, base, { ...base })).toEqual([]);
  });
});
