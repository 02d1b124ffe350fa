import { describe, expect, it } from 'vitest';
import { sanitiseCss } from '../../../src/sandbox/ecom/css-sanitiser';
import { diffCounts, lineDiff, linesDiffer } from '../../../src/shared/domain/line-diff';

/** CSS as a merchandiser types it: ending with a line break, two rules the ERP drops whole, four it cuts. */
const sent = `@import url("https://fonts.example/x.css");
.hero { color: red; }
@import url("https://fonts.example/y.css");
.a { background: url(https://evil.example/a.png); color: blue; }
.b { color: red; behavior: url(x.htc); }
.c { width: expression(alert(1)); height: 2px; }
.d { color: green; background: url(javascript:alert(1)); }
.e { margin: 0; }
`;

describe('lineDiff and a final line break', () => {
  it('takes a final line break for the end of the last line, not an empty line the ERP dropped', () => {
    expect(lineDiff('a\nb\n', 'a\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
    expect(linesDiffer('a\nb\n', 'a\nb')).toBe(false);
    expect(linesDiffer('a\nb\n', 'a\nc')).toBe(true);
    expect(lineDiff('a\n\nb', 'a\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'dropped', text: '' },
      { kind: 'same', text: 'b' },
    ]);
  });
});

describe('diffCounts', () => {
  it('names dropped and changed lines apart, as the ERP treats CSS ending with a line break (issue 19: "dropped 6")', () => {
    const lines = lineDiff(sent, sanitiseCss(sent).css);
    expect(lines.filter((l) => l.kind === 'dropped' && l.text === '')).toEqual([]);
    expect(diffCounts(lines)).toEqual({ dropped: 2, changed: 4, added: 0 });
  });

  it('pairs dropped and stored lines one for one within a run only', () => {
    expect(diffCounts(lineDiff('a\nb\nc\nd', 'a\nB\nc'))).toEqual({ dropped: 1, changed: 1, added: 0 });
    expect(diffCounts(lineDiff('a', 'a\nz'))).toEqual({ dropped: 0, changed: 0, added: 1 });
    expect(diffCounts(lineDiff('x\ny', 'X'))).toEqual({ dropped: 1, changed: 1, added: 0 });
  });

  it('counts no blank line, nor anything for an equal text', () => {
    expect(diffCounts(lineDiff('a\n\n\nb', 'a\nb'))).toEqual({ dropped: 0, changed: 0, added: 0 });
    expect(diffCounts(lineDiff('a\nb', 'a\nb'))).toEqual({ dropped: 0, changed: 0, added: 0 });
  });
});

describe('lineDiff on a stylesheet of 5,000 lines', () => {
  // A quadratic table over 5,000 × 5,000 lines took 6.5 s and 300 MB here; the diff takes milliseconds.
  it('finds the few lines the ERP dropped or changed without comparing every pair', { timeout: 2_000 }, () => {
    const sent = Array.from({ length: 5_000 }, (_, i) => `.rule-${i} { color: #${(i % 4096).toString(16).padStart(3, '0')}; }`);
    const stored = sent.filter((_, i) => i % 1_000 !== 7).map((line, i) => (i % 1_000 === 3 ? line.replace('color', 'colour') : line));
    const lines = lineDiff(`${sent.join('\n')}\n`, stored.join('\n'));
    expect(lines.filter((l) => l.kind === 'same')).toHaveLength(4_990);
    expect(lines.filter((l) => l.kind === 'dropped').map((l) => l.text)).toContain('.rule-7 { color: #007; }');
    expect(diffCounts(lines)).toEqual({ dropped: 5, changed: 5, added: 0 });
  });
});
