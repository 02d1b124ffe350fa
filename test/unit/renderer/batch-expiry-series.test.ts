import { describe, expect, it } from 'vitest';
import type { BatchRow } from '../../../src/shared/contract/warehouse';
import { batchExpiryPoints, expiryGroupOf } from '../../../src/renderer/src/components/charts/batch-expiry-series';

const batch = (batchNumber: string, expiryDate: string | null, daysUntilExpiry: number | null, quantityOnHand: string | null): BatchRow => ({
  batchNumber,
  status: 'Released',
  expiryDate,
  bestBeforeDate: null,
  daysUntilExpiry,
  isPickable: true,
  isRecalled: false,
  quantityOnHand,
  receivedDate: null,
  supplierBatchNumber: null,
  supplierName: null,
});

describe('batches on the expiry timeline', () => {
  it('groups by how near the expiry is: passed, within 30 days, later', () => {
    expect([-1, 0, 30, 31, null].map(expiryGroupOf)).toEqual(['Expired', 'Expires within 30 days', 'Expires within 30 days', 'Later', 'Later']);
  });

  it('places each batch at its expiry date as high as its stock, and counts those without a date or quantity', () => {
    const { series, leftOut } = batchExpiryPoints([
      batch('B1', '2026-11-20', -6, '3.5'),
      batch('B2', '2027-01-10T00:00:00Z', 45, '12'),
      batch('B3', null, null, '4'),
      batch('B4', '2026-12-01', 5, null),
    ]);
    expect(series).toEqual([
      { name: 'Expired', color: 'red.7', data: [{ expiry: Date.parse('2026-11-20T00:00:00Z'), onHand: 3.5 }] },
      { name: 'Later', color: 'teal.7', data: [{ expiry: Date.parse('2027-01-10T00:00:00Z'), onHand: 12 }] },
    ]);
    expect(leftOut).toBe(2);
  });
});
