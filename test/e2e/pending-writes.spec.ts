import { expect, test } from './support/test';
import { openApp, screenshot } from './support/app';
import { screenshotVariants } from './support/variants';
import { openOrderFromList } from './support/purchasing';
import { sandboxErp, sandboxOrigin } from './support/sandbox';

/**
 * Pending writes: a change whose answer the ERP never gave (every attempt met a server error)
 * is listed in the panel the header opens, with what, when, target and the last answer; "Send
 * now" settles it with its original key, and the sandbox shows the order changed once.
 */
test('a change without an answer waits in Pending writes, and Send now settles it once', async ({ page, request }, info) => {
  const erp = await sandboxErp(request);
  const item = erp.items.find((i) => i.trackingType === 'None' && i.isActive && i.primarySupplierNumber && i.replenishmentType === 'Purchase')!;
  const draft = (await erp.post('/purchase-orders', {
    supplierNumber: item.primarySupplierNumber,
    warehouseCode: 'OSL',
    lines: [{ itemNumber: item.itemNumber, quantity: '3' }],
  })) as { orderNumber: string };
  const path = `/preview/purchase-orders/${draft.orderNumber}/send`;
  await request.post(`${sandboxOrigin()}/_sandbox/faults`, { data: { rules: [{ kind: 'error-before-commit', pathPrefix: path, method: 'POST', count: 20 }] } });
  try {
    await openApp(page, '#/purchasing');
    await openOrderFromList(page, draft.orderNumber);
    await page.getByTestId('po-detail').getByRole('button', { name: /^Send/ }).first().click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Send ${draft.orderNumber}`) });
    await dialog.getByRole('button', { name: /Mark as sent|Send and e-mail/ }).click();
    await expect(dialog.getByTestId('problem-alert')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await request.delete(`${sandboxOrigin()}/_sandbox/faults`);
  }

  const button = page.getByTestId('pending-writes-button');
  await expect(button).toHaveAccessibleName('Pending writes: 1');
  await page.keyboard.press('Alt+W');
  const panel = page.getByRole('dialog', { name: 'Pending writes' });
  const card = panel.getByTestId('pending-write');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Send ${draft.orderNumber}`);
  await expect(card).toContainText('Answer lost');
  await expect(card).toContainText(`POST ${path}`);
  await screenshotVariants(page, info.project.name, 'pending-writes');

  await card.getByRole('button', { name: 'Send now' }).click();
  await expect(panel.getByTestId('pending-writes-empty')).toBeVisible();
  await expect(button).toHaveAccessibleName('Pending writes: none');
  const order = (await erp.get(`/purchase-orders/${draft.orderNumber}`)) as { status: string };
  expect(order.status).toBe('Sent');
  await screenshot(page, info.project.name, 'pending-writes-empty');
});
