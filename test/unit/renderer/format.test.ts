import { describe, expect, it } from 'vitest';
import { amount, baseMoneyText, currencyDecimals, unitPrice } from '../../../src/renderer/src/components/format';
import { baseCurrencyAmountText } from '../../../src/shared/domain/figures';
import { mul } from '../../../src/shared/domain/decimal';

describe('money on screen', () => {
  it('shows a unit price with every decimal it carries, so quantity × price gives the line total', () => {
    expect(unitPrice('788.7252', 'NOK')).toBe(`${(788.7252).toLocaleString(undefined, { minimumFractionDigits: 4 })} NOK`);
    expect(unitPrice('788.7252')).not.toContain('788.73');
    expect(unitPrice('12.5', 'NOK')).toBe(`${(12.5).toLocaleString(undefined, { minimumFractionDigits: 2 })} NOK`);
    expect(unitPrice(null)).toBe('–');
  });

  it('rounds only totals, as the currency is counted', () => {
    const total = mul('3', '788.7252');
    expect(total).toBe('2366.1756');
    expect(amount(total, 'NOK')).toBe(`${(2366.18).toLocaleString(undefined, { minimumFractionDigits: 2 })} NOK`);
    expect(amount('1234.5', 'JPY')).toBe(`${(1235).toLocaleString()} JPY`);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(currencyDecimals('not a currency')).toBe(2);
    expect(currencyDecimals(null)).toBe(2);
  });
});

describe('amounts in the tenant’s base currency (row 350)', () => {
  it('are written as the other totals, with the code the connection sets', () => {
    expect(baseMoneyText({ amount: '-1234.5', currency: 'NOK' })).toBe(amount('-1234.5', 'NOK'));
    expect(baseCurrencyAmountText({ amount: '-1234.5', currency: 'NOK' }, 'en-US')).toBe('-1,234.50 NOK');
    expect(baseCurrencyAmountText({ amount: '-1234.5', currency: 'NOK' }, 'de-DE')).toBe('-1.234,50 NOK');
  });

  it('are labelled “base currency” where the connection sets none, and “–” when missing', () => {
    expect(baseCurrencyAmountText({ amount: '-1234.5', currency: null }, 'en-US')).toBe('-1,234.50 base currency');
    expect(baseMoneyText(null)).toBe('–');
  });
});
