import { describe, expect, it } from 'vitest';
import { purchaseOrderDetailSchema } from '../../../src/main/erp/preview/purchase-orders';
import { warehouseSchema } from '../../../src/main/erp/preview/warehouses';
import { parseWith } from '../../../src/main/erp/resource';
import { decimal, utcTimestamp } from '../../../src/main/erp/schemas';

describe('response schemas', () => {
  it('keep decimals as strings and refuse other formats', () => {
    expect(decimal.parse('12.50')).toBe('12.50');
    expect(() => decimal.parse('12,50')).toThrow();
  });

  it('normalise timestamps to UTC and keep unparseable ones as sent', () => {
    expect(utcTimestamp.parse('2025-06-01T12:00:00')).toBe('2025-06-01T12:00:00Z');
    expect(utcTimestamp.parse('2025-06-01T14:00:00+02:00')).toBe('2025-06-01T12:00:00Z');
    expect(utcTimestamp.parse('garbled')).toBe('garbled');
  });

  it('let unknown fields and enum values through, and default missing lines', () => {
    const po = purchaseOrderDetailSchema.parse({ orderNumber: 'PO-1', status: 'OnHoldByBuyer', brandNewField: { x: 1 }, createdDate: '2025-01-01T00:00:00' });
    expect(po).toMatchObject({ status: 'OnHoldByBuyer', brandNewField: { x: 1 }, lines: [], createdDate: '2025-01-01T00:00:00Z' });
  });

  it('accept a warehouse keyed by code or warehouseCode', () => {
    expect(warehouseSchema.parse({ code: 'OSL', locations: [] }).warehouseCode).toBe('OSL');
    expect(warehouseSchema.parse({ warehouseCode: 'BGO' }).warehouseCode).toBe('BGO');
    expect(() => warehouseSchema.parse({ name: 'nameless' })).toThrow();
  });

  it('report a response that does not fit as an internal error naming the path', () => {
    expect(() => parseWith(purchaseOrderDetailSchema, { orderNumber: 'PO-1', status: 'Draft', lines: [{ lineNumber: 'one' }] }, 'purchase order')).toThrow(
      expect.objectContaining({
        data: expect.objectContaining({
          kind: 'internal',
          title: 'The ERP sent an unexpected purchase order',
          detail: expect.stringMatching(/\(at lines\.0\./),
        }),
      }),
    );
  });
});
