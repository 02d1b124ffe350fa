import { describe, expect, it } from 'vitest';
import { implausibleDate, localToday } from '../../../src/shared/domain/date-plausibility';
import { unusualQuantity } from '../../../src/shared/domain/plausibility';

describe('unusualQuantity', () => {
  const en = { locale: 'en-US', unit: 'PCS' };
  it.each([
    ['5', '40'],
    ['400', '40'],
    ['-40', '40'],
    ['100', '0'],
    ['100', null],
    ['999999.99', null],
  ])('%s with %s on hand is usual', (quantity, onHand) => {
    expect(unusualQuantity(quantity, { ...en, onHand })).toBeNull();
  });

  it('asks about more than ten times what is on hand, naming both figures', () => {
    expect(unusualQuantity('401', { ...en, onHand: '40' })).toBe('401 PCS is more than 10 times the 40 PCS on hand: check the figure.');
    expect(unusualQuantity('-101', { ...en, onHand: '3' })).toBe('-101 PCS is more than 10 times the 3 PCS on hand: check the figure.');
  });

  it('asks about a million units or more whatever is on hand', () => {
    expect(unusualQuantity('99999999999999', { ...en, onHand: '1000000000000' })).toBe(
      '99,999,999,999,999 PCS is a million units or more in one booking: check the figure.',
    );
    expect(unusualQuantity('1000000', { locale: 'en-US' })).toBe('1,000,000 is a million units or more in one booking: check the figure.');
  });

  it('leaves a text that is not a number to the field', () => {
    expect(unusualQuantity('1e309', { onHand: '1' })).toBeNull();
  });
});

describe('implausibleDate', () => {
  const today = '2025-06-15';
  it('warns about an expiry already passed, naming the date', () => {
    expect(implausibleDate('2025-06-14', { label: 'Expiry date of line 2', today, expiry: true })).toMatch(
      /^Expiry date of line 2 Jun 14, 2025 has already passed: the stock would land expired/,
    );
    expect(implausibleDate('2025-06-15', { label: 'Expiry', today, expiry: true })).toBeNull();
  });

  it('warns about a date before the one it follows', () => {
    expect(implausibleDate('2019-01-10', { label: 'Promised date', today, notBefore: { date: '2025-06-01', label: 'the order date' } })).toMatch(
      /^Promised date Jan 10, 2019 is before the order date Jun 1, 2025\.$/,
    );
  });

  it('warns about any date years away from today', () => {
    expect(implausibleDate('2001-03-04', { label: 'Expected date of line 1', today })).toMatch(
      /^Expected date of line 1 Mar 4, 2001 is 24 years in the past: check the year\.$/,
    );
    expect(implausibleDate('2225-06-15', { label: 'Expected delivery', today })).toMatch(/is 200 years ahead: check the year\.$/);
    expect(implausibleDate('2027-01-01', { label: 'Expected delivery', today })).toBeNull();
  });

  it('leaves an empty or malformed date alone', () => {
    expect(implausibleDate('', { label: 'Expiry', today, expiry: true })).toBeNull();
    expect(implausibleDate('2025-13-45', { label: 'Expiry', today, expiry: true })).toBeNull();
  });

  it("tells today's local calendar date", () => {
    expect(localToday(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
