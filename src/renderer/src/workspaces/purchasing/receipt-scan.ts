import type { OrderLine, ReceiptLabel } from '@shared/contract/purchasing';
import { unmatchedScanMessage } from '@shared/domain/barcode';
import { enumLabel } from '@shared/domain/enums';
import { awaitingDelivery } from '@shared/domain/overdue';
import { add, compare, isDecimalString, isPositive } from '@shared/domain/decimal';
import { serialList } from '@shared/domain/serial-numbers';
import type { LineDraft } from './receipt-check';

/**
 * What one scan says about the goods in hand. A plain item label gives the item number alone (one
 * unit); a GS1 label can also give a count, batch, expiry (ISO) and serial, and is applied the same way.
 */
export interface ScannedUnit {
  itemNumber: string;
  /** How many units the label stands for (a carton's count); one when left out. */
  quantity?: string;
  batch?: string;
  expiry?: string;
  serial?: string;
  /** The GTIN a GS1 label or barcode named: the labels printed after the receipt carry it (row 348). */
  gtin?: string;
}

/** What a label read by main stands for on the receipt. */
export function unitOfLabel(label: ReceiptLabel): ScannedUnit {
  return {
    itemNumber: label.itemNumber,
    ...(label.count ? { quantity: label.count } : {}),
    ...(label.batchNumber ? { batch: label.batchNumber } : {}),
    ...(label.expiryDate ? { expiry: label.expiryDate } : {}),
    ...(label.serialNumber ? { serial: label.serialNumber } : {}),
    ...(label.gtin ? { gtin: label.gtin } : {}),
  };
}

/**
 * Why a label scanned on the purchasing screen, with the Receive dialog closed, is not received on
 * the open order (row 324): no order is open, the order holds no line of the label's item, or it
 * awaits no delivery (a draft, received, closed); null when it can take it. `kind` is what the
 * scan was (a GS1 label or a bare GTIN).
 */
export function labelOffOrder(
  kind: 'label' | 'gtin',
  order: { orderNumber: string; status: string; lines: readonly OrderLine[] } | null,
  itemNumber: string | null,
): string | null {
  const what = kind === 'label' ? 'GS1 label' : 'GTIN';
  if (!order || itemNumber === null) return `A ${what}: open the purchase order to receive it.`;
  if (!order.lines.some((l) => l.itemNumber.toLowerCase() === itemNumber.toLowerCase()))
    return `This is a ${what} of ${itemNumber}, which is not on ${order.orderNumber}.`;
  if (!awaitingDelivery.includes(order.status))
    return `This is a ${what} of ${itemNumber}, but ${order.orderNumber} is ${enumLabel(order.status)}: nothing can be received on it.`;
  return null;
}

/** The fields of a receipt line, in the order a clerk fills them. */
export type ReceiptField = 'quantity' | 'batchNumber' | 'expiryDate' | 'serials';

export interface ScanContext {
  orderNumber: string;
  /** Every line of the order. */
  lines: readonly OrderLine[];
  /** The lines with something left to receive. */
  open: readonly OrderLine[];
  /** Lines whose earlier receipt awaits the ERP's answer. */
  blocked: ReadonlySet<number>;
  /** The draft of a line the kept drafts do not hold yet. */
  fresh: (lineNumber: number) => LineDraft;
}

export type ScanResult =
  /** The scan went to this line; `notice` says when it could add nothing there. */
  | { taken: true; drafts: Record<string, LineDraft>; lineNumber: number; focus: ReceiptField; notice: string | null }
  | { taken: false; lineNumber: number | null; notice: string };

/** Why a line of the order cannot take a scan, or null when it can. */
export function scanMiss(ctx: ScanContext, lineNumber: number): string | null {
  const line = ctx.lines.find((l) => l.lineNumber === lineNumber);
  if (!line) return `${ctx.orderNumber} has no line ${lineNumber}.`;
  if (!ctx.open.some((l) => l.lineNumber === lineNumber)) return `${line.itemNumber} is on line ${lineNumber}, which has nothing left to receive.`;
  if (ctx.blocked.has(lineNumber)) return `${line.itemNumber} is on line ${lineNumber}, whose earlier receipt still awaits the ERP's answer: resume it first.`;
  return null;
}

const holdsAll = (line: OrderLine, entry: LineDraft) =>
  entry.include && isDecimalString(entry.quantity.trim()) && compare(entry.quantity.trim(), line.remainingQuantity ?? '0') >= 0;

/** Where the cursor goes after a scan: the line's first field still empty, else where the next scan adds. */
export function nextField(line: OrderLine, entry: LineDraft): ReceiptField {
  if (line.trackingType === 'Serial') return 'serials';
  if (!isPositive(entry.quantity.trim())) return 'quantity';
  if (line.trackingType === 'Batch' && !entry.batchNumber.trim()) return 'batchNumber';
  if (line.trackingType === 'Batch' && !entry.expiryDate) return 'expiryDate';
  return 'quantity';
}

