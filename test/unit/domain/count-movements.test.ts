import { describe, expect, it } from 'vitest';
import { earliestSnapshot, movedLines, type CountedLine, type Movement } from '../../../src/shared/domain/count-movements';

const count = { countNumber: 'CNT-1', warehouseCode: 'OSL', createdDate: '2026-09-01T08:00:00.000Z' };
const line: CountedLine = {
  lineNumber: 1,
  itemNumber: 'FV-10092',
  locationCode: 'A-14',
  batchNumber: null,
  serialNumber: null,
  expectedAt: null,
  countedAt: '2026-09-01T10:00:00.000Z',
};
const move = (over: Partial<Movement>): Movement => ({
  transactionType: 'Adjustment',
  transactionDate: '2026-09-01T09:00:00.000Z',
  itemNumber: 'FV-10092',
  warehouseCode: 'OSL',
  locationCode: 'A-14',
  targetLocationCode: null,
  batchNumber: null,
  serialNumber: null,
  quantity: '5',
  referenceType: null,
  referenceId: null,
  ...over,
});

describe('lines whose stock moved while counted', () => {
  it('counts a movement from the snapshot up to the counting, not before it nor after it', () => {
    expect(movedLines([line], [move({})], count)[0]).toMatchObject({ netQuantity: '5' });
    expect(movedLines([line], [move({ transactionDate: count.createdDate })], count)).toHaveLength(1);
    expect(movedLines([line], [move({ transactionDate: '2026-09-01T07:59:59.999Z' })], count)).toEqual([]);
    expect(movedLines([line], [move({ transactionDate: '2026-09-01T10:00:00.000Z' })], count)).toEqual([]);
    // A recalculated line's snapshot is its counting moment: nothing is left to settle.
    expect(movedLines([{ ...line, expectedAt: line.countedAt }], [move({})], count)).toEqual([]);
  });

  it("matches item, location, batch and serial, and leaves out the count's own adjustments", () => {
    const others = [
      move({ itemNumber: 'FV-10001' }),
      move({ locationCode: 'A-15' }),
      move({ warehouseCode: 'BGN' }),
      move({ batchNumber: 'B-1' }),
      move({ referenceType: 'InventoryCount', referenceId: 'CNT-1' }),
    ];
    expect(movedLines([line], others, count)).toEqual([]);
    expect(movedLines([line], [move({ referenceType: 'InventoryCount', referenceId: 'CNT-0' })], count)).toHaveLength(1);
  });

  it('reads a transfer as leaving its location and arriving at its target', () => {
    const out = move({ transactionType: 'Transfer', quantity: '3', targetLocationCode: 'B-01' });
    const inward = move({ transactionType: 'Transfer', quantity: '2', locationCode: 'B-01', targetLocationCode: 'A-14' });
    expect(movedLines([line], [out, inward], count)[0]!.netQuantity).toBe('-1');
  });

  it('reads transactions from the earliest snapshot of any line', () => {
    expect(earliestSnapshot([line, { ...line, expectedAt: '2026-08-31T08:00:00.000Z' }], count)).toBe('2026-08-31T08:00:00.000Z');
    expect(earliestSnapshot([{ ...line, expectedAt: '2026-09-01T09:30:00.000Z' }], count)).toBe(count.createdDate);
  });
});
