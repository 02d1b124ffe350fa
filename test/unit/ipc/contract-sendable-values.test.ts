import { describe, expect, it } from 'vitest';
import { contract, type CallName } from '../../../src/shared/contract';

/** Channel codes travel as the X-Channel header: these cannot, and once wedged every ERP call. */
const unsendableCodes = { 'lone surrogate': 'B2C\uD800', euro: 'B2C\u20AC', NUL: 'B2C\u0000', 'right-to-left mark': '\u200FB2C' };

function refusal(name: CallName, input: unknown): { field: string; message: string }[] {
  const parsed = contract[name].input.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

describe('values that become a header or a path segment are refused by the contract', () => {
  for (const [what, code] of Object.entries(unsendableCodes)) {
    it(`refuses a channel code with a ${what} in every storefront call that sends it`, () => {
      const login = { email: 'a@b.no', password: 'secret' };
      expect(refusal('storefront.channel', { channelCode: code })).toEqual([{ field: 'channelCode', message: expect.stringContaining('The channel code') }]);
      expect(refusal('storefront.assortment', { channelCode: code })).toEqual([{ field: 'channelCode', message: expect.stringContaining('The channel code') }]);
      expect(refusal('storefront.compare', { left: 'B2C-NO', right: code })).toEqual([
        { field: 'right', message: expect.stringContaining('The channel code') },
      ]);
      expect(refusal('storefront.signInAsCustomer', { channelCode: code, ...login })).toEqual([
        { field: 'channelCode', message: expect.stringContaining('The channel code') },
      ]);
      expect(refusal('connections.activate', { id: 'demo', channel: code })).toEqual([
        { field: 'channel', message: expect.stringContaining('The channel code') },
      ]);
    });
  }

  it('accepts the channel codes the ERP uses', () => {
    expect(refusal('storefront.compare', { left: 'B2C-NO', right: 'B2B_SE.2' })).toEqual([]);
  });

  it('refuses record keys with broken or invisible characters, and keeps keys with letters beyond ASCII', () => {
    expect(refusal('tickets.ticket', { ticketNumber: 'T-1\u0000' })).toEqual([
      { field: 'ticketNumber', message: expect.stringContaining('invisible or control character') },
    ]);
    expect(refusal('purchasing.order', { orderNumber: 'PO\uDC00' })).toEqual([{ field: 'orderNumber', message: expect.stringContaining('broken character') }]);
    expect(refusal('storefront.publishPage', { channelCode: 'B2C-NO', slug: 'om\u200Foss', operationId: 'op-1' })).toEqual([
      { field: 'slug', message: expect.stringContaining('The page address') },
    ]);
    expect(refusal('warehouse.stock.get', { itemNumber: 'KJØL-1' })).toEqual([]);
  });
});
