import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The embedded sandbox seen through the ERP itself (the demo key), to set up what a test needs. */
export const sandboxOrigin = () => process.env.QM_SANDBOX_ORIGIN!;

export interface SandboxItem {
  itemNumber: string;
  trackingType: string;
  decimalPlaces: number;
  isActive: boolean;
  primarySupplierNumber: string | null;
  replenishmentType: string;
}

export async function sandboxErp(request: APIRequestContext, origin = sandboxOrigin()) {
  const info = (await (await request.get(`${origin}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  const headers = { 'x-api-key': info.apiKeys.all, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown = {}) => {
    const res = await request.post(`${origin}/preview${path}`, { headers: { ...headers, 'idempotency-key': randomUUID() }, data: body });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const get = async (path: string) => {
    const res = await request.get(`${origin}/preview${path}`, { headers });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const items = ((await (await request.get(`${origin}/preview/items?pageSize=200`, { headers })).json()) as { items: SandboxItem[] }).items;
  return {
    get,
    post,
    items,
    /** A confirmed order of one supplier, ready to receive. */
    async confirmedOrder(supplierNumber: string, lines: { itemNumber: string; quantity: string }[]): Promise<string> {
      const po = (await post('/purchase-orders', { supplierNumber, warehouseCode: 'OSL', lines })) as { orderNumber: string };
      await post(`/purchase-orders/${po.orderNumber}/send`);
      await post(`/purchase-orders/${po.orderNumber}/confirm`);
      return po.orderNumber;
    },
  };
}
