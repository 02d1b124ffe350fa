import type { LabelData } from '@shared/domain/labels';

/** The editor the GTIN typed in the label dialog is kept under (the stock lookup's dialog). */
export const LABEL_GTIN_EDITOR = 'warehouse.labelGtin';

/** Whom the typed GTIN belongs to: the item, and the batch or serial when the dialog is for one. */
export function labelGtinDraftKey(label: Pick<LabelData, 'itemNumber' | 'batchNumber' | 'serialNumber'>): string {
  if (label.serialNumber) return `${label.itemNumber} serial ${label.serialNumber}`;
  if (label.batchNumber) return `${label.itemNumber} batch ${label.batchNumber}`;
  return label.itemNumber;
}

/** The item a kept GTIN belongs to, read back from its key (the Drafts list opens the item). */
export function itemOfLabelGtinDraftKey(recordKey: string): string {
  return /^(.+?) (?:batch|serial) /.exec(recordKey)?.[1] ?? recordKey;
}

/** How the Drafts list names it: "FV-10062 · Gas Canister 230 g, batch L-1". */
export function labelGtinDraftLabel(label: Pick<LabelData, 'itemNumber' | 'itemName' | 'batchNumber' | 'serialNumber'>): string {
  const name = label.itemName ? `${label.itemNumber} · ${label.itemName}` : label.itemNumber;
  if (label.serialNumber) return `${name}, serial ${label.serialNumber}`;
  return label.batchNumber ? `${name}, batch ${label.batchNumber}` : name;
}
