import type { z } from 'zod';
import { adjustmentLabels, type adjustmentInputSchema } from '@shared/contract/warehouse';
import { checkDecimal } from '@shared/domain/decimal';
import { joinSentences } from '@shared/domain/field-labels';
import { invalidInput, type FieldError } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import type { Item } from '../../erp/preview/items';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { attachFields } from '../shared/field-errors';
import { findItem, toTransactionRow } from './stock';
import { gtinAttributeOf } from '../../store/profiles';

type Adjustment = z.output<typeof adjustmentInputSchema>;

/** The fields ERP codes concern, for answers that do not name the field themselves. */
const adjustmentFields = {
  'Item.NotFound': 'itemNumber',
  'Warehouse.NotFound': 'warehouseCode',
  'WarehouseLocation.NotFound': 'locationCode',
  'Inventory.InsufficientStock': 'quantity',
  'Inventory.NoStockAtLocation': 'quantity',
  'InventoryAdjustment.ZeroQuantity': 'quantity',
  'InventoryAdjustment.ScrapRequiresNegativeQuantity': 'quantity',
  'InventoryAdjustment.SerialQuantity': 'quantity',
  'InventoryAdjustment.TransactionTypeNotAllowed': 'transactionType',
  'InventoryAdjustment.BatchRequired': 'batchNumber',
  'InventoryAdjustment.NotBatchTracked': 'batchNumber',
  'Batch.Required': 'batchNumber',
  'Batch.NotFound': 'batchNumber',
  'InventoryAdjustment.SerialRequired': 'serialNumber',
  'InventoryAdjustment.NotSerialTracked': 'serialNumber',
  'Serial.Required': 'serialNumber',
  'Inventory.SerialAlreadyInStock': 'serialNumber',
};

/**
 * The item's own rules, checked before anything is sent: decimals, batch and serial tracking.
 * Every broken rule is reported at once, each next to its field.
 */
async function itemRuleErrors(client: ErpClient, item: Item, input: Adjustment): Promise<FieldError[]> {
  // No codes on these: the sentences name the item and what to do, which the generic code sentences would replace.
  const errors: FieldError[] = [];
  const quantity = checkDecimal(input.quantity, { decimalPlaces: item.decimalPlaces, allowZero: false, field: 'Quantity' });
  if (!quantity.ok)
    errors.push({
      field: 'quantity',
      message: joinSentences(
        quantity.message,
        `${item.itemNumber} is counted in ${item.decimalPlaces === 0 ? 'whole units' : `up to ${item.decimalPlaces} decimals`}`,
      ),
    });

  if (item.trackingType === 'Batch') {
    if (!input.batchNumber) {
      errors.push({ field: 'batchNumber', message: `${item.itemNumber} is batch tracked: choose one of its batches.` });
    } else {
      const found = await client.preview.batches.list({ itemNumber: item.itemNumber, batchNumber: input.batchNumber }, { pageSize: 200 });
      if (!found.items.some((b) => b.batchNumber === input.batchNumber && b.itemNumber === item.itemNumber)) {
        errors.push({ field: 'batchNumber', message: `${item.itemNumber} has no batch ${input.batchNumber}: choose one of its batches.` });
      }
    }
  } else if (input.batchNumber) {
    errors.push({ field: 'batchNumber', message: `${item.itemNumber} is not batch tracked: leave the batch empty.` });
  }

  if (item.trackingType === 'Serial') {
    if (!input.serialNumber) errors.push({ field: 'serialNumber', message: `${item.itemNumber} is serial tracked: enter the serial number.` });
    if (quantity.ok && quantity.value !== '1' && quantity.value !== '-1') {
      errors.push({ field: 'quantity', message: 'A serial number is adjusted one unit at a time: enter 1 or -1.' });
    }
  } else if (input.serialNumber) {
    errors.push({ field: 'serialNumber', message: `${item.itemNumber} is not serial tracked: leave the serial number empty.` });
  }
  return errors;
}

export const adjustmentHandlers: HandlerGroup<'warehouse.adjustments.create'> = {
  'warehouse.adjustments.create': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    const item = await findItem(client, input.itemNumber, gtinAttributeOf(profile));
    const errors = await itemRuleErrors(client, item, input);
    if (errors.length) throw invalidInput(`The ${input.transactionType === 'Scrap' ? 'scrap' : 'adjustment'} was not booked`, errors, adjustmentLabels);

    const { operationId, notes, batchNumber, serialNumber, ...rest } = input;
    const where = `${input.warehouseCode}/${input.locationCode}${batchNumber ? ` batch ${batchNumber}` : ''}${serialNumber ? ` serial ${serialNumber}` : ''}`;
    describeWrite(`${input.transactionType} ${input.quantity} of ${item.itemNumber} at ${where}`);
    try {
      const transaction = await client.preview.inventoryAdjustments.create(
        {
          ...rest,
          itemNumber: item.itemNumber,
          ...(batchNumber ? { batchNumber } : {}),
          ...(serialNumber ? { serialNumber } : {}),
          ...(notes ? { notes } : {}),
        },
        // The form's id: the same key on every retry, so a lost answer never books twice.
        { operationId: `warehouse.adjustment:${operationId}`, decimalPlaces: item.decimalPlaces },
      );
      return { transaction: toTransactionRow(transaction) };
    } catch (error) {
      throw attachFields(error, adjustmentFields);
    }
  },
};
