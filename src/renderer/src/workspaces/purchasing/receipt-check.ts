import { checkDecimal, compare, isDecimalString } from '@shared/domain/decimal';
import { serialList, serialProblem } from '@shared/domain/serial-numbers';
import type { OrderLine } from '@shared/contract/purchasing';
import { implausibleDate } from '@shared/domain/date-plausibility';
import { isCalendarDate } from '@shared/domain/time';
import { unusualLineQuantity } from '@shared/domain/plausibility';
import type { ReceiveStart } from '../../stores/receiving';

/** What the receive dialog holds for one line while the clerk fills it in. */
export interface LineDraft {
  include: boolean;
  quantity: string;
  locationCode: string | null;
  batchNumber: string;
  expiryDate: string;
  /** One serial number per line of text (a scanner ends each with Enter). */
  serials: string;
  /** The GTIN of the first GS1 label or barcode scanned onto the line, for its labels (row 348); never sent. */
  gtin?: string;
}

export type DraftProblems = Partial<Record<'quantity' | 'batchNumber' | 'expiryDate' | 'serialNumbers', string>>;

/** Where a line starts: ticked at what remains, or unticked at zero to be filled by scans (row 319). */
export function newDraft(line: OrderLine, locationCode: string | null, start: ReceiveStart = 'remainder'): LineDraft {
  const quantity = start === 'zero' ? '0' : (line.remainingQuantity ?? '');
  return { include: start === 'remainder', quantity, locationCode, batchNumber: '', expiryDate: '', serials: '' };
}

/**
 * The lines after the clerk chose another start: a line still as the old start left it (its
 * quantity and tick untouched, nothing else filled) starts again as the new one does; a line the
 * clerk changed or scanned keeps what it holds.
 */
export function restartLines(
  lines: readonly OrderLine[],
  drafts: Record<string, LineDraft>,
  { from, to, locationCode }: { from: ReceiveStart; to: ReceiveStart; locationCode: string | null },
): Record<string, LineDraft> {
  const next = { ...drafts };
  for (const line of lines) {
    const entry = drafts[line.lineNumber];
    const old = newDraft(line, locationCode, from);
    if (!entry || entry.quantity !== old.quantity || entry.batchNumber || entry.expiryDate || entry.serials) continue;
    next[line.lineNumber] = { ...entry, quantity: newDraft(line, locationCode, to).quantity, include: to === 'remainder' };
  }
  return next;
}

/**
 * The refusals the screen can give before anything is sent: no quantity, more than remains
 * (the ERP refuses an over-receipt), a missing batch or expiry, serial numbers that are not
 * exactly one per unit, or one listed twice.
 */
export function checkDraft(line: OrderLine, draft: LineDraft): DraftProblems {
  const problems: DraftProblems = {};
  const remaining = line.remainingQuantity ?? '0';
  const q = draft.quantity.trim();
  const typed = checkDecimal(q, { decimalPlaces: line.decimalPlaces, field: 'Quantity' });
  if (!isDecimalString(q) || compare(q, '0') <= 0) problems.quantity = 'Enter how many arrived (more than zero).';
  else if (!typed.ok) problems.quantity = typed.message;
  else if (compare(q, remaining) > 0)
    problems.quantity = `Only ${remaining} ${line.unit ?? ''} remain on line ${line.lineNumber}; receiving more than was ordered is refused.`.replace(
      '  ',
      ' ',
    );
  if (line.trackingType === 'Batch') {
    if (!draft.batchNumber.trim()) problems.batchNumber = 'Batch-tracked: enter the batch number on the delivery.';
    if (!draft.expiryDate) problems.expiryDate = 'Batch-tracked: enter the expiry date.';
    // A refused date stays in the field as typed; it is never sent, nor read as another day.
    else if (!isCalendarDate(draft.expiryDate))
      problems.expiryDate = `${draft.expiryDate} is not a date in the calendar: enter the expiry date as the field shows, or as 2026-12-31.`;
  }
  if (line.trackingType === 'Serial') {
    const serials = serialProblem(draft.serials, q);
    if (serials) problems.serialNumbers = serials;
  }
  return problems;
}

/** The line's receipt as the contract takes it (the operation id is added by the dialog). */
export function receiptOf(line: OrderLine, draft: LineDraft) {
  return {
    lineNumber: line.lineNumber,
    quantity: draft.quantity.trim(),
    ...(draft.locationCode ? { locationCode: draft.locationCode } : {}),
    ...(line.trackingType === 'Batch' ? { batchNumber: draft.batchNumber.trim(), expiryDate: draft.expiryDate } : {}),
    ...(line.trackingType === 'Serial' ? { serialNumbers: serialList(draft.serials) } : {}),
  };
}

/**
 * What the clerk is asked to look at again before posting: an expiry already passed (the stock
 * would land expired and unpickable) or years off, and a quantity a million units or more.
 */
export function receiptWarnings(line: OrderLine, draft: LineDraft, today: string): string[] {
  const unusual = unusualLineQuantity(line.lineNumber, draft.quantity.trim(), line.unit);
  const expiry =
    line.trackingType === 'Batch' ? implausibleDate(draft.expiryDate, { label: `Expiry date of line ${line.lineNumber}`, today, expiry: true }) : null;
  return [unusual, expiry].filter((w): w is string => !!w);
}
