import { compare, isDecimalString, significantDecimalPlaces } from '../decimal';
import type { LabelData } from './content';

/** What one order line's receipt booked, as the receive dialog sent it. */
export interface ReceivedLine {
  lineNumber: number;
  itemNumber: string;
  itemName: string | null;
  /** The GTIN a scanned label named for the line, or null (the ERP's API reads none, row 348). */
  gtin: string | null;
  quantity: string;
  batchNumber: string | null;
  expiryDate: string | null;
  serialNumbers: readonly string[];
}

export type ReceiptLabelMode = 'unit' | 'batch';

/** Most labels one receipt prints per unit: more is a pallet of small things, printed per batch. */
export const MAX_UNIT_LABELS = 1000;

/**
 * The labels for what was just received (row 348): per batch, one label a line (a serial-tracked
 * line still one per serial: each unit is its own); per unit, one per whole unit received, a
 * quantity with decimals (metres, kilograms) one label. Refused with the reason when per unit would
 * print more than MAX_UNIT_LABELS.
 */
export function receiptLabels(lines: readonly ReceivedLine[], mode: ReceiptLabelMode): { labels: LabelData[] } | { refused: string } {
  const labels: LabelData[] = [];
  for (const line of lines) {
    const base: LabelData = {
      itemNumber: line.itemNumber,
      itemName: line.itemName,
      gtin: line.gtin,
      batchNumber: line.batchNumber,
      expiryDate: line.expiryDate,
      serialNumber: null,
    };
    if (line.serialNumbers.length > 0) {
      labels.push(...line.serialNumbers.map((serialNumber) => ({ ...base, serialNumber })));
      continue;
    }
    const whole = isDecimalString(line.quantity) && significantDecimalPlaces(line.quantity) === 0;
    if (mode === 'batch' || !whole) {
      labels.push(base);
      continue;
    }
    if (compare(line.quantity, String(MAX_UNIT_LABELS - labels.length)) > 0) {
      return { refused: `One label per unit would print more than ${MAX_UNIT_LABELS} labels: print one per batch, with copies.` };
    }
    for (let i = 0; i < Number(line.quantity); i++) labels.push(base);
  }
  return { labels };
}
