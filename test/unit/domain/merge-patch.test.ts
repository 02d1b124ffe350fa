import { describe, expect, it } from 'vitest';
import { canonicalJson, changedFields, rebase, sameValue, threeWay } from '../../../src/shared/domain/merge-patch';

describe('merge patch of a form against the record it started from', () => {
  const base = { status: 'Open', priority: 'Normal', tags: ['a'], notes: '' };

  it('sends only the fields the user changed, arrays compared whole', () => {
    expect(changedFields(base, { ...base, status: 'WaitingCustomer' })).toEqual({ status: 'WaitingCustomer' });
    expect(changedFields(base, { ...base, tags: ['a', 'b'] })).toEqual({ tags: ['a', 'b'] });
    expect(changedFields(base, { ...base })).toEqual({});
  });

  it("takes a colleague's change to a field the user left alone, and names a field both changed", () => {
    const mine = { ...base, status: 'WaitingCustomer', notes: 'mine' };
    const current = { ...base, priority: 'High', notes: 'theirs' };
    const merge = threeWay(base, mine, current);
    expect(merge).toEqual({ mine: { status: 'WaitingCustomer', notes: 'mine' }, theirs: ['priority'], conflicts: ['notes'] });
    expect(rebase(mine, current, merge)).toEqual({ ...base, status: 'WaitingCustomer', priority: 'High', notes: 'mine' });
    expect(rebase(mine, current, merge, { notes: 'theirs' })).toEqual({ ...base, status: 'WaitingCustomer', priority: 'High', notes: 'theirs' });
  });

  it('does not call the same value written by both a conflict', () => {
    const merge = threeWay(base, { ...base, priority: 'High' }, { ...base, priority: 'High' });
    expect(merge.conflicts).toEqual([]);
    expect(merge.theirs).toEqual([]);
  });

  it('compares objects whatever the order of their members', () => {
    expect(sameValue({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('says what comparing the canonical JSON of both says, for every pair of a varied set of values', () => {
    const day = new Date('2026-11-27T00:00:00Z');
    const values: unknown[] = [
      null,
      undefined,
      0,
      -0,
      NaN,
      '',
      '0',
      'a',
      true,
      false,
      [],
      {},
      [null],
      [undefined],
      [1, 2],
      [2, 1],
      { a: 1 },
      { a: 1, b: undefined },
      { a: 1, f: () => 1 },
      { a: '1' },
      { a: null },
      { a: [1, { b: 2, c: 3 }] },
      { a: [1, { c: 3, b: 2 }] },
      { a: [1, { b: 2 }] },
      { a: { b: { c: [] } } },
      { a: { b: { c: {} } } },
      day,
      day.toISOString(),
      { when: day },
      { when: day.toISOString() },
      { 1: 'x' },
      ['x'],
    ];
    for (const a of values)
      for (const b of values) expect(sameValue(a, b), `${canonicalJson(a)} against ${canonicalJson(b)}`).toBe(canonicalJson(a) === canonicalJson(b));
  });
});
