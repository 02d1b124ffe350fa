import { expect, test } from './support/test';
import { openApp, screenshot } from './support/app';

const workspaces = ['warehouse', 'purchasing', 'configurator', 'tickets', 'media', 'storefront', 'connections'];

test.describe('app shell', () => {
  test('visits every workspace from the navigation and saves a screenshot of each', async ({ page }, info) => {
    await openApp(page);
    for (const id of workspaces) {
      await page.getByTestId(`nav-${id}`).click();
      await expect(page).toHaveURL(new RegExp(`#/${id}$`));
      await expect(page.getByTestId(`nav-${id}`)).toHaveAttribute('data-active', 'true');
      await screenshot(page, info.project.name, `workspace-${id}`);
    }
  });

  test('the token leaves the address bar and the app keeps working after a reload', async ({ page }) => {
    await openApp(page);
    expect(page.url()).not.toContain('token=');
    await page.reload();
    await expect(page.getByTestId('app-title')).toBeVisible();
    await expect(page.getByTestId('connection-none').or(page.getByTestId('connection-active'))).toBeVisible();
  });

  test('alt+digit jumps to a workspace and the palette finds one by name', async ({ page }, info) => {
    await openApp(page);
    await page.keyboard.press('Alt+2');
    await expect(page).toHaveURL(/#\/purchasing$/);
    await page.keyboard.press('ControlOrMeta+k');
    const search = page.getByRole('combobox', { name: 'Search workspaces, commands and records' });
    await expect(search).toBeVisible();
    await search.fill('tick');
    await screenshot(page, info.project.name, 'command-palette');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/tickets$/);
  });

  test('the help overlay lists the shortcuts', async ({ page }, info) => {
    await openApp(page);
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByText('Open the command palette')).toBeVisible();
    await expect(help.getByText('Go to Connections')).toBeVisible();
    await screenshot(page, info.project.name, 'shortcuts-help');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test('the theme follows the operating system, live', async ({ page }, info) => {
    await openApp(page);
    const html = page.locator('html');
    const other = info.project.name === 'dark' ? 'light' : 'dark';
    await expect(html).toHaveAttribute('data-mantine-color-scheme', info.project.name);
    await page.emulateMedia({ colorScheme: other });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', other);
  });
});
