import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors';
import { useSandbox } from './sandbox';

/** A server without the optional cancel calls (docs/api-assumptions.md 73), over real HTTP. */
const { sandbox, client } = useSandbox({ scale: 1, leaveOut: ['inventory-count.cancel', 'purchase-order.cancel'] });

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as AppError);

describe('an ERP that lacks the cancel calls', () => {
  it('turns the missing route into notOffered, remembers it and stops sending the call', async () => {
    const erp = await client();
    const count = await erp.preview.inventoryCounts.create({ type: 'Full', warehouseCode: 'TRD' });
    const error = await failure(erp.preview.inventoryCounts.cancel(count.countNumber));
    expect(error).toBeInstanceOf(AppError);
    expect(error!.data).toMatchObject({ kind: 'notOffered', code: 'Operation.NotOffered', title: 'This ERP does not offer cancelling counts.' });
    expect(erp.preview.inventoryCounts.cancelOffer()).toEqual({ offered: false, reason: 'This ERP does not offer cancelling counts.' });
    const path = `/preview/inventory/counts/${count.countNumber}/cancel`;
    const before = sandbox().ledger.entries({ pathPrefix: path }).length;
    expect((await failure(erp.preview.inventoryCounts.cancel(count.countNumber)))!.kind).toBe('notOffered');
    expect(sandbox().ledger.entries({ pathPrefix: path })).toHaveLength(before);
    // Other calls are unaffected, and the count is untouched.
    expect((await erp.preview.inventoryCounts.get(count.countNumber)).status).toBe('Draft');
    expect(erp.preview.purchaseOrders.cancelOffer().offered).toBeNull();
  });

  it('still reports a record that does not exist as not found on a server that has the route', async () => {
    const erp = await client();
    const missing = await failure(erp.preview.purchaseOrders.get('PO-0'));
    expect(missing!.data).toMatchObject({ kind: 'notFound', code: 'PurchaseOrder.NotFound' });
    const po = (await erp.preview.purchaseOrders.list({ status: 'Draft' }, { pageSize: 1 })).items[0]!;
    expect((await failure(erp.preview.purchaseOrders.cancel(po.orderNumber)))!.data.title).toBe('This ERP does not offer cancelling purchase orders.');
  });
});
