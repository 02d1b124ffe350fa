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

/** A complete answer set of the demo awning FV-80001: 4.0 × 2.5 m cassette, motor with wind sensor, grey, valance, 5-channel remote. */
export const AWNING_VALUES = [
  { featureCode: 'WIDTH', number: '4000' },
  { featureCode: 'PROJECTION', number: '2500' },
  { featureCode: 'FRAME', optionCode: 'CASSETTE' },
  { featureCode: 'DRIVE', optionCode: 'MOTOR_WIND' },
  { featureCode: 'COLOUR', optionCode: 'GREY' },
  { featureCode: 'VALANCE', boolean: true },
  { featureCode: 'REMOTE', itemNumber: 'FV-81004' },
];

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
    /**
     * A fresh ticket of the customer of a delivered order with a serial-numbered line still
     * returnable (the seed has one unit: whoever only looks at it cancels their return after).
     */
    async serialReturnCase(): Promise<{ ticketNumber: string; orderNumber: string; itemNumber: string }> {
      const serial = new Set(items.filter((i) => i.trackingType === 'Serial').map((i) => i.itemNumber));
      const orders = (await get('/orders?pageSize=200')) as { items: { orderNumber: string; customerNumber: string; deliveryStatus: string }[] };
      for (const o of orders.items.filter((x) => x.deliveryStatus !== 'NotDelivered')) {
        const detail = (await get(`/orders/${o.orderNumber}`)) as { lines: { itemNumber: string; deliveredQuantity: string }[] };
        const line = detail.lines.find((l) => serial.has(l.itemNumber) && l.deliveredQuantity !== '0');
        if (!line) continue;
        const ticket = (await post('/tickets', {
          title: 'Unit sent back',
          description: 'Raised by the end-to-end test.',
          customerNumber: o.customerNumber,
        })) as { ticketNumber: string };
        return { ticketNumber: ticket.ticketNumber, orderNumber: o.orderNumber, itemNumber: line.itemNumber };
      }
      throw new Error('No delivered serial-numbered order line');
    },
    /** A confirmed order of one supplier, ready to receive. */
    async confirmedOrder(supplierNumber: string, lines: { itemNumber: string; quantity: string }[]): Promise<string> {
      const po = (await post('/purchase-orders', { supplierNumber, warehouseCode: 'OSL', lines })) as { orderNumber: string };
      await post(`/purchase-orders/${po.orderNumber}/send`);
      await post(`/purchase-orders/${po.orderNumber}/confirm`);
      return po.orderNumber;
    },
  };
}
