import { diffArrays } from 'diff';

/**
 * Line diff of what was sent against what the server kept: lines only in the first are
 * `dropped`, lines only in the second `added`. A final line break ends the last line and starts
 * no empty one (the ERP trims it: it is no line it dropped). jsdiff's Myers diff takes time by
 * the size of the change, not the product of both lengths (64 KB of CSS is thousands of lines).
 */
export interface DiffLine {
  kind: 'same' | 'dropped' | 'added';
  text: string;
}

/** "a\nb\n" and "a\nb" are both the lines a and b. */
function linesOf(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
}

export function lineDiff(sent: string, stored: string): DiffLine[] {
  const out: DiffLine[] = [];
  for (const change of diffArrays(linesOf(sent), linesOf(stored))) {
    const kind = change.removed ? 'dropped' : change.added ? 'added' : 'same';
    for (const text of change.value) out.push({ kind, text });
  }
  return out;
}

/** Whether the stored text differs from the sent one by any line (a trimmed final line break is none). */
export function linesDiffer(sent: string, stored: string): boolean {
  return lineDiff(sent, stored).some((l) => l.kind !== 'same');
}

export interface DiffCounts {
  /** Sent lines with nothing stored in their place. */
  dropped: number;
  /** Sent lines stored in another form (a declaration taken out of the line, say). */
  changed: number;
  /** Stored lines that stand in no sent line's place. */
  added: number;
}

/**
 * What a diff says happened, counted from the same lines a screen shows: within each run of
 * differing lines, dropped lines with stored lines in their place count as changed, one for
 * one; the rest as dropped or added. Blank lines carry no CSS and are not counted.
 */
export function diffCounts(lines: readonly DiffLine[]): DiffCounts {
  const counts: DiffCounts = { dropped: 0, changed: 0, added: 0 };
  let run = { dropped: 0, added: 0 };
  const closeRun = () => {
    const changed = Math.min(run.dropped, run.added);
    counts.changed += changed;
    counts.dropped += run.dropped - changed;
    counts.added += run.added - changed;
    run = { dropped: 0, added: 0 };
  };
  for (const line of lines) {
    if (line.kind === 'same') closeRun();
    else if (line.text.trim() !== '') run[line.kind] += 1;
  }
  closeRun();
  return counts;
}
