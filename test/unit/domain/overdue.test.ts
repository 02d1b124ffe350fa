import { describe, expect, it } from 'vitest';
import { countCanBeCancelled, orderCanBeCancelled } from '../../../src/shared/domain/cancelling';
import { dueDate, isOverdue, localToday } from '../../../src/shared/domain/overdue';

const order = (status: string, expectedDeliveryDate: string | null, promisedDeliveryDate: string | null = null) => ({
  status,
  expectedDeliveryDate,
  promisedDeliveryDate,
});

describe('overdue purchase orders', () => {
  const today = '2026-03-10';

  it('flags an open order whose delivery date is before today, not on or after it', () => {
    for (const status of ['Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived']) {
      expect(isOverdue(order(status, '2026-03-09'), today), status).toBe(true);
    }
    expect(isOverdue(order('Confirmed', '2026-03-10'), today)).toBe(false);
    expect(isOverdue(order('Confirmed', '2026-03-11'), today)).toBe(false);
  });

  it('never flags a draft or a finished order, nor one without a date', () => {
    for (const status of ['Draft', 'Received', 'Closed', 'Cancelled']) {
      expect(isOverdue(order(status, '2020-01-01'), today), status).toBe(false);
    }
    expect(isOverdue(order('Sent', null), today)).toBe(false);
  });

  it('goes by the promised date when the supplier gave one', () => {
    expect(isOverdue(order('Confirmed', '2026-03-01', '2026-03-20'), today)).toBe(false);
    expect(isOverdue(order('Confirmed', '2026-03-20', '2026-03-01'), today)).toBe(true);
    expect(dueDate(order('Sent', '2026-03-01T00:00:00Z'))).toBe('2026-03-01');
  });

  it('uses the local calendar date for today', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

describe('what may be cancelled', () => {
  it('counts while planned or being counted', () => {
    expect(['Draft', 'InProgress'].every(countCanBeCancelled)).toBe(true);
    expect(['Completed', 'Applied', 'Cancelled'].some(countCanBeCancelled)).toBe(false);
  });

  it('orders before anything was received', () => {
    const lines = (...received: (string | null)[]) => received.map((receivedQuantity) => ({ receivedQuantity }));
    expect(orderCanBeCancelled({ status: 'Draft', lines: lines('0', null) })).toBe(true);
    expect(orderCanBeCancelled({ status: 'Confirmed', lines: lines('0.000') })).toBe(true);
    expect(orderCanBeCancelled({ status: 'Confirmed', lines: lines('0', '0.5') })).toBe(false);
    expect(orderCanBeCancelled({ status: 'Closed', lines: lines('0') })).toBe(false);
    expect(orderCanBeCancelled({ status: 'Cancelled', lines: [] })).toBe(false);
  });
});
