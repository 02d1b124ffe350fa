import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@shared/contract/purchasing';
import { checkDraft, newDraft, receiptOf, restartLines } from '../../../src/renderer/src/workspaces/purchasing/receipt-check';
import { serialList } from '../../../src/shared/domain/serial-numbers';

const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  lineNumber: 2,
  itemNumber: 'FV-1',
  itemName: 'Thing',
  quantity: '10',
  receivedQuantity: '4',
  remainingQuantity: '6',
  unit: 'PCS',
  unitPrice: '1.00',
  lineTotal: '10.00',
  expectedDate: null,
  promisedDate: null,
  trackingType: 'None',
  decimalPlaces: 0,
  status: 'PartiallyReceived',
  ...over,
});

describe('checking a line receipt before it is sent', () => {
  it('starts at zero and unticked when receiving is filled by scans', () => {
    expect(newDraft(line(), null, 'zero')).toMatchObject({ include: false, quantity: '0' });
  });

  it('starts at the remaining quantity and accepts it', () => {
    const draft = newDraft(line(), 'R-01');
    expect(draft).toMatchObject({ include: true, quantity: '6', locationCode: 'R-01' });
    expect(checkDraft(line(), draft)).toEqual({});
  });

  it.each([
    ['', 'Enter how many arrived (more than zero).'],
    ['0', 'Enter how many arrived (more than zero).'],
    ['7', 'Only 6 PCS remain on line 2; receiving more than was ordered is refused.'],
    // The field passes a refused text on as typed; the check must not take 1.5 of a whole-unit item.
    ['1.5', 'Enter a whole number.'],
  ])('refuses quantity %j', (quantity, message) => {
    expect(checkDraft(line(), { ...newDraft(line(), null), quantity }).quantity).toBe(message);
  });

  it('needs batch number and expiry for a batch-tracked item', () => {
    const batch = line({ trackingType: 'Batch' });
    expect(checkDraft(batch, newDraft(batch, null))).toEqual({
      batchNumber: 'Batch-tracked: enter the batch number on the delivery.',
      expiryDate: 'Batch-tracked: enter the expiry date.',
    });
    for (const typed of ['31.02.2026', '2026-02-31', '2026-13-01'])
      expect(checkDraft(batch, { ...newDraft(batch, null), batchNumber: 'B1', expiryDate: typed }).expiryDate).toBe(
        `${typed} is not a date in the calendar: enter the expiry date as the field shows, or as 2026-12-31.`,
      );
    const filled = { ...newDraft(batch, null), batchNumber: 'B1', expiryDate: '2030-01-01' };
    expect(checkDraft(batch, filled)).toEqual({});
    expect(receiptOf(batch, filled)).toEqual({ lineNumber: 2, quantity: '6', batchNumber: 'B1', expiryDate: '2030-01-01' });
  });

  it('needs one serial number per unit, each once', () => {
    const serial = line({ trackingType: 'Serial', remainingQuantity: '2' });
    const draft = newDraft(serial, null);
    expect(checkDraft(serial, { ...draft, serials: 'A' }).serialNumbers).toBe('One serial number per unit: 2 needed, 1 entered.');
    expect(checkDraft(serial, { ...draft, serials: 'A\nA' }).serialNumbers).toBe('Serial number A is listed twice.');
    expect(checkDraft(serial, { ...draft, serials: ' A \n\nB\n' })).toEqual({});
    expect(serialList('A, B;C\nD')).toEqual(['A', 'B', 'C', 'D']);
    expect(receiptOf(serial, { ...draft, serials: 'A\nB' }).serialNumbers).toEqual(['A', 'B']);
  });
});

describe('choosing where the lines start', () => {
  it('starts untouched lines again and leaves a line the clerk changed as it is', () => {
    const one = line({ lineNumber: 1 });
    const two = line({ lineNumber: 2 });
    const three = line({ lineNumber: 3, trackingType: 'Batch' });
    const drafts = {
      1: newDraft(one, null),
      2: { ...newDraft(two, null), quantity: '3' },
      3: { ...newDraft(three, null), batchNumber: 'B1' },
    };
    const zero = restartLines([one, two, three], drafts, { from: 'remainder', to: 'zero', locationCode: null });
    expect([zero[1], zero[2], zero[3]].map((d) => [d!.include, d!.quantity])).toEqual([
      [false, '0'],
      [true, '3'],
      [true, '6'],
    ]);
    const back = restartLines([one, two, three], zero, { from: 'zero', to: 'remainder', locationCode: null });
    expect(back[1]).toMatchObject({ include: true, quantity: '6' });
  });
});
