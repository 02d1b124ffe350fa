import { describe, expect, it } from 'vitest';
import { burstExpired, emptyScanState, findScans, scanStep, type KeyStroke } from '../../../src/renderer/src/components/scan-classifier';

const timing = { thresholdMs: 35, minLength: 4 };

/** Keys typed `gapMs` apart, starting at t=1000; "\n" stands for Enter. */
function typed(text: string, gapMs: number, start = 1000): KeyStroke[] {
  return [...text].map((ch, i) => ({ key: ch === '\n' ? 'Enter' : ch, at: start + i * gapMs }));
}

describe('findScans: a scan is a fast burst of printable keys ended by Enter', () => {
  it.each<[string, KeyStroke[], string[]]>([
    ['a scanner burst at 5 ms ended by Enter', typed('ITEM-1001\n', 5), ['ITEM-1001']],
    ['a burst exactly at the threshold', typed('ABCD\n', 35), ['ABCD']],
    ['typing at 120 ms is never a scan', typed('ITEM-1001\n', 120), []],
    ['typing just over the threshold is never a scan', typed('ITEM-1001\n', 36), []],
    ['a fast burst without Enter is not a scan', typed('ITEM-1001', 5), []],
    ['a fast burst shorter than the minimum length', typed('ABC\n', 5), []],
    ['a burst of exactly the minimum length', typed('ABCD\n', 5), ['ABCD']],
    ['Enter that comes late after a fast burst', [...typed('ABCDEF', 5), { key: 'Enter', at: 1025 + 200 }], []],
    ['two scans in a row', [...typed('AAAA\n', 5, 0), ...typed('BBBBB\n', 5, 500)], ['AAAA', 'BBBBB']],
    ['slow typing followed by a scan keeps only the scan', [...typed('xy', 150, 0), ...typed('SCAN42\n', 5, 400)], ['SCAN42']],
    ['a pause in the middle splits the burst; the tail alone is too short', [...typed('ABCD', 5, 0), ...typed('EF\n', 5, 300)], []],
    ['a pause in the middle, then a long enough tail, is a scan of the tail', [...typed('AB', 5, 0), ...typed('CDEFG\n', 5, 300)], ['CDEFG']],
    [
      'Shift before capitals does not break a burst',
      [
        { key: 'Shift', at: 0 },
        { key: 'A', at: 2 },
        { key: 'B', at: 7 },
        { key: 'Shift', at: 9 },
        { key: 'c', at: 12 },
        { key: 'd', at: 17 },
        { key: 'Enter', at: 22 },
      ],
      ['ABcd'],
    ],
    ['a shortcut key (Ctrl held) breaks a burst', [...typed('ABC', 5, 0), { key: 'v', at: 15, withCommandModifier: true }, ...typed('D\n', 5, 20)], []],
    ['Backspace breaks a burst', [...typed('ABCD', 5, 0), { key: 'Backspace', at: 20 }, { key: 'Enter', at: 25 }], []],
    ['space is not a scan character', typed('AB CD\n', 5), []],
    ['Enter on its own', [{ key: 'Enter', at: 0 }], []],
  ])('%s', (_name, strokes, expected) => {
    expect(findScans(strokes, timing)).toEqual(expected);
  });

  it('honours another threshold and minimum length', () => {
    expect(findScans(typed('AB\n', 60), { thresholdMs: 80, minLength: 2 })).toEqual(['AB']);
    expect(findScans(typed('AB\n', 60), timing)).toEqual([]);
  });
});

describe('scanStep: what a caller holding keys back must release', () => {
  it('releases the earlier keys when a slow key restarts the burst', () => {
    let state = emptyScanState;
    for (const stroke of typed('ab', 5, 0)) state = scanStep(state, stroke, timing).state;
    const step = scanStep(state, { key: 'c', at: 500 }, timing);
    expect(step.released).toBe(2);
    expect(step.decision.kind).toBe('burst');
    expect(step.state.buffer).toBe('c');
  });

  it('releases the whole burst when Enter ends a burst that is too short', () => {
    let state = emptyScanState;
    for (const stroke of typed('ab', 5, 0)) state = scanStep(state, stroke, timing).state;
    const step = scanStep(state, { key: 'Enter', at: 10 }, timing);
    expect(step).toEqual({ state: emptyScanState, decision: { kind: 'other' }, released: 2 });
  });

  it('releases nothing when the burst becomes a scan', () => {
    let state = emptyScanState;
    for (const stroke of typed('abcd', 5, 0)) state = scanStep(state, stroke, timing).state;
    expect(scanStep(state, { key: 'Enter', at: 20 }, timing)).toEqual({ state: emptyScanState, decision: { kind: 'scan', code: 'abcd' }, released: 0 });
  });

  it('burstExpired says when no key can continue the burst', () => {
    const state = scanStep(emptyScanState, { key: 'a', at: 100 }, timing).state;
    expect(burstExpired(state, 135, timing)).toBe(false);
    expect(burstExpired(state, 136, timing)).toBe(true);
    expect(burstExpired(emptyScanState, 10_000, timing)).toBe(false);
  });
});
