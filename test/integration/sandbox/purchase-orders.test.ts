import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, firstItem, start, stockRows, type Client, type Body } from './helpers';

let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

/** A purchasable item of the given tracking type and its primary (active) supplier. */
async function purchasable(trackingType: string, accept: (i: Body) => boolean = () => true) {
  const suppliers = new Map((await api.get('/suppliers?pageSize=200')).body.items.map((s: Body) => [s.supplierNumber, s]));
  return firstItem(
    api,
    `trackingType=${trackingType}&isActive=true`,
    (i) => i.primarySupplierNumber && (suppliers.get(i.primarySupplierNumber) as Body)?.isActive && accept(i),
  );
}

async function createOrder(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}, supplierNumber?: string) {
  const res = await api.post('/purchase-orders', { supplierNumber: supplierNumber ?? extra.supplierNumber, ...extra, lines });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function sentOrder(item: Body, quantity: number | string) {
  const po = await createOrder([{ itemNumber: item.itemNumber, quantity }], {}, item.primarySupplierNumber);
  expect((await api.post(`/purchase-orders/${po.orderNumber}/send`)).status).toBe(200);
  return po;
}

describe('purchase orders: reads', () => {
  it('lists every state, drafts included, newest order date first', async () => {
    const all: Body[] = [];
    for (let page = 1; page <= 1; page++) all.push(...(await api.get(`/purchase-orders?pageSize=200&page=${page}`)).body.items);
    expect(all.length).toBe(60);
    expect(new Set(all.map((p) => p.status))).toEqual(
      new Set(['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived', 'Received', 'Closed', 'Cancelled']),
    );
    const dates = all.map((p) => p.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all[0]).toMatchObject({ lineCount: expect.any(Number), totalAmount: expect.stringMatching(/^\d+\.\d{2}$/) });
  });

  it('filters by status, supplier, order date range and search', async () => {
    const sample = (await api.get('/purchase-orders?pageSize=200')).body.items[10];
    const bySupplier = await api.get(`/purchase-orders?supplierNumber=${sample.supplierNumber}&pageSize=200`);
    expect(bySupplier.body.items.every((p: Body) => p.supplierNumber === sample.supplierNumber)).toBe(true);
    const range = await api.get(`/purchase-orders?orderDateFrom=${sample.orderDate}&orderDateTo=${sample.orderDate}&pageSize=200`);
    expect(range.body.items.map((p: Body) => p.orderNumber)).toContain(sample.orderNumber);
    expect(range.body.items.every((p: Body) => p.orderDate === sample.orderDate)).toBe(true);
    expect((await api.get(`/purchase-orders?search=${sample.orderNumber.toLowerCase()}`)).body.items[0].orderNumber).toBe(sample.orderNumber);
    expect((await api.get('/purchase-orders?orderDateFrom=2025-13-01')).status).toBe(400);
  });

  it('reads the detail with lines and the agreed line fields', async () => {
    const received = (await api.get('/purchase-orders?status=PartiallyReceived&pageSize=1')).body.items[0];
    const detail = (await api.get(`/purchase-orders/${received.orderNumber}`)).body;
    expect(detail).toMatchObject({
      warehouseName: expect.any(String),
      paymentTermName: expect.any(String),
      sentAt: expect.any(String),
      confirmedAt: expect.any(String),
    });
    const line = detail.lines[0];
    expect(Object.keys(line).sort()).toEqual(
      [
        'description',
        'expectedDate',
        'itemName',
        'itemNumber',
        'lineNumber',
        'lineTotal',
        'promisedDate',
        'quantity',
        'receivedQuantity',
        'remainingQuantity',
        'status',
        'trackingType',
        'unit',
        'unitPrice',
      ].sort(),
    );
    expect(Number(line.receivedQuantity)).toBeGreaterThan(0);
    expect(Number(line.remainingQuantity)).toBe(Number(line.quantity) - Number(line.receivedQuantity));
    expect((await api.get('/purchase-orders/PO-0')).body.errors[0].code).toBe('PurchaseOrder.NotFound');
  });
});

describe('purchase orders: create', () => {
  it('creates a Draft with supplier prices, base units, default dates and Location', async () => {
    const item = await purchasable('None');
    const supplierItems = (await api.get(`/suppliers/${item.primarySupplierNumber}/items?itemNumber=${item.itemNumber}`)).body.items;
    const po = await createOrder([{ itemNumber: item.itemNumber, quantity: '10' }], { supplierReference: 'Q-778' }, item.primarySupplierNumber);
    expect(po).toMatchObject({ status: 'Draft', supplierReference: 'Q-778', sentAt: null, lineCount: 1 });
    expect(po.lines[0]).toMatchObject({
      unit: item.baseUnitCode,
      unitPrice: supplierItems[0].unitPrice,
      quantity: '10',
      receivedQuantity: '0',
      remainingQuantity: '10',
      status: 'Open',
    });
    expect(po.lines[0].expectedDate).toBe(po.expectedDeliveryDate);
    expect(po.expectedDeliveryDate > po.orderDate).toBe(true);
    expect(Number(po.totalAmount)).toBeCloseTo(Number(po.lines[0].lineTotal), 2);
    const read = await api.get(po.links.self);
    expect(read.body).toEqual(po);
  });

  it('is atomic: one rejected line creates nothing and every line error names its field', async () => {
    const item = await purchasable('None');
    const before = (await api.get('/purchase-orders?pageSize=1')).body.totalCount;
    const res = await api.post('/purchase-orders', {
      supplierNumber: item.primarySupplierNumber,
      lines: [
        { itemNumber: item.itemNumber, quantity: 5 },
        { itemNumber: 'FV-00000', quantity: 1 },
        { itemNumber: item.itemNumber, quantity: '1,5' },
        { itemNumber: item.itemNumber, quantity: 0 },
        { itemNumber: item.itemNumber, quantity: 1, unitPrice: -3 },
      ],
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['lines[1].itemNumber', 'lines[2].quantity', 'lines[3].quantity', 'lines[4].unitPrice']);
    expect(codes(res)).toContain('Item.NotFound');
    expect((await api.get('/purchase-orders?pageSize=1')).body.totalCount).toBe(before);
  });

  it('rejects unknown supplier, codes, a decimal quantity for a whole-unit item, and a number in use', async () => {
    const item = await purchasable('None', (i) => i.decimalPlaces === 0);
    const unknown = await api.post('/purchase-orders', { supplierNumber: 'S0000', lines: [] });
    expect(codes(unknown)).toEqual(['Supplier.NotFound']);
    const badCodes = await api.post('/purchase-orders', {
      supplierNumber: item.primarySupplierNumber,
      warehouseCode: 'XXX',
      paymentTermCode: 'NET1',
      currencyCode: 'ABC',
      lines: [{ itemNumber: item.itemNumber, quantity: '2.5' }],
    });
    expect(fields(badCodes).sort()).toEqual(['currencyCode', 'lines[0].quantity', 'paymentTermCode', 'warehouseCode']);
    expect((await api.post('/purchase-orders', { supplierNumber: item.primarySupplierNumber, orderNumber: 'PO-CUSTOM-1', lines: [] })).status).toBe(201);
    const taken = await api.post('/purchase-orders', { supplierNumber: item.primarySupplierNumber, orderNumber: 'PO-CUSTOM-1', lines: [] });
    expect(taken.status).toBe(409);
    expect(codes(taken)).toEqual(['PurchaseOrder.NumberInUse']);
  });

  it('needs a unit when the item has none', async () => {
    const noUnit = await purchasable('None', (i) => i.baseUnitCode === null);
    const res = await api.post('/purchase-orders', { supplierNumber: noUnit.primarySupplierNumber, lines: [{ itemNumber: noUnit.itemNumber, quantity: 1 }] });
    expect(codes(res)).toEqual(['PurchaseOrderLine.UnitRequired']);
    expect(fields(res)).toEqual(['lines[0].unit']);
  });
});

describe('purchase orders: send, confirm, close', () => {
  it('sends from Draft only, emailing the supplier when asked', async () => {
    const item = await purchasable('None');
    const supplier = (await api.get(`/suppliers/${item.primarySupplierNumber}`)).body;
    const po = await createOrder([{ itemNumber: item.itemNumber, quantity: 4 }], {}, item.primarySupplierNumber);
    const sent = await api.post(`/purchase-orders/${po.orderNumber}/send`, { sendEmail: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'Sent', emailSentTo: supplier.email, sentAt: expect.any(String) });
    const again = await api.post(`/purchase-orders/${po.orderNumber}/send`);
    expect(again.status).toBe(409);
    expect(codes(again)).toEqual(['PurchaseOrder.InvalidStatus']);
    expect(codes(await api.post(`/purchase-orders/${po.orderNumber}/send`, { sendEmail: 'yes' }))).toEqual(['Validation.InvalidBoolean']);
  });

  it('refuses to email a supplier without an address', async () => {
    const suppliers = (await api.get('/suppliers?isActive=true&pageSize=200')).body.items;
    const noEmail = suppliers.find((s: Body) => s.email === null);
    const [si] = (await api.get(`/suppliers/${noEmail.supplierNumber}/items?pageSize=1`)).body.items;
    const po = await createOrder([{ itemNumber: si.itemNumber, quantity: 1 }], {}, noEmail.supplierNumber);
    const res = await api.post(`/purchase-orders/${po.orderNumber}/send`, { sendEmail: true });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['Supplier.NoEmail']);
  });

  it('moves Sent to PartiallyConfirmed when some lines get a promised date, then confirms', async () => {
    const item = await purchasable('None');
    const po = await createOrder(
      [
        { itemNumber: item.itemNumber, quantity: 2 },
        { itemNumber: item.itemNumber, quantity: 3 },
      ],
      {},
      item.primarySupplierNumber,
    );
    expect((await api.post(`/purchase-orders/${po.orderNumber}/confirm`)).status).toBe(409);
    await api.post(`/purchase-orders/${po.orderNumber}/send`);
    const partial = await api.patch(`/purchase-orders/${po.orderNumber}/lines/1`, { promisedDate: '2030-01-15' });
    expect(partial.body.status).toBe('PartiallyConfirmed');
    const confirmed = await api.post(`/purchase-orders/${po.orderNumber}/confirm`, { promisedDeliveryDate: '2030-01-20' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'Confirmed', promisedDeliveryDate: '2030-01-20', confirmedAt: expect.any(String) });
    expect(confirmed.body.lines.map((l: Body) => l.promisedDate)).toEqual(['2030-01-15', '2030-01-20']);
  });

  it('closes an open order so the remainder is no longer expected', async () => {
    const item = await purchasable('None', (i) => i.decimalPlaces === 0);
    const po = await sentOrder(item, 10);
    await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 4 });
    const closed = await api.post(`/purchase-orders/${po.orderNumber}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'Closed', closedAt: expect.any(String) });
    expect(closed.body.lines[0]).toMatchObject({ status: 'Closed', receivedQuantity: '4', remainingQuantity: '0' });
    expect((await api.post(`/purchase-orders/${po.orderNumber}/close`)).status).toBe(409);
    expect((await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 1 })).status).toBe(409);
    expect((await api.patch(`/purchase-orders/${po.orderNumber}`, { supplierReference: 'late' })).status).toBe(409);
  });
});

describe('purchase orders: receive', () => {
  it('books stock partially then fully, writing a Receipt transaction each time', async () => {
    const item = await purchasable('None', (i) => i.decimalPlaces === 0);
    const po = await sentOrder(item, 10);
    const warehouse = (await api.get(`/reference/warehouses/${po.warehouseCode}`)).body;
    const onHand = async () => Number((await api.get(`/items/${item.itemNumber}/availability?warehouseCode=${po.warehouseCode}`)).body.totalQuantityOnHand);
    const start0 = await onHand();

    const first = await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 4 });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('PartiallyReceived');
    expect(first.body.lines[0]).toMatchObject({ status: 'PartiallyReceived', receivedQuantity: '4', remainingQuantity: '6' });
    expect(await onHand()).toBe(start0 + 4);
    const txId = first.headers['x-transaction-id'] as string;
    const tx = (await api.get(`/inventory/transactions/${txId}`)).body;
    expect(tx).toMatchObject({
      transactionType: 'Receipt',
      quantity: '4',
      referenceType: 'PurchaseOrder',
      referenceId: po.orderNumber,
      locationCode: warehouse.defaultLocationCode,
    });

    const over = await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 7 });
    expect(over.status).toBe(400);
    expect(codes(over)).toEqual(['PurchaseOrderLine.OverReceipt']);
    expect(fields(over)).toEqual(['quantity']);

    const location = warehouse.locations.find((l: Body) => l.zone === 'A').locationCode;
    const second = await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 6, locationCode: location });
    expect(second.body.status).toBe('Received');
    expect(second.body.lines[0]).toMatchObject({ status: 'Received', remainingQuantity: '0' });
    expect(await onHand()).toBe(start0 + 10);
    expect((await stockRows(api, item.itemNumber, po.warehouseCode)).some((r) => r.locationCode === location)).toBe(true);
    expect((await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 1 })).status).toBe(409);
  });

  it('books exactly once when the same receipt is retried with its key', async () => {
    const item = await purchasable('None', (i) => i.decimalPlaces === 0);
    const po = await sentOrder(item, 5);
    const path = `/purchase-orders/${po.orderNumber}/lines/1/receive`;
    const first = await api.post(path, { quantity: 2 }, { key: `rcv-${po.orderNumber}` });
    const retry = await api.post(path, { quantity: 2 }, { key: `rcv-${po.orderNumber}` });
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const receipts = (await api.get(`/inventory/transactions?itemNumber=${item.itemNumber}&transactionType=Receipt&pageSize=200`)).body.items.filter(
      (t: Body) => t.referenceId === po.orderNumber,
    );
    expect(receipts).toHaveLength(1);
    expect(sb.ledger.entries({ path: `/preview${path}` })).toHaveLength(1);
  });

  it('refuses to receive a Draft and validates the location', async () => {
    const item = await purchasable('None');
    const po = await createOrder([{ itemNumber: item.itemNumber, quantity: 5 }], {}, item.primarySupplierNumber);
    expect(codes(await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 1 }))).toEqual(['PurchaseOrder.InvalidStatus']);
    await api.post(`/purchase-orders/${po.orderNumber}/send`);
    expect(codes(await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 1, locationCode: 'Q-77' }))).toEqual([
      'WarehouseLocation.NotFound',
    ]);
    expect((await api.post(`/purchase-orders/${po.orderNumber}/lines/9/receive`, { quantity: 1 })).status).toBe(404);
  });

  it('needs batch number and expiry for batch-tracked items and creates the batch', async () => {
    const item = await purchasable('Batch', (i) => i.decimalPlaces === 0);
    const po = await sentOrder(item, 8);
    const path = `/purchase-orders/${po.orderNumber}/lines/1/receive`;
    const missing = await api.post(path, { quantity: 8 });
    expect(fields(missing).sort()).toEqual(['batchNumber', 'expiryDate']);
    const ok = await api.post(path, { quantity: 8, batchNumber: `NEW-${po.orderNumber}`, expiryDate: '2031-06-30' });
    expect(ok.status).toBe(200);
    const batch = (await api.get(`/inventory/batches?batchNumber=NEW-${po.orderNumber}`)).body.items[0];
    expect(batch).toMatchObject({ itemNumber: item.itemNumber, expiryDate: '2031-06-30', quantityOnHand: '8', isPickable: true });
  });

  it('needs exactly quantity unique serial numbers not already in stock for serial-tracked items', async () => {
    const item = await purchasable('Serial');
    const po = await sentOrder(item, 2);
    const path = `/purchase-orders/${po.orderNumber}/lines/1/receive`;
    expect(codes(await api.post(path, { quantity: 2, serialNumbers: ['A1'] }))).toEqual(['PurchaseOrderLine.SerialNumbersMismatch']);
    expect(codes(await api.post(path, { quantity: 2, serialNumbers: ['A1', 'A1'] }))).toEqual(['PurchaseOrderLine.DuplicateSerialNumber']);
    const existing = (await stockRows(api, item.itemNumber))[0];
    if (existing) expect(codes(await api.post(path, { quantity: 1, serialNumbers: [existing.serialNumber] }))).toEqual(['Inventory.SerialAlreadyInStock']);
    const ok = await api.post(path, { quantity: 2, serialNumbers: [`${po.orderNumber}-1`, `${po.orderNumber}-2`] });
    expect(ok.status).toBe(200);
    expect((ok.headers['x-transaction-id'] as string).split(',')).toHaveLength(2);
    const rows = (await stockRows(api, item.itemNumber)).filter((r) => r.serialNumber?.startsWith(po.orderNumber));
    expect(rows.map((r) => r.quantityOnHand)).toEqual(['1', '1']);
  });
});

describe('purchase orders: line patch', () => {
  it('keeps quantity at or above what was received', async () => {
    const item = await purchasable('None', (i) => i.decimalPlaces === 0);
    const po = await sentOrder(item, 10);
    await api.post(`/purchase-orders/${po.orderNumber}/lines/1/receive`, { quantity: 6 });
    const below = await api.patch(`/purchase-orders/${po.orderNumber}/lines/1`, { quantity: 5 });
    expect(codes(below)).toEqual(['PurchaseOrderLine.QuantityBelowReceived']);
    const down = await api.patch(`/purchase-orders/${po.orderNumber}/lines/1`, { quantity: 6, unitPrice: '12.5' });
    expect(down.status).toBe(200);
    expect(down.body.lines[0]).toMatchObject({ status: 'Received', remainingQuantity: '0', unitPrice: '12.50', lineTotal: '75.00' });
    expect(down.body.status).toBe('Received');
  });
});
