import { describe, expect, it } from 'vitest';
import { addCalendarDays, expiresWithin, quoteExpiry } from '../../../src/shared/domain/quote-expiry';

const quote = (status: string, validUntil: string | null) => ({ status, validUntil });

describe('quote expiry', () => {
  const today = '2026-03-10';

  it('flags an open quote whose last valid day is before today as expired, not one valid today', () => {
    expect(quoteExpiry(quote('Sent', '2026-03-09'), today)).toBe('expired');
    expect(quoteExpiry(quote('Draft', '2026-03-09'), today)).toBe('expired');
    expect(quoteExpiry(quote('Sent', '2026-03-10'), today)).toBe('expiring');
  });

  it("takes the ERP's Expired status as expired whatever the date says", () => {
    expect(quoteExpiry(quote('Expired', '2030-01-01'), today)).toBe('expired');
    expect(quoteExpiry(quote('Expired', null), today)).toBe('expired');
  });

  it('flags as soon expiring up to the window and not a day after', () => {
    expect(quoteExpiry(quote('Sent', '2026-03-17'), today)).toBe('expiring');
    expect(quoteExpiry(quote('Sent', '2026-03-18'), today)).toBe(null);
    expect(quoteExpiry(quote('Sent', '2026-03-12'), today, 1)).toBe(null);
  });

  it('never flags an accepted, declined or converted quote, nor one without a date', () => {
    for (const status of ['Accepted', 'Declined', 'Converted', 'SomethingNew']) {
      expect(quoteExpiry(quote(status, '2020-01-01'), today), status).toBe(null);
    }
    expect(quoteExpiry(quote('Sent', null), today)).toBe(null);
  });

  it('reads a validUntil that carries a time as its calendar date', () => {
    expect(quoteExpiry(quote('Sent', '2026-03-09T23:59:59Z'), today)).toBe('expired');
  });

  it('filters open quotes expiring between today and N days on, leaving out those already expired', () => {
    expect(expiresWithin(quote('Sent', '2026-03-10'), today, 0)).toBe(true);
    expect(expiresWithin(quote('Draft', '2026-03-24'), today, 14)).toBe(true);
    expect(expiresWithin(quote('Sent', '2026-03-25'), today, 14)).toBe(false);
    expect(expiresWithin(quote('Sent', '2026-03-09'), today, 14)).toBe(false);
    expect(expiresWithin(quote('Accepted', '2026-03-11'), today, 14)).toBe(false);
  });

  it('adds calendar days across month and year ends and leap days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
