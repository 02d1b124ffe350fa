import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/shared/contract/purchasing';
import { newOperationId, purchasable, startPurchasing, type PurchasingHarness } from './support';

let h: PurchasingHarness;
beforeAll(async () => {
  h = await startPurchasing();
});
afterAll(async () => h?.core.close());

describe('cancelling a purchase order', () => {
  it('cancels a draft exactly once when the answer is lost and the cancel is repeated', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const draft = await h.call<OrderDetail>('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber,
      warehouseCode: 'OSL',
      lines: [{ itemNumber, quantity: '3' }],
    });
    expect(draft.cancelOffer).toEqual({ offered: null, reason: null });
    const path = `/preview/purchase-orders/${draft.orderNumber}/cancel`;
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: path, count: 1 }]);
    const operationId = newOperationId();
    await h.raw('purchasing.cancel', { operationId, orderNumber: draft.orderNumber });
    await h.clearFaults();
    const again = await h.call<OrderDetail>('purchasing.cancel', { operationId, orderNumber: draft.orderNumber });
    expect(again.status).toBe('Cancelled');
    expect(again.lines.every((l) => l.remainingQuantity === '0')).toBe(true);
    expect((await h.ledger({ pathPrefix: path })).filter((e) => e.status === 200)).toHaveLength(1);
  });

  // Send, confirm and close are pressed again by a user whose answer was lost: the dialog's
  // operation id is the key, so the ERP replays the first answer instead of refusing a second change.
  it.each([
    ['send', 'Draft', 'Sent'],
    ['confirm', 'Sent', 'Confirmed'],
    ['close', 'Confirmed', 'Closed'],
  ] as const)('%s pressed again after a lost answer changes the order once and answers as the first time', async (action, from, to) => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const draft = await h.call<OrderDetail>('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber,
      warehouseCode: 'OSL',
      lines: [{ itemNumber, quantity: '4' }],
    });
    if (from !== 'Draft') await h.call('purchasing.send', { operationId: newOperationId(), orderNumber: draft.orderNumber });
    if (from === 'Confirmed') await h.call('purchasing.confirm', { operationId: newOperationId(), orderNumber: draft.orderNumber });
    const path = `/preview/purchase-orders/${draft.orderNumber}/${action}`;
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: path, count: 1 }]);
    const operationId = newOperationId();
    await h.raw(`purchasing.${action}`, { operationId, orderNumber: draft.orderNumber });
    await h.clearFaults();
    const again = await h.call<OrderDetail>(`purchasing.${action}`, { operationId, orderNumber: draft.orderNumber });
    expect(again.status).toBe(to);
    expect((await h.ledger({ pathPrefix: path })).filter((e) => e.status === 200)).toHaveLength(1);
  });

  it('refuses an order with receipts with the ERP code', async () => {
    const partly = await h.orderIn('PartiallyReceived');
    const refused = await h.raw('purchasing.cancel', { operationId: newOperationId(), orderNumber: partly.orderNumber });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'PurchaseOrder.HasReceipts' } });
  });
});
