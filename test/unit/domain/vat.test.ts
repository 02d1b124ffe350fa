import { describe, expect, it } from 'vitest';
import { vatFigures, vatOfTotals } from '../../../src/shared/domain/vat';

describe('prices with and without VAT (row 180)', () => {
  it('adds the rate to a net price and keeps the sent figure as it came', () => {
    expect(vatFigures('100.00', false, '25', 'NOK')).toEqual({ exclVat: '100.00', inclVat: '125.00' });
    expect(vatFigures('99.99', false, '25', 'NOK')).toEqual({ exclVat: '99.99', inclVat: '124.99' });
    expect(vatFigures('0.10', false, '15', 'NOK')).toEqual({ exclVat: '0.10', inclVat: '0.12' });
  });

  it('takes the VAT out of a gross price exactly, rounding half-up only at the currency’s decimals', () => {
    expect(vatFigures('125.00', true, '25', 'NOK')).toEqual({ exclVat: '100.00', inclVat: '125.00' });
    // 0.625 exactly: half-up gives 0.63 (a binary float would give 0.62).
    expect(vatFigures('0.78125', true, '25', 'NOK').exclVat).toBe('0.63');
    expect(vatFigures('1000', true, '12.5', 'JPY')).toEqual({ exclVat: '889', inclVat: '1000' });
    expect(vatFigures('10.000', false, '10', 'BHD').inclVat).toBe('11.000');
  });

  it('keeps digits a Number would lose', () => {
    expect(vatFigures('123456789012345.67', false, '25', 'NOK').inclVat).toBe('154320986265432.09');
  });

  it('gives no other figure when the rate or the inclusion is unknown, and nothing for no price', () => {
    expect(vatFigures('100.00', true, null, 'NOK')).toEqual({ exclVat: null, inclVat: '100.00' });
    expect(vatFigures('100.00', false, 'abc', 'NOK')).toEqual({ exclVat: '100.00', inclVat: null });
    expect(vatFigures('100.00', null, '25', 'NOK')).toEqual({ exclVat: null, inclVat: null });
    expect(vatFigures(null, true, '25', 'NOK')).toEqual({ exclVat: null, inclVat: null });
  });
});

describe('a document’s VAT from its totals (row 280)', () => {
  it('is incl. − excl. in the document’s currency, zero for an order without VAT, nothing without a total', () => {
    expect(vatOfTotals('41278.20', '51597.75', 'NOK')).toEqual({ amount: '10319.55', currency: 'NOK' });
    expect(vatOfTotals('41278.20', '41278.20', 'EUR')).toEqual({ amount: '0', currency: 'EUR' });
    expect(vatOfTotals(null, '51597.75', 'NOK')).toBeNull();
    expect(vatOfTotals('41278.20', '51597.75', null)).toBeNull();
  });
});
