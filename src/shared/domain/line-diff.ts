/**
 * Line diff (longest common subsequence) of what was sent against what the server kept: lines
 * only in the first are `dropped`, lines only in the second `added`. Branding CSS is small
 * (64 KB at most), so the quadratic table is fine.
 */
export interface DiffLine {
  kind: 'same' | 'dropped' | 'added';
  text: string;
}

export function lineDiff(sent: string, stored: string): DiffLine[] {
  const a = sent === '' ? [] : sent.split('\n');
  const b = stored === '' ? [] : stored.split('\n');
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: 'dropped', text: a[i++]! });
    else out.push({ kind: 'added', text: b[j++]! });
  }
  while (i < a.length) out.push({ kind: 'dropped', text: a[i++]! });
  while (j < b.length) out.push({ kind: 'added', text: b[j++]! });
  return out;
}
