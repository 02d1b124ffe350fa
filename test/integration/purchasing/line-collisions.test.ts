import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/shared/contract/purchasing';
import { newOperationId, purchasable, startPurchasing, type PurchasingHarness } from './support';

/**
 * Two buyers edit the same purchase order from two app instances against one ERP. Each sends only
 * the fields it changed with the values it started from; main re-reads the order before writing.
 */
let alice: PurchasingHarness;
let bob: PurchasingHarness;
beforeAll(async () => {
  [alice, bob] = await Promise.all([startPurchasing(), startPurchasing()]);
});
afterAll(async () => Promise.all([alice?.core.close(), bob?.core.close()]));

async function sentOrder(): Promise<OrderDetail> {
  const { itemNumber, supplierNumber } = await purchasable('None');
  const draft = await alice.call<OrderDetail>('purchasing.create', {
    operationId: newOperationId(),
    supplierNumber,
    warehouseCode: 'OSL',
    lines: [{ itemNumber, quantity: '10' }],
  });
  return alice.call<OrderDetail>('purchasing.send', { operationId: newOperationId(), orderNumber: draft.orderNumber });
}

describe('two buyers editing the same order', () => {
  it('keeps both changes when they changed different fields of a line', async () => {
    const order = await sentOrder();
    const line = order.lines[0]!;
    await alice.call('purchasing.editLines', {
      orderNumber: order.orderNumber,
      lines: [{ lineNumber: 1, expectedDate: '2031-03-01', was: { expectedDate: line.expectedDate } }],
    });
    const after = await bob.call<OrderDetail>('purchasing.editLines', {
      orderNumber: order.orderNumber,
      lines: [{ lineNumber: 1, quantity: '14', was: { quantity: line.quantity } }],
    });
    expect(after.lines[0]).toMatchObject({ quantity: '14', expectedDate: '2031-03-01' });
  });

  it('tells the second buyer who changed the same field, writes nothing, and takes their choice once told', async () => {
    const order = await sentOrder();
    const was = { quantity: order.lines[0]!.quantity };
    await alice.call('purchasing.editLines', { orderNumber: order.orderNumber, lines: [{ lineNumber: 1, quantity: '12', was }] });

    const refused = await bob.raw('purchasing.editLines', { orderNumber: order.orderNumber, lines: [{ lineNumber: 1, quantity: '15', was }] });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'PurchaseOrder.Modified' } });
    expect(refused.ok || refused.error.detail).toContain('line 1 quantity');
    const untouched = await bob.call<OrderDetail>('purchasing.order', { orderNumber: order.orderNumber });
    expect(untouched.lines[0]!.quantity).toBe('12');

    // Bob saw Alice's 12 beside his 15 and chose his own: sent against what he was shown.
    const mine = await bob.call<OrderDetail>('purchasing.editLines', {
      orderNumber: order.orderNumber,
      lines: [{ lineNumber: 1, quantity: '15', was: { quantity: '12' } }],
    });
    expect(mine.lines[0]!.quantity).toBe('15');
  });

  it('is no collision when both set the same value', async () => {
    const order = await sentOrder();
    const was = { promisedDate: order.lines[0]!.promisedDate };
    await alice.call('purchasing.editLines', { orderNumber: order.orderNumber, lines: [{ lineNumber: 1, promisedDate: '2031-04-01', was }] });
    const same = await bob.call<OrderDetail>('purchasing.editLines', {
      orderNumber: order.orderNumber,
      lines: [{ lineNumber: 1, promisedDate: '2031-04-01', was }],
    });
    expect(same.lines[0]!.promisedDate).toBe('2031-04-01');
  });
});
