import { expect, type Page } from '@playwright/test';

/** Opens the app through the browser host with its token, and waits for the shell. */
export async function openApp(page: Page, hash = ''): Promise<void> {
  const url = process.env.QM_URL;
  if (!url) throw new Error('QM_URL is not set: the global setup did not start the browser host');
  await page.goto(url + hash);
  await expect(page.getByRole('heading', { name: 'Quartermaster' })).toBeVisible();
}

/** Saves a named screenshot under test-results/screenshots/<project>/. */
export async function screenshot(page: Page, project: string, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${project}/${name}.png`, fullPage: false });
}
