import { describe, expect, it } from 'vitest';
import { asOfText } from '../../../src/renderer/src/components/AsOfNotice';
import { when } from '../../../src/renderer/src/components/format';
import { ticketCalls } from '../../../src/shared/contract/tickets';

describe('the "as of" notice of ticket lists', () => {
  it("says offline with the last sync in the user's time format", () => {
    const asOf = '2026-11-26T14:32:05.000Z';
    expect(asOfText(asOf)).toBe(`Offline: as of ${when(asOf)}`);
    expect(asOfText(asOf)).toMatch(/\d/);
  });

  it('is carried by the contract only as an instant, and is optional', () => {
    const page = { items: [], totalCount: 0, page: 1, pageSize: 25, watermark: 'w' };
    expect(ticketCalls['tickets.list'].output.parse(page).asOf).toBeUndefined();
    expect(ticketCalls['tickets.list'].output.parse({ ...page, asOf: '2026-11-26T14:32:05.000Z' }).asOf).toBe('2026-11-26T14:32:05.000Z');
    expect(() => ticketCalls['tickets.list'].output.parse({ ...page, asOf: 'yesterday' })).toThrow();
    expect(() => ticketCalls['tickets.queues'].output.parse({ queues: [], computedAt: 'x', asOf: '14:32' })).toThrow();
  });
});
