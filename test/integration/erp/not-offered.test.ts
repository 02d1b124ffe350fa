import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors';
import { useSandbox } from './sandbox';

/** A server without the optional cancel, content-page delete and home-page calls (docs/api-assumptions.md 73, 167), over real HTTP. */
const { sandbox, client } = useSandbox({
  scale: 1,
  leaveOut: ['inventory-count.cancel', 'purchase-order.cancel', 'content-page.delete', 'home-page.read', 'home-page.replace'],
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

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

  it('content pages: delete and the home page are found missing, named in words, and the rest of the group still works', async () => {
    const erp = await client();
    const pages = erp.preview.contentPages;
    const [page] = (await pages.list('B2C-NO', {}, { pageSize: 1 })).items;
    expect(page).toBeTruthy();
    expect(pages.removeOffer().offered).toBeNull();
    expect((await failure(pages.remove('B2C-NO', page!.slug)))!.data).toMatchObject({
      kind: 'notOffered',
      title: 'This ERP does not offer deleting content pages.',
    });
    expect(pages.removeOffer()).toEqual({ offered: false, reason: 'This ERP does not offer deleting content pages.' });
    expect((await failure(pages.homePage('B2C-NO')))!.data.title).toBe('This ERP does not offer reading the home page.');
    expect(pages.homePageOffer().offered).toBe(false);
    expect((await failure(pages.replaceHomePage('B2C-NO', { title: 'Home', config: { sections: [] } })))!.data.title).toBe(
      'This ERP does not offer changing the home page.',
    );
    // The page is still there, and the calls the description shows are unaffected.
    expect((await pages.get('B2C-NO', page!.slug)).slug).toBe(page!.slug);
  });
});
