import { describe, expect, it } from 'vitest';
import { recordsReadingText } from '../../../src/renderer/src/shell/records-reading';

const n = (x: number) => x.toLocaleString();

describe('what the palette says during a first read', () => {
  it('names each kind still read with the records stored so far and of how many', () => {
    expect(
      recordsReadingText([
        { kind: 'ticket', done: 0, total: 200_000 },
        { kind: 'item', done: 12_000, total: 50_000 },
      ]),
    ).toBe(`Still reading records from the ERP for the first time, results so far: tickets 0 of ${n(200_000)}, items ${n(12_000)} of ${n(50_000)}`);
  });

  it('says how many so far when the ERP has not said how many there are, and nothing when no kind is read', () => {
    expect(recordsReadingText([{ kind: 'purchaseOrder', done: 1_000, total: null }])).toBe(
      `Still reading records from the ERP for the first time, results so far: purchase orders (${n(1_000)} so far)`,
    );
    expect(recordsReadingText([])).toBeNull();
  });
});
