import { expect, test, type Locator, type Page } from './support/test';
import { openOrderFromList } from './support/purchasing';
import { confirmedOrderNumber, openApp } from './support/app';

/**
 * Keyboard flow through dialogs and drawers: Escape closes one layer at a time, focus goes back to
 * what opened a layer, and forms open on their first field.
 */
/** Escape, then wait for the dialog's closing animation, so the next key meets a settled page. */
async function escape(page: Page, closes: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(closes).toBeHidden();
}

test.describe('keyboard flow through dialogs', () => {
  test('Escape closes an open Select first, then its dialog; focus returns to the button that opened it', async ({ page }) => {
    await openApp(page, '#/warehouse');
    const opener = page.getByRole('button', { name: 'New count' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'New inventory count' });
    const warehouse = dialog.getByRole('combobox', { name: 'Warehouse', exact: true });
    // The form opens on its first field, not on the close button.
    await expect(warehouse).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();

    await escape(page, options);
    await expect(dialog).toBeVisible();
    await expect(warehouse).toBeFocused();

    await escape(page, dialog);
    await expect(opener).toBeFocused();
  });

  test('a dialog over a drawer closes alone; each returns focus to its opener', async ({ page }) => {
    const orderNumber = await confirmedOrderNumber(page);
    await openApp(page, '#/purchasing');
    await openOrderFromList(page, orderNumber);
    const drawer = page.getByRole('dialog', { name: 'Purchase order' });

    const receiveButton = drawer.getByRole('button', { name: 'Receive goods' });
    await receiveButton.click();
    const receive = page.getByRole('dialog', { name: `Receive goods on ${orderNumber}` });
    await expect(receive).toBeVisible();

    await escape(page, receive);
    await expect(drawer).toBeVisible();
    await expect(receiveButton).toBeFocused();

    await escape(page, drawer);
    await expect(page.getByRole('grid', { name: 'Purchase orders' })).toBeFocused();
  });

  test('closing a count’s detail returns focus to the counts table', async ({ page }) => {
    await openApp(page, '#/warehouse');
    const grid = page.getByRole('grid', { name: 'Inventory counts' });
    await grid.getByRole('row').nth(1).click();
    const detail = page.getByRole('dialog').filter({ has: page.getByTestId('count-detail') });
    await expect(detail).toBeVisible();
    // The close button has a name a screen reader can say.
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
    await expect(grid).toBeFocused();
  });

  for (const { workspace, button, dialog, field, role } of [
    // A list opens on request (arrow down), not on focus: then the first Escape closes only that list.
    { workspace: 'purchasing', button: 'New order', dialog: 'New purchase order', field: 'Supplier', role: 'combobox' as const },
    { workspace: 'connections', button: 'New connection', dialog: 'New connection', field: 'Name', role: 'textbox' as const },
  ]) {
    test(`${button}: opens on its first field; Escape gives the focus back to the button`, async ({ page }) => {
      await openApp(page, `#/${workspace}`);
      const opener = page.getByRole('button', { name: button });
      await opener.click();
      const form = page.getByRole('dialog', { name: dialog });
      await expect(form.getByRole(role, { name: field })).toBeFocused();
      if (role === 'combobox') {
        await expect(page.getByRole('listbox')).toHaveCount(0);
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('listbox')).toBeVisible();
        await escape(page, page.getByRole('listbox'));
        await expect(form).toBeVisible();
      }
      await escape(page, form);
      await expect(opener).toBeFocused();
    });
  }

  test('a form opened by its shortcut focuses its first field', async ({ page }) => {
    await openApp(page, '#/connections');
    await expect(page.getByTestId('workspace-connections')).toBeVisible();
    await page.keyboard.press('Alt+N');
    await expect(page.getByRole('dialog', { name: 'New connection' }).getByRole('textbox', { name: 'Name' })).toBeFocused();
  });
  test('Edit lines opened by Alt+E focuses its first field; Close by Alt+X focuses Cancel, so Enter keeps the order open', async ({ page }) => {
    const orderNumber = await confirmedOrderNumber(page);
    await openApp(page, '#/purchasing');
    await openOrderFromList(page, orderNumber);
    const drawer = page.getByRole('dialog', { name: 'Purchase order' });

    await page.keyboard.press('Alt+E');
    const edit = page.getByRole('dialog', { name: `Edit lines of ${orderNumber}` });
    await expect(edit.getByRole('textbox').first()).toBeFocused();
    await escape(page, edit);

    await page.keyboard.press('Alt+X');
    const close = page.getByRole('dialog', { name: `Close ${orderNumber}?` });
    await expect(close.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(close).toBeHidden();
    await expect(drawer.getByTestId('po-detail')).toHaveAttribute('data-order', orderNumber);
    await expect(drawer.getByTestId('po-status')).not.toHaveText('Closed');
  });
});

test('no two shortcuts active in the same workspace share their keys', async ({ page }) => {
  await openApp(page, '#/warehouse');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const workspace of ['warehouse', 'purchasing', 'configurator', 'tickets', 'media', 'storefront', 'connections']) {
    await page.getByTestId(`nav-${workspace}`).click();
    await expect(page.getByTestId(`workspace-${workspace}`)).toBeVisible();
    await page.keyboard.press('F1');
    await expect(help).toBeVisible();
    // Each row of the overlay ends with its keys; the same keys twice means one of them never fires.
    const keys = (await help.locator('kbd').allInnerTexts()).map((text) => text.trim().toLowerCase());
    expect(keys.length, `${workspace} lists its shortcuts`).toBeGreaterThan(2);
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice, `${workspace}: keys bound twice`).toEqual([]);
    await escape(page, help);
  }
});
