import { describe, expect, it } from 'vitest';
import { contrastIssues, contrastRatio } from '../../../src/shared/domain/contrast';
import { lineDiff } from '../../../src/shared/domain/line-diff';

describe('WCAG contrast', () => {
  it('gives the known ratios: black on white 21, #777 on white just below AA', () => {
    expect(contrastRatio('#000', '#ffffff')).toBe('21.00');
    expect(contrastRatio('#777777', '#ffffff')).toBe('4.47');
    expect(contrastRatio('#767676', '#ffffff')).toBe('4.54');
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });

  it('flags only pairs below 4.5:1 whose colours are both set', () => {
    expect(contrastIssues({ textColor: '#777777', backgroundColor: '#ffffff', headerTextColor: '#ffffff', headerBackgroundColor: null })).toEqual([
      { pair: 'Body text', foreground: '#777777', background: '#ffffff', ratio: '4.47', required: '4.5' },
    ]);
    expect(contrastIssues({ textColor: '#767676', backgroundColor: '#ffffff' })).toEqual([]);
  });
});

describe('line diff', () => {
  it('marks lines only sent as dropped and lines only stored as added, in order', () => {
    expect(lineDiff('a\nb\nc', 'a\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'dropped', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(lineDiff('', '')).toEqual([]);
  });
});
