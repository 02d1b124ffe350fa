import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { openOrderFromList } from './support/purchasing';
import { openApp } from './support/app';
import { screenshotVariants } from './support/variants';

/**
 * Cancelling a draft count and a draft purchase order behind a confirmation that focuses the safe
 * choice, and overdue orders flagged in words in the list and the detail (assumptions 70-74).
 */
const sandbox = () => process.env.QM_SANDBOX_ORIGIN!;

async function preview(request: APIRequestContext) {
  const info = (await (await request.get(`${sandbox()}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  return async (path: string, body: unknown = {}) => {
    const res = await request.post(`${sandbox()}/preview${path}`, {
      headers: { 'x-api-key': info.apiKeys.all, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      data: body,
    });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
}

test('a draft count is cancelled after a confirmation that focuses "Keep the count"', async ({ page, request }, info) => {
  const post = await preview(request);
  const count = (await post('/inventory/counts', { type: 'Location', warehouseCode: 'OSL', zoneFilter: 'A', description: 'Planned by mistake' })) as {
    countNumber: string;
  };
  await openApp(page, '#/warehouse');
  await page.getByRole('tab', { name: 'Counts' }).click();
  await page.getByRole('grid', { name: 'Inventory counts' }).getByText(count.countNumber, { exact: true }).click();
  const detail = page.getByTestId('count-detail');
  await detail.getByRole('button', { name: 'Cancel count' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel count ${count.countNumber}?` });
  await expect(dialog.getByRole('button', { name: 'Keep the count' })).toBeFocused();
  await screenshotVariants(page, info.project.name, 'cancel-count-dialog');
  // Enter on the focused button keeps the count.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await detail.getByRole('button', { name: 'Cancel count' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the count' }).click();
  await expect(page.getByRole('dialog', { name: /Cancel count/ })).toBeHidden();
  await expect(page.getByRole('dialog', { name: `Count ${count.countNumber}` })).toContainText('Cancelled');
  await expect(detail.getByRole('button', { name: 'Cancel count' })).toHaveCount(0);
});

test('a draft order is cancelled; an open order past its date is flagged overdue in words', async ({ page, request }, info) => {
  const post = await preview(request);
  const items = (await (
    await request.get(`${sandbox()}/preview/items?pageSize=200&isActive=true&trackingType=None`, {
      headers: { 'x-api-key': ((await (await request.get(`${sandbox()}/_sandbox/info`)).json()) as { apiKeys: { all: string } }).apiKeys.all },
    })
  ).json()) as {
    items: { itemNumber: string; primarySupplierNumber: string | null; replenishmentType: string }[];
  };
  const item = items.items.find((i) => i.primarySupplierNumber && i.replenishmentType === 'Purchase')!;
  const late = (await post('/purchase-orders', {
    supplierNumber: item.primarySupplierNumber,
    warehouseCode: 'OSL',
    orderDate: '2024-02-01',
    expectedDeliveryDate: '2024-02-20',
    supplierReference: 'LATE-1',
    lines: [{ itemNumber: item.itemNumber, quantity: '4' }],
  })) as { orderNumber: string };
  await post(`/purchase-orders/${late.orderNumber}/send`);
  const draft = (await post('/purchase-orders', {
    supplierNumber: item.primarySupplierNumber,
    warehouseCode: 'OSL',
    lines: [{ itemNumber: item.itemNumber, quantity: '2' }],
  })) as { orderNumber: string };

  await openApp(page, '#/purchasing');
  await page.getByLabel('Search orders').fill('LATE-1');
  const grid = page.getByRole('grid', { name: 'Purchase orders' });
  const row = grid.getByRole('row').filter({ hasText: late.orderNumber });
  await expect(row.getByTestId('po-row-overdue')).toHaveText('Overdue');
  await screenshotVariants(page, info.project.name, 'overdue-order-list');
  await row.getByText(late.orderNumber, { exact: true }).click();
  await expect(page.getByTestId('po-overdue')).toHaveText(/Overdue: due/);
  await screenshotVariants(page, info.project.name, 'overdue-order-detail');
  await page.keyboard.press('Escape');

  await openOrderFromList(page, draft.orderNumber);
  await expect(page.getByTestId('po-overdue')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${draft.orderNumber}?` });
  await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await expect(dialog).toContainText('never sent to the supplier');
  await screenshotVariants(page, info.project.name, 'cancel-order-dialog');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('po-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
