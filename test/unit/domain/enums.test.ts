import { describe, expect, it } from 'vitest';
import { enumLabel, openEnum } from '../../../src/shared/domain/enums';

describe('open enums', () => {
  const status = openEnum(['Draft', 'Sent', 'PartiallyReceived']);

  it('accepts unknown values instead of failing', () => {
    expect(status.schema.parse('OnHold')).toBe('OnHold');
    expect(status.isKnown('OnHold')).toBe(false);
    expect(status.isKnown('Sent')).toBe(true);
    expect(() => status.schema.parse(3)).toThrow();
  });

  it('normalises case-insensitively to the known spelling', () => {
    expect(status.normalise('partiallyreceived')).toBe('PartiallyReceived');
    expect(status.normalise('Unknown')).toBe('Unknown');
  });

  it('labels known and unknown values for display', () => {
    expect(enumLabel('PartiallyReceived')).toBe('Partially received');
    expect(enumLabel('B2C')).toBe('B2C');
    expect(enumLabel('InStockOutOfStock')).toBe('In stock out of stock');
    expect(enumLabel('ABC')).toBe('ABC');
  });
});
