import type { ReceiveReturnInput, ReturnDetail } from '@shared/contract/returns';
import { serialList, serialProblem } from '@shared/domain/serial-numbers';

type ReturnLine = ReturnDetail['lines'][number];

/** What the receive step holds for one tracked line while the agent fills it in. */
export interface TrackedDraft {
  /** One serial number per line of text (a scanner ends each with Enter). */
  serials: string;
  batchNumber: string;
}

export const emptyDraft: TrackedDraft = { serials: '', batchNumber: '' };

/** How a line's units are told apart, as the screen says it. */
export function trackingText(trackingType: string | null): string {
  if (trackingType === 'Serial') return 'Serial-numbered';
  if (trackingType === 'Batch') return 'Batch-tracked';
  if (!trackingType || trackingType === 'None') return 'Not tracked';
  return trackingType;
}

/** Lines whose goods come back under their numbers (row 125): the ones the receive step asks about. */
export function trackedLines(ret: ReturnDetail): ReturnLine[] {
  return ret.lines.filter((l) => l.trackingType === 'Serial' || l.trackingType === 'Batch');
}

/** The field's label, naming the line as the return card shows it. */
export function trackedFieldLabel(line: ReturnLine): string {
  return `${line.trackingType === 'Serial' ? 'Serial numbers' : 'Batch number'} of return line ${line.lineNumber} (${line.itemNumber ?? 'no item'})`;
}

/** Why the line cannot be received as filled in, or null: one distinct serial per unit, or a batch number. */
export function trackedProblem(line: ReturnLine, draft: TrackedDraft): string | null {
  const problem =
    line.trackingType === 'Serial'
      ? serialProblem(draft.serials, line.quantity ?? '0')
      : line.trackingType === 'Batch' && !draft.batchNumber.trim()
        ? 'Batch-tracked: enter the batch number the goods came from.'
        : null;
  return problem && `${trackedFieldLabel(line)}: ${problem}`;
}

/** The receipt's lines as the contract takes them; the i-th sent line is the i-th tracked line. */
export function receiptLines(lines: readonly ReturnLine[], drafts: Record<number, TrackedDraft>): NonNullable<ReceiveReturnInput['lines']> {
  return lines.map((l) => {
    const d = drafts[l.lineNumber] ?? emptyDraft;
    return l.trackingType === 'Serial'
      ? { lineNumber: l.lineNumber, serialNumbers: serialList(d.serials) }
      : { lineNumber: l.lineNumber, batchNumber: d.batchNumber.trim() };
  });
}
