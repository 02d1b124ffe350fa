import { describe, expect, it } from 'vitest';
import { itemOfLabelGtinDraftKey, labelGtinDraftKey, labelGtinDraftLabel } from '../../../src/renderer/src/components/labels/gtin-draft';

const item = { itemNumber: 'FV-10062', itemName: 'Gas Canister 230 g', batchNumber: null, serialNumber: null };

describe('the GTIN typed in the label dialog, kept as a draft', () => {
  it('belongs to the item, and to its batch or serial when the dialog is for one', () => {
    expect(labelGtinDraftKey(item)).toBe('FV-10062');
    expect(labelGtinDraftKey({ ...item, batchNumber: 'L-1' })).toBe('FV-10062 batch L-1');
    expect(labelGtinDraftKey({ ...item, serialNumber: 'S 7' })).toBe('FV-10062 serial S 7');
  });

  it('is named in the Drafts list by item, name and batch, and opens the item it belongs to', () => {
    expect(labelGtinDraftLabel({ ...item, batchNumber: 'L-1' })).toBe('FV-10062 · Gas Canister 230 g, batch L-1');
    expect(labelGtinDraftLabel({ ...item, itemName: null })).toBe('FV-10062');
    for (const label of [item, { ...item, batchNumber: 'L 1 batch 2' }, { ...item, serialNumber: 'S1' }]) {
      expect(itemOfLabelGtinDraftKey(labelGtinDraftKey(label))).toBe('FV-10062');
    }
  });
});
