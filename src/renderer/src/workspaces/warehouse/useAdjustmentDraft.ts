import { useState } from 'react';
import { isDecimalString, isZero, negate } from '@shared/domain/decimal';
import { useDraft, type DraftState } from '../../drafts/useDraft';

import type { adjustmentTypes } from '@shared/contract/warehouse';

export type AdjustmentType = (typeof adjustmentTypes)[number];

/** What the adjustment form holds; its type is which draft it is (adjustment or scrap). */
export interface AdjustmentValues {
  itemText: string;
  itemNumber: string;
  warehouseCode: string | null;
  locationCode: string | null;
  qty: string;
  batchNumber: string | null;
  serialNumber: string;
  notes: string;
}

const label = (type: AdjustmentType, v: AdjustmentValues) =>
  [type === 'Scrap' ? 'Scrap' : 'Adjustment', v.itemNumber || v.itemText || null, v.warehouseCode].filter(Boolean).join(' · ');

/**
 * An adjustment and a scrap are two editors (`warehouse.adjustment`, `warehouse.scrap`), each
 * with its own draft. The form opens on the one holding a draft; switching type carries what is
 * typed over to the other when that one holds nothing of its own (the draft moves), and otherwise
 * shows the other's kept draft, the first one staying kept.
 */
export function useAdjustmentDraft(initial: AdjustmentValues): {
  ready: boolean;
  type: AdjustmentType;
  draft: DraftState<AdjustmentValues>;
  chooseType: (type: AdjustmentType) => void;
} {
  const adjustment = useDraft({ editor: 'warehouse.adjustment', recordKey: 'new', label: label('Adjustment', initial), initial });
  const scrap = useDraft({ editor: 'warehouse.scrap', recordKey: 'new', label: label('Scrap', initial), initial });
  const [chosen, setChosen] = useState<AdjustmentType | null>(null);
  const ready = adjustment.ready && scrap.ready;
  // Until the user chooses, the form opens on scrap only when scrap alone holds a draft.
  const type: AdjustmentType = chosen ?? (scrap.dirty && !adjustment.dirty ? 'Scrap' : 'Adjustment');
  const drafts = { Adjustment: adjustment, Scrap: scrap };

  const chooseType = (next: AdjustmentType) => {
    if (next === type) return;
    const from = drafts[type];
    const to = drafts[next];
    if (from.dirty && !to.dirty) {
      // Scrap removes stock: a positive quantity typed before is shown as its negative.
      const qty =
        next === 'Scrap' && isDecimalString(from.value.qty) && !from.value.qty.startsWith('-') && !isZero(from.value.qty)
          ? negate(from.value.qty)
          : from.value.qty;
      to.set({ ...from.value, qty });
      from.discard();
    } else if (!from.dirty && !to.dirty) {
      // Nothing unsent on either side (say, right after a booking): the item and place chosen
      // stay, as the starting point of the other type rather than as a draft of it.
      to.rebase(from.value, from.value);
    }
    setChosen(next);
  };
  return { ready, type, draft: drafts[type], chooseType };
}
