import { expect, type Page } from '@playwright/test';

/** Creates a profile through the form: name, both interface addresses at `origin`, and the tenant. */
export async function createProfile(page: Page, name: string, origin: string, tenantId: string): Promise<void> {
  await page.getByRole('button', { name: 'New connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Integration interface address').fill(`${origin}/preview`);
  await dialog.getByLabel('Storefront interface address').fill(`${origin}/ecom`);
  await dialog.getByLabel('Tenant id').fill(tenantId);
  await dialog.getByRole('button', { name: 'Create connection' }).click();
  await expect(dialog).toBeHidden();
}

/** Stores an API key for the profile and makes it the active connection. */
export async function useProfileWithKey(page: Page, name: string, apiKey: string): Promise<void> {
  const card = page.getByTestId(`profile-${name}`);
  await card.getByRole('button', { name: 'Add API key' }).click();
  const keyDialog = page.getByRole('dialog', { name: `API key for ${name}` });
  await keyDialog.getByLabel('API key').fill(apiKey);
  await keyDialog.getByRole('button', { name: 'Store in keychain' }).click();
  await expect(card).toContainText('TEST');
  await card.getByRole('button', { name: 'Use this connection' }).click();
  await expect(page.getByTestId('connection-active')).toContainText(name);
}

/** Later specs run on the Demo profile. */
export async function backToDemo(page: Page): Promise<void> {
  // After a timeout the page is gone: the worker starts afresh, and the test's own error is the one to show.
  if (page.isClosed()) return;
  await page.goto(`${process.env.QM_ORIGIN}/#/connections`);
  const use = page.getByTestId('profile-Demo').getByRole('button', { name: 'Use this connection' });
  await expect(page.getByTestId('profile-Demo')).toBeVisible();
  if (await use.isVisible()) await use.click();
  await expect(page.getByTestId('connection-active')).toContainText('Demo');
}
