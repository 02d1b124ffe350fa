import type { Api } from '../api';
import { checkDecimalPlaces, Decimal, qty, readDecimal } from '../rules/decimals';
import { enums, readEnum } from '../rules/enums';
import { ErrorList, problem } from '../rules/problems';
import { readBody, readString, requireString } from '../rules/validate';
import { book, findRow, serialInStock } from '../stock';
import { batchKey } from '../store';
import { itemByKey, locationIn, warehouseByCode } from './common';
import { transactionDto } from './transactions';

/**
 * POST /inventory/adjustments (inventory:write): a signed delta at one location, booked at the
 * current average cost. Only Adjustment and Scrap are accepted (receipts, issues and transfers
 * have their own flows). Reductions below on-hand are 409, as the description's status table says.
 */
export function registerAdjustments(api: Api): void {
  api.post('/preview/inventory/adjustments', 'inventory:write', ({ store, body: raw, base, now }) => {
    const body = readBody(raw);
    const errors = new ErrorList();
    const itemNumber = errors.try(() => requireString(body, 'itemNumber'));
    const warehouseCode = errors.try(() => requireString(body, 'warehouseCode'));
    const locationCode = errors.try(() => requireString(body, 'locationCode'));
    const quantity = errors.try(() => {
      if (body.quantity === undefined || body.quantity === null) throw problem.invalid('quantity', 'Validation.Required', "'quantity' is required.");
      return readDecimal(body.quantity, 'quantity');
    });
    const type = errors.try(() =>
      body.transactionType === undefined || body.transactionType === null
        ? 'Adjustment'
        : readEnum(body.transactionType, enums.transactionType, 'transactionType'),
    );
    const batchNumber = errors.try(() => readString(body, 'batchNumber', { max: 50 }));
    const serialNumber = errors.try(() => readString(body, 'serialNumber', { max: 100 }));
    const notes = errors.try(() => readString(body, 'notes', { max: 1000 }));
    errors.throwIfAny();
    if (!itemNumber || !warehouseCode || !locationCode || !quantity || !type) throw new Error('unreachable');

    const item = itemByKey(store, itemNumber, 'itemNumber');
    const warehouse = warehouseByCode(store, warehouseCode, 'warehouseCode');
    const location = locationIn(warehouse, locationCode, 'locationCode');
    if (type !== 'Adjustment' && type !== 'Scrap') {
      throw problem.invalid(
        'transactionType',
        'InventoryAdjustment.TransactionTypeNotAllowed',
        `${type} movements cannot be posted as adjustments; use Adjustment or Scrap.`,
      );
    }
    if (quantity.isZero()) throw problem.invalid('quantity', 'InventoryAdjustment.ZeroQuantity', 'An adjustment of zero changes nothing and is rejected.');
    checkDecimalPlaces(quantity, item.decimalPlaces, 'quantity', item.itemNumber);
    if (type === 'Scrap' && quantity.gt(0))
      throw problem.invalid('quantity', 'InventoryAdjustment.ScrapRequiresNegativeQuantity', 'Scrap removes stock: the quantity must be negative.');

    if (item.trackingType === 'Batch') {
      if (!batchNumber)
        throw problem.invalid('batchNumber', 'InventoryAdjustment.BatchRequired', `Item ${item.itemNumber} is batch-tracked: batchNumber is required.`);
      if (!store.batches.has(batchKey(item.itemNumber, batchNumber)))
        throw problem.invalid('batchNumber', 'Batch.NotFound', `Batch '${batchNumber}' does not exist for item ${item.itemNumber}.`);
    } else if (batchNumber) {
      throw problem.invalid('batchNumber', 'InventoryAdjustment.NotBatchTracked', `Item ${item.itemNumber} is not batch-tracked; omit batchNumber.`);
    }
    if (item.trackingType === 'Serial') {
      if (!serialNumber)
        throw problem.invalid('serialNumber', 'InventoryAdjustment.SerialRequired', `Item ${item.itemNumber} is serial-tracked: serialNumber is required.`);
      if (!quantity.abs().eq(1))
        throw problem.invalid('quantity', 'InventoryAdjustment.SerialQuantity', 'A serial number is adjusted one unit at a time: quantity must be 1 or -1.');
      if (quantity.gt(0) && serialInStock(store, item.itemNumber, serialNumber)) {
        throw problem.conflict('Inventory.SerialAlreadyInStock', `Serial number ${serialNumber} is already in stock.`, 'serialNumber');
      }
    } else if (serialNumber) {
      throw problem.invalid('serialNumber', 'InventoryAdjustment.NotSerialTracked', `Item ${item.itemNumber} is not serial-tracked; omit serialNumber.`);
    }

    const target = { itemNumber: item.itemNumber, warehouseCode: warehouse.code, locationCode: location, batchNumber, serialNumber };
    if (quantity.lt(0)) {
      const current = new Decimal(findRow(store, target)?.quantity ?? 0);
      if (current.lte(0)) {
        throw problem.conflict(
          'Inventory.NoStockAtLocation',
          `There is no stock of ${item.itemNumber}${batchNumber ? ` batch ${batchNumber}` : ''}${serialNumber ? ` serial ${serialNumber}` : ''} at ${warehouse.code}/${location}.`,
          'quantity',
        );
      }
      if (current.plus(quantity).lt(0)) {
        throw problem.conflict(
          'Inventory.InsufficientStock',
          `Only ${qty(current)} on hand at ${warehouse.code}/${location}; cannot remove ${qty(quantity.negated())}.`,
          'quantity',
        );
      }
    }
    const t = book(store, { ...target, quantity, transactionType: type, notes, at: now });
    const dto = transactionDto(t, base);
    return {
      status: 201,
      body: dto,
      location: dto.links.self,
      resourceRef: `inventory/transactions/${t.transactionId}`,
      effect: `${type} ${t.quantity} ${item.itemNumber} at ${warehouse.code}/${location}`,
    };
  });
}
