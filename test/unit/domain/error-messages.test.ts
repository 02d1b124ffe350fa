import { describe, expect, it } from 'vitest';
import { messageFor, messageForCode } from '../../../src/shared/domain/error-messages';

const base = { codes: [] as string[], title: 'Conflict' };

describe('error messages', () => {
  it('turns the named ERP codes into sentences', () => {
    for (const code of [
      'Inventory.InsufficientStock',
      'Inventory.NoStockAtLocation',
      'InventoryCount.NoLinesGenerated',
      'InventoryCount.NotCompleted',
      'PurchaseOrderLine.OverReceipt',
      'idempotencyKey.conflict',
      'Permission.Denied',
      'Item.NotFound',
      'Warehouse.NotFound',
      'WarehouseLocation.NotFound',
    ]) {
      expect(messageForCode(code), code).toMatch(/^[A-Z].*\.$/);
    }
    expect(messageForCode('Inventory.InsufficientStock')).toMatch(/not enough stock/);
  });

  it('without words about the case, uses a known code; else the ERP detail; else the kind', () => {
    expect(messageFor({ ...base, kind: 'conflict', codes: ['Unknown.Code', 'Inventory.InsufficientStock'] })).toMatch(/not enough stock/);
    expect(messageFor({ ...base, kind: 'conflict', codes: ['Unknown.Code'], detail: 'Order is locked.' })).toBe('Order is locked.');
    expect(messageFor({ ...base, kind: 'rateLimited' })).toMatch(/too many requests/);
  });

  it('names the missing scope', () => {
    expect(messageFor({ ...base, kind: 'forbidden', requiredScopes: ['inventory:write'] })).toBe('The connection is missing the permission inventory:write.');
  });

  it('matches codes case-insensitively', () => {
    expect(messageForCode('IDEMPOTENCYKEY.CONFLICT')).toMatch(/reused the key/);
  });
});
