import { expect, test, type Page } from './support/test';
import { confirmedOrderNumber, openApp, screenshot } from './support/app';

/**
 * Finding records by number: the command palette opens purchase orders, items and counts the way
 * a scan does, and the item search opens the highlighted match on Enter.
 */
async function openPalette(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByRole('combobox', { name: 'Search workspaces, commands and records' });
  await expect(search).toBeFocused();
  await search.fill(text);
  return search;
}

test.describe('finding records', () => {
  test('the palette finds a purchase order by number and Enter opens it', async ({ page }, info) => {
    const orderNumber = await confirmedOrderNumber(page);
    await openApp(page, '#/warehouse');
    const search = await openPalette(page, orderNumber);
    const result = page.getByRole('option', { name: new RegExp(`^${orderNumber}`) });
    await expect(result).toBeVisible();
    // The highlighted result is what a screen reader reads: the input points at it.
    await expect(result).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await result.getAttribute('id'))!);
    await expect(page.getByRole('status').filter({ hasText: /1 result/ })).toBeAttached();
    await screenshot(page, info.project.name, 'palette-purchase-order');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/purchasing$/);
    await expect(page.getByTestId('po-detail')).toHaveAttribute('data-order', orderNumber);
  });

  test('the palette finds items by part of their number; arrows move the highlight and choosing opens the stock', async ({ page }, info) => {
    await openApp(page, '#/purchasing');
    const search = await openPalette(page, 'FV-1006');
    const items = page.getByRole('group', { name: 'Records' }).getByRole('option');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(1);
    await screenshot(page, info.project.name, 'palette-items');
    await page.keyboard.press('ArrowDown');
    const second = items.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const itemNumber = (await second.textContent())!.match(/FV-\d+/)![0];
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/warehouse$/);
    await expect(page.getByTestId('stock-item-number')).toHaveText(itemNumber);
  });

  test('the palette opens a count by its number', async ({ page }) => {
    await openApp(page, '#/connections');
    await page.getByRole('link', { name: /Warehouse/ }).click();
    const firstRow = page.getByRole('grid', { name: 'Inventory counts' }).getByRole('row').nth(1);
    const countNumber = (await firstRow.textContent())!.match(/CNT-\d+/)![0];
    await page.getByRole('link', { name: /Connections/ }).click();
    await openPalette(page, countNumber);
    await page.getByRole('option', { name: new RegExp(`^${countNumber}`) }).click();
    await expect(page.getByRole('dialog', { name: `Count ${countNumber}` })).toBeVisible();
  });

  test('Enter in the item search opens the highlighted match and the list closes', async ({ page }, info) => {
    await openApp(page, '#/warehouse');
    await page.getByRole('tab', { name: 'Stock' }).click();
    const search = page.getByTestId('item-search');
    await search.fill('FV-1006');
    const options = page.getByRole('listbox', { name: 'Matching items' }).getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await screenshot(page, info.project.name, 'item-search-matches');
    // The best match is highlighted already; one arrow moves to the second, which a screen reader hears.
    await expect(options.nth(0)).toHaveAttribute('data-combobox-selected', 'true');
    await search.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('data-combobox-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    const itemNumber = (await options.nth(1).textContent())!.match(/FV-\d+/)![0];
    await search.press('Enter');
    await expect(page.getByTestId('stock-item-number')).toHaveText(itemNumber);
    await expect(page.getByRole('listbox', { name: 'Matching items' })).toBeHidden();
  });
});