/** A serial scanned onto a serial-tracked line: refused when already listed; the quantity follows the serials, never below a typed one. */
function addSerial(ctx: ScanContext, drafts: Record<string, LineDraft>, entry: LineDraft, serial: string): LineDraft | string {
  const listedOn = ctx.open.find((l) => serialList((drafts[l.lineNumber] ?? ctx.fresh(l.lineNumber)).serials).includes(serial));
  if (listedOn) return `Serial number ${serial} is already scanned on line ${listedOn.lineNumber}: it was not added again.`;
  const serials = [...serialList(entry.serials), serial];
  const count = String(serials.length);
  const typed = entry.quantity.trim();
  return { ...entry, serials: serials.join('\n'), quantity: isDecimalString(typed) && compare(typed, count) > 0 ? typed : count };
}

/** One more unit (or a label's count) on a line; what was typed is added to, never replaced. */
function addUnits(line: OrderLine, entry: LineDraft, units: string, wasTicked: boolean): LineDraft | string {
  const typed = entry.quantity.trim();
  // An unticked line is taken in as it stands; only one still at zero gets the scan's count.
  if (!wasTicked && isPositive(typed)) return { ...entry, include: true };
  const from = typed === '' ? '0' : typed;
  if (!isDecimalString(from)) return `The quantity of line ${line.lineNumber} (${typed}) is not a number: the scan added nothing.`;
  const next = add(from, units);
  const remaining = line.remainingQuantity ?? '0';
  if (compare(next, remaining) > 0)
    return compare(from, remaining) >= 0
      ? `Line ${line.lineNumber} already takes all ${remaining} remaining: the scan added nothing.`
      : `Line ${line.lineNumber} takes ${from} of ${remaining} remaining: ${units} more would be more than was ordered, so the scan added nothing.`;
  return { ...entry, include: true, quantity: next };
}

/**
 * Applies a scan to the receipt form: finds the item's line (an item on several lines: the first
 * that still has room), ticks it and adds what the label stands for. A serial-tracked line counts
 * its units by their serials; a batch-tracked line takes the label's batch and expiry into empty fields.
 */
export function applyScan(ctx: ScanContext, drafts: Record<string, LineDraft>, scan: ScannedUnit): ScanResult {
  const code = scan.itemNumber.trim();
  const onOrder = ctx.lines.filter((l) => l.itemNumber.toLowerCase() === code.toLowerCase());
  if (onOrder.length === 0)
    return { taken: false, lineNumber: null, notice: unmatchedScanMessage(code, `${code} is not on ${ctx.orderNumber}: nothing was taken in.`) };
  const entryOf = (lineNumber: number) => drafts[lineNumber] ?? ctx.fresh(lineNumber);
  const takeable = onOrder.filter((l) => scanMiss(ctx, l.lineNumber) === null);
  const line = takeable.find((l) => !holdsAll(l, entryOf(l.lineNumber))) ?? takeable[0];
  if (!line) return { taken: false, lineNumber: onOrder[0]!.lineNumber, notice: scanMiss(ctx, onOrder[0]!.lineNumber)! };

  const before = entryOf(line.lineNumber);
  // The line keeps the first GTIN scanned onto it (a carton's label may name another of the same item).
  let entry: LineDraft | string = { ...before, include: true, ...(scan.gtin && !before.gtin ? { gtin: scan.gtin } : {}) };
  if (scan.batch && line.trackingType === 'Batch') {
    const held = before.batchNumber.trim();
    if (held && held !== scan.batch)
      return {
        taken: false,
        lineNumber: line.lineNumber,
        notice: `Line ${line.lineNumber} already has batch ${held}; batch ${scan.batch} needs a receipt of its own.`,
      };
    entry = { ...entry, batchNumber: scan.batch, expiryDate: before.expiryDate || (scan.expiry ?? '') };
  }
  if (line.trackingType === 'Serial') {
    // The serial is the unit: an item label alone only goes to the line, its serial comes next.
    if (scan.serial) entry = addSerial(ctx, drafts, entry, scan.serial.trim());
    if (typeof entry === 'string') return { taken: false, lineNumber: line.lineNumber, notice: entry };
  } else {
    const added = addUnits(line, entry, scan.quantity ?? '1', before.include);
    if (typeof added === 'string')
      return { taken: true, drafts: { ...drafts, [line.lineNumber]: entry }, lineNumber: line.lineNumber, focus: nextField(line, entry), notice: added };
    entry = added;
  }
  return { taken: true, drafts: { ...drafts, [line.lineNumber]: entry }, lineNumber: line.lineNumber, focus: nextField(line, entry), notice: null };
}
