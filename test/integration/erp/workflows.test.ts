import { beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { collect } from '../../../src/main/erp/paging';
import { useSandbox } from './sandbox';
import { plainStockTarget } from './targets';

const { sandbox, client } = useSandbox({ scale: 1 });

let erp: ErpClient;
let target: Awaited<ReturnType<typeof plainStockTarget>>;
beforeAll(async () => {
  erp = await client();
  target = await plainStockTarget(erp);
});

/** The sandbox plays the warehouse app: counting happens there, not through /preview. */
async function completeCount(countNumber: string): Promise<void> {
  const res = await fetch(`${sandbox().controlUrl}/counts/${countNumber}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fill: 'seeded' }),
  });
  expect(res.status).toBe(200);
}

describe('purchase order lifecycle', () => {
  it('creates, sends, confirms, receives in part and closes an order', async () => {
    const supplier = (await erp.preview.suppliers.list({ isActive: true }, { pageSize: 1 })).items[0]!;
    const created = await erp.preview.purchaseOrders.create({
      supplierNumber: supplier.supplierNumber,
      warehouseCode: target.warehouseCode,
      lines: [{ itemNumber: target.itemNumber, quantity: '10' }],
    });
    expect(created).toMatchObject({ status: 'Draft', lineCount: 1 });
    expect(created.lines[0]).toMatchObject({ lineNumber: 1, quantity: '10', receivedQuantity: '0', remainingQuantity: '10', trackingType: 'None' });
    expect(created.createdDate).toMatch(/Z$/);

    const sent = await erp.preview.purchaseOrders.send(created.orderNumber);
    expect(sent.status).toBe('Sent');
    const confirmed = await erp.preview.purchaseOrders.confirm(created.orderNumber, { promisedDeliveryDate: '2030-01-15' });
    expect(confirmed).toMatchObject({ status: 'Confirmed', promisedDeliveryDate: '2030-01-15' });

    const received = await erp.preview.purchaseOrders.receiveLine(created.orderNumber, 1, { quantity: '4', locationCode: target.locationCode });
    expect(received.order.status).toBe('PartiallyReceived');
    expect(received.order.lines[0]).toMatchObject({ receivedQuantity: '4', remainingQuantity: '6' });
    expect(received.transactionIds).toHaveLength(1);
    const tx = await erp.preview.inventoryTransactions.get(received.transactionIds[0]!);
    expect(tx).toMatchObject({ transactionType: 'Receipt', quantity: '4', itemNumber: target.itemNumber });

    const over = await erp.preview.purchaseOrders.receiveLine(created.orderNumber, 1, { quantity: '7' }).catch((e: unknown) => e);
    expect(over).toMatchObject({
      data: { kind: 'validation', code: 'PurchaseOrderLine.OverReceipt', fieldErrors: [expect.objectContaining({ field: 'quantity' })] },
    });

    const closed = await erp.preview.purchaseOrders.close(created.orderNumber);
    expect(closed.status).toBe('Closed');
    const listed = await collect(erp.preview.purchaseOrders.all({ supplierNumber: supplier.supplierNumber }));
    expect(listed.find((p) => p.orderNumber === created.orderNumber)?.status).toBe('Closed');
  });

  it('reports a rejected line by its path in the body', async () => {
    const supplier = (await erp.preview.suppliers.list({ isActive: true }, { pageSize: 1 })).items[0]!;
    const error = await erp.preview.purchaseOrders
      .create({
        supplierNumber: supplier.supplierNumber,
        lines: [
          { itemNumber: target.itemNumber, quantity: '1' },
          { itemNumber: 'NO-SUCH', quantity: '1' },
        ],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      data: { kind: 'validation', status: 400, fieldErrors: [expect.objectContaining({ field: 'lines[1].itemNumber', code: 'Item.NotFound' })] },
    });
  });
});

describe('inventory count lifecycle', () => {
  it('creates a count, refuses to apply it before completion, then applies it', async () => {
    const count = await erp.preview.inventoryCounts.create({
      type: 'Impulse',
      warehouseCode: target.warehouseCode,
      itemNumber: target.itemNumber,
      autoStart: true,
    });
    expect(count).toMatchObject({ status: 'InProgress', type: 'Impulse' });
    expect(count.lines.length).toBeGreaterThan(0);
    expect(count.lines[0]!.expectedQuantity).toBeNull(); // blind by default while counting

    const early = await erp.preview.inventoryCounts.apply(count.countNumber).catch((e: unknown) => e);
    expect(early).toMatchObject({ data: { kind: 'conflict', code: 'InventoryCount.NotCompleted' } });

    await completeCount(count.countNumber);
    const detail = await erp.preview.inventoryCounts.get(count.countNumber);
    expect(detail.status).toBe('Completed');
    expect(detail.lines[0]!.expectedQuantity).not.toBeNull();

    const applied = await erp.preview.inventoryCounts.apply(count.countNumber);
    expect(applied.count.status).toBe('Applied');
    expect(applied.count.appliedAt).toMatch(/Z$/);
    const variances = detail.lines.filter((l) => l.varianceQuantity !== null && Number(l.varianceQuantity) !== 0).length;
    expect(applied.transactionIds).toHaveLength(variances);
  });

  it('turns an empty count into InventoryCount.NoLinesGenerated', async () => {
    const error = await erp.preview.inventoryCounts
      .create({ type: 'Location', warehouseCode: target.warehouseCode, locationCodeFilter: 'NOPE' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { status: 400 } });
    expect((error as { data: { codes: string[] } }).data.codes.some((c) => /NoLinesGenerated|NotFound/.test(c))).toBe(true);
  });
});

describe('channels and customers', () => {
  it('reads channels, one channel with its ETag, and its publications', async () => {
    const channels = await erp.preview.channels.list();
    const code = channels.items[0]!.channelCode;
    const one = await erp.preview.channels.get(code);
    expect(one.channelCode).toBe(code);
    const publications = await erp.preview.channels.items(code, {}, { pageSize: 5 });
    expect(publications.items.every((p) => p.channelCode === code)).toBe(true);
  });

  it('creates a customer and reads it back', async () => {
    const created = await erp.preview.customers.create({ name: 'Integration Test AS', countryCode: 'NO', invoiceEmail: 'ap@example.com' });
    expect(created).toMatchObject({ name: 'Integration Test AS', isActive: true });
    expect(created.createdDate).toMatch(/Z$/);
    const again = await erp.preview.customers.get(created.customerNumber);
    expect(again.customerNumber).toBe(created.customerNumber);
    const found = await erp.preview.customers.list({ search: 'Integration Test' });
    expect(found.items.some((c) => c.customerNumber === created.customerNumber)).toBe(true);
  });
});

describe('/ecom', () => {
  it('resolves a storefront domain, opens a session and lists channels with tenant and channel headers', async () => {
    const info = (await (await fetch(`${sandbox().controlUrl}/info`)).json()) as { channels: { code: string; storefrontDomain: string }[] };
    const resolved = await erp.ecom.session.resolve(info.channels[0]!.storefrontDomain);
    expect(resolved).toMatchObject({ tenantId: sandbox().tenantId, channelCode: info.channels[0]!.code });
    const channels = await erp.ecom.channels.list();
    expect(channels.map((c) => c.channelCode)).toContain(sandbox().channels[0]!.code);
    const session = await erp.ecom.session.current();
    expect(session.token.length).toBeGreaterThan(20);
    expect(session.isAuthenticated).toBe(false);
    expect(session.expiresAt).toMatch(/Z$/);
  });
});
