import { describe, expect, it } from 'vitest';
import { MAX_UNIT_LABELS, receiptLabels, type ReceivedLine } from '../../../src/shared/domain/labels/receipt';

const batchLine: ReceivedLine = {
  lineNumber: 1,
  itemNumber: 'FV-10062',
  itemName: 'Gas Canister',
  gtin: null,
  quantity: '3',
  batchNumber: 'B7',
  expiryDate: '2027-05-31',
  serialNumbers: [],
};
const serialLine: ReceivedLine = {
  lineNumber: 2,
  itemNumber: 'FV-20001',
  itemName: 'GPS',
  gtin: null,
  quantity: '2',
  batchNumber: null,
  expiryDate: null,
  serialNumbers: ['S1', 'S2'],
};
const metres: ReceivedLine = {
  lineNumber: 3,
  itemNumber: 'FV-30001',
  itemName: 'Rope',
  gtin: null,
  quantity: '12.5',
  batchNumber: null,
  expiryDate: null,
  serialNumbers: [],
};

describe('labels for what was just received', () => {
  it('per unit: one per whole unit, one per serial, one for a quantity with decimals', () => {
    const result = receiptLabels([batchLine, serialLine, metres], 'unit');
    expect('labels' in result && result.labels.map((l) => [l.itemNumber, l.batchNumber, l.serialNumber])).toEqual([
      ['FV-10062', 'B7', null],
      ['FV-10062', 'B7', null],
      ['FV-10062', 'B7', null],
      ['FV-20001', null, 'S1'],
      ['FV-20001', null, 'S2'],
      ['FV-30001', null, null],
    ]);
  });

  it('per batch: one a line, and still one per serial', () => {
    const result = receiptLabels([batchLine, serialLine], 'batch');
    expect('labels' in result && result.labels.map((l) => l.serialNumber ?? l.batchNumber)).toEqual(['B7', 'S1', 'S2']);
    expect('labels' in result && result.labels[0]!.expiryDate).toBe('2027-05-31');
  });

  it('carries the GTIN a scanned label named for its line, and none for a line received without one', () => {
    const result = receiptLabels([{ ...batchLine, quantity: '2', gtin: '07090012000627' }, metres], 'unit');
    expect('labels' in result && result.labels.map((l) => [l.itemNumber, l.gtin])).toEqual([
      ['FV-10062', '07090012000627'],
      ['FV-10062', '07090012000627'],
      ['FV-30001', null],
    ]);
  });

  it('refuses per unit beyond the limit, saying what to do', () => {
    expect(receiptLabels([{ ...batchLine, quantity: String(MAX_UNIT_LABELS + 1) }], 'unit')).toEqual({
      refused: `One label per unit would print more than ${MAX_UNIT_LABELS} labels: print one per batch, with copies.`,
    });
    expect(receiptLabels([{ ...batchLine, quantity: String(MAX_UNIT_LABELS) }], 'unit')).not.toHaveProperty('refused');
  });
});
