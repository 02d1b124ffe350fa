import { expect, type Page } from '@playwright/test';

/**
 * Opens a purchase order from the Purchase orders list by searching for its number. The list
 * answers a search after a pause; a row clicked while the old list still shows can move from
 * under the pointer when the answer arrives, and the click then opens nothing. So the click waits
 * until the list holds the one order searched for.
 */
export async function openOrderFromList(page: Page, orderNumber: string): Promise<void> {
  await page.getByLabel('Search orders').fill(orderNumber);
  const grid = page.getByRole('grid', { name: 'Purchase orders' });
  await expect(grid.locator('tr[aria-rowindex]:not([aria-rowindex="1"])')).toHaveCount(1);
  await grid.getByText(orderNumber, { exact: true }).click();
  await expect(page.getByTestId('po-detail')).toHaveAttribute('data-order', orderNumber);
}
