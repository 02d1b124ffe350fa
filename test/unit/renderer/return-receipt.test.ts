import { describe, expect, it } from 'vitest';
import type { ReturnDetail } from '@shared/contract/returns';
import { serialProblem } from '@shared/domain/serial-numbers';
import { receiptLines, trackedLines, trackedProblem, trackingText } from '../../../src/renderer/src/workspaces/tickets/return-receipt';

type Line = ReturnDetail['lines'][number];
const line = (over: Partial<Line>): Line => ({
  lineNumber: 1,
  orderLineNumber: 1,
  itemNumber: 'FV-1',
  itemName: 'GPS Handheld',
  quantity: '2',
  unit: 'PCS',
  unitPrice: '10.00',
  lineTotal: '20.00',
  condition: null,
  notes: null,
  trackingType: 'Serial',
  ...over,
});

describe('serial numbers against a quantity', () => {
  it('takes one distinct number per unit, whatever the quantity is written as', () => {
    expect(serialProblem('A\nB', '2')).toBeNull();
    expect(serialProblem('A\nB', '2.00')).toBeNull();
    expect(serialProblem('A', '2')).toBe('One serial number per unit: 2 needed, 1 entered.');
    expect(serialProblem('A\nB\nC', '2')).toBe('One serial number per unit: 2 needed, 3 entered.');
    expect(serialProblem('A\nB\nA', '3')).toBe('Serial number A is listed twice.');
    expect(serialProblem('A', '1.5')).toBe('One serial number per unit: a whole number of needed, 1 entered.');
  });
});

describe('receiving a return with tracked lines', () => {
  const serial = line({ lineNumber: 1, itemNumber: 'FV-9', quantity: '2' });
  const batch = line({ lineNumber: 2, itemNumber: 'FV-7', trackingType: 'Batch', quantity: '5' });
  const plain = line({ lineNumber: 3, trackingType: 'None' });

  it('asks only about serial- and batch-tracked lines and says how each is tracked', () => {
    const ret = { lines: [serial, batch, plain] } as ReturnDetail;
    expect(trackedLines(ret).map((l) => l.lineNumber)).toEqual([1, 2]);
    expect([serial, batch, plain].map((l) => trackingText(l.trackingType))).toEqual(['Serial-numbered', 'Batch-tracked', 'Not tracked']);
  });

  it('names the line in every problem: a count mismatch, a duplicate, a missing batch', () => {
    expect(trackedProblem(serial, { serials: 'S1', batchNumber: '' })).toBe(
      'Serial numbers of return line 1 (FV-9): One serial number per unit: 2 needed, 1 entered.',
    );
    expect(trackedProblem(serial, { serials: 'S1\nS1', batchNumber: '' })).toBe('Serial numbers of return line 1 (FV-9): Serial number S1 is listed twice.');
    expect(trackedProblem(batch, { serials: '', batchNumber: '  ' })).toBe(
      'Batch number of return line 2 (FV-7): Batch-tracked: enter the batch number the goods came from.',
    );
    expect(trackedProblem(serial, { serials: ' S1 \n\nS2\n', batchNumber: '' })).toBeNull();
  });

  it('sends the serials as scanned, one per unit, and the batch number trimmed', () => {
    expect(receiptLines([serial, batch], { 1: { serials: 'S1\nS2\n', batchNumber: '' }, 2: { serials: '', batchNumber: ' B-1 ' } })).toEqual([
      { lineNumber: 1, serialNumbers: ['S1', 'S2'] },
      { lineNumber: 2, batchNumber: 'B-1' },
    ]);
  });
});
