import { expect, test } from './support/test';
import { openApp, screenshot } from './support/app';

test.describe('header', () => {
  test('switches the active channel from the header', async ({ page }, info) => {
    await openApp(page);
    const menu = page.getByTestId('channel-menu');
    await expect(menu).toContainText('B2B-NO');
    await menu.click();
    await page.getByRole('menuitem', { name: /B2C-NO/ }).click();
    await expect(menu).toContainText('B2C-NO');
    await screenshot(page, info.project.name, 'header-channel-switched');
    await menu.click();
    await page.getByRole('menuitem', { name: /B2B-NO/ }).click();
    await expect(menu).toContainText('B2B-NO');
  });
});
