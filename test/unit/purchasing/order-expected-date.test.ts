import { describe, expect, it } from 'vitest';
import { createBody, headerExpectedDate } from '../../../src/main/services/purchasing/lifecycle';

const line = (itemNumber: string, expectedDate?: string) => ({ itemNumber, quantity: '1', ...(expectedDate ? { expectedDate } : {}) });

describe('the expected delivery date a new order is created with', () => {
  it('is the latest of its lines when none is given, so the header is never before a line', () => {
    expect(headerExpectedDate({ lines: [line('A', '2026-12-20'), line('B', '2026-11-02'), line('C')] })).toBe('2026-12-20');
    const body = createBody({ supplierNumber: 'S1', warehouseCode: 'OSL', lines: [line('A', '2026-12-20')] });
    expect(body.expectedDeliveryDate).toBe('2026-12-20');
  });

  it('is the one given, and left out (the supplier default) when no line has a date either', () => {
    expect(headerExpectedDate({ expectedDeliveryDate: '2027-01-10', lines: [line('A', '2026-12-20')] })).toBe('2027-01-10');
    const body = createBody({ supplierNumber: 'S1', warehouseCode: 'OSL', lines: [line('A')] });
    expect(body).not.toHaveProperty('expectedDeliveryDate');
  });
});
