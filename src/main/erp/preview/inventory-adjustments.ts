import { checkDecimal } from '@shared/domain/decimal';
import { AppError } from '@shared/errors';
import { send, type ResourceContext } from '../resource';
import type { CallOptions } from '../types';
import { inventoryTransactionSchema, type InventoryTransaction } from './inventory-transactions';

export interface AdjustmentInput {
  itemNumber: string;
  warehouseCode: string;
  locationCode: string;
  /** Signed decimal delta; zero is rejected by the ERP. */
  quantity: string;
  transactionType?: 'Adjustment' | 'Scrap';
  batchNumber?: string;
  serialNumber?: string;
  notes?: string;
}

export interface AdjustmentOptions extends CallOptions {
  /** The item's decimalPlaces, when known: checked before sending. */
  decimalPlaces?: number | null;
}

export function inventoryAdjustmentsApi(ctx: ResourceContext) {
  return {
    /** POST /preview/inventory/adjustments: 201 inventory transaction. Keyed, so retries never book twice. */
    create: async (input: AdjustmentInput, opts: AdjustmentOptions = {}): Promise<InventoryTransaction> => {
      const { decimalPlaces, ...call } = opts;
      const check = checkDecimal(input.quantity, { decimalPlaces, allowZero: false });
      if (!check.ok) {
        throw new AppError({ kind: 'validation', title: 'The quantity is not valid', fieldErrors: [{ field: 'quantity', message: check.message }] });
      }
      if (input.transactionType === 'Scrap' && !check.value.startsWith('-')) {
        throw new AppError({
          kind: 'validation',
          title: 'Scrap needs a negative quantity',
          fieldErrors: [{ field: 'quantity', message: 'Scrap removes stock: enter a negative quantity.' }],
        });
      }
      const body = { ...input, quantity: check.value };
      return (
        await send(ctx, { method: 'POST', path: '/preview/inventory/adjustments', json: body, ...call }, inventoryTransactionSchema, 'inventory transaction')
      ).value;
    },
  };
}
