import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, start } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

async function draftOrder(api: ReturnType<typeof client>) {
  const supplier = (await api.get('/suppliers?isActive=true&pageSize=1')).body.items[0].supplierNumber;
  const [a, b] = (await api.get(`/suppliers/${supplier}/items?pageSize=2`)).body.items;
  const res = await api.post('/purchase-orders', {
    supplierNumber: supplier,
    lines: [
      { itemNumber: a.itemNumber, quantity: 12 },
      { itemNumber: (b ?? a).itemNumber, quantity: 6 },
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('weak ETags', () => {
  it.each([
    ['/items/FV-10001'],
    ['/customers/C10001'],
    ['/channels/B2B-NO'],
    ['/purchase-orders/PO-100001'],
    ['/inventory/counts/CNT-5001'],
    ['/suppliers/S2001'],
  ])('%s answers 304 with an empty body on If-None-Match', async (path) => {
    const api = client(sb);
    const first = await api.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await api.get(path, { 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await api.get(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('changes when only a nested line changes', async () => {
    const api = client(sb);
    const po = await draftOrder(api);
    const before = await api.get(`/purchase-orders/${po.orderNumber}`);
    const patched = await api.patch(`/purchase-orders/${po.orderNumber}/lines/2`, { description: 'Blue variant' });
    expect(patched.status).toBe(200);
    const after = await api.get(`/purchase-orders/${po.orderNumber}`, { 'if-none-match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.lines[1].description).toBe('Blue variant');
  });
});

describe('JSON Merge Patch on the purchase-order header', () => {
  it('changes present fields, clears with null, leaves the rest (merge-patch+json and plain JSON)', async () => {
    const api = client(sb);
    const po = await draftOrder(api);
    const set = await api.patch(`/purchase-orders/${po.orderNumber}`, { supplierReference: 'SR-1', externalNotes: 'Dock 3' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ supplierReference: 'SR-1', externalNotes: 'Dock 3', paymentTermCode: po.paymentTermCode });
    const cleared = await api.patch(`/purchase-orders/${po.orderNumber}`, { externalNotes: null }, { contentType: 'application/json' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ supplierReference: 'SR-1', externalNotes: null });
    expect(Date.parse(cleared.body.modifiedDate)).toBeGreaterThanOrEqual(Date.parse(po.modifiedDate));
  });

  it('rejects a field outside the contract naming it and listing the accepted ones', async () => {
    const api = client(sb);
    const po = await draftOrder(api);
    const res = await api.patch(`/purchase-orders/${po.orderNumber}`, { supplierReference: 'X', colour: 'red' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['colour']);
    expect(codes(res)).toEqual(['MergePatch.UnknownField']);
    expect(res.body.errors[0].detail).toContain('supplierReference');
    expect(res.body.acceptedFields).toContain('expectedDeliveryDate');
    expect((await api.get(`/purchase-orders/${po.orderNumber}`)).body.supplierReference).toBeNull();
  });

  it('validates values and refuses a non-object document', async () => {
    const api = client(sb);
    const po = await draftOrder(api);
    const badDate = await api.patch(`/purchase-orders/${po.orderNumber}`, { expectedDeliveryDate: '2025-02-30' });
    expect(badDate.status).toBe(400);
    expect(fields(badDate)).toEqual(['expectedDeliveryDate']);
    expect((await api.patch(`/purchase-orders/${po.orderNumber}`, '[]')).status).toBe(400);
    const badCode = await api.patch(`/purchase-orders/${po.orderNumber}`, { paymentTermCode: 'NET999' });
    expect(codes(badCode)).toEqual(['PaymentTerm.NotFound']);
  });

  it('the line endpoint ignores unknown fields', async () => {
    const api = client(sb);
    const po = await draftOrder(api);
    const res = await api.patch(`/purchase-orders/${po.orderNumber}/lines/1`, { quantity: '20', colour: 'red' });
    expect(res.status).toBe(200);
    expect(res.body.lines[0].quantity).toBe('20');
    expect(res.body.lines[0]).not.toHaveProperty('colour');
  });
});
