import { expect, test } from '@playwright/test';
import { openApp, screenshot } from './support/app';

test.describe('Connections workspace', () => {
  test('starts on the Demo profile with live sandbox data in the header', async ({ page }, info) => {
    await openApp(page, '#/connections');
    await expect(page.getByTestId('connection-active')).toContainText('Demo');
    await expect(page.getByTestId('connection-active')).toContainText('TEST');
    const demo = page.getByTestId('profile-Demo');
    await expect(demo).toContainText('Built-in sandbox');
    await demo.getByRole('button', { name: 'Test connection' }).click();
    const report = demo.getByTestId('connection-test-report');
    await expect(report).toContainText('The integration interface answers.');
    await expect(report).toContainText('The storefront interface answers');
    await screenshot(page, info.project.name, 'connections-demo-tested');
  });

  test('a new profile with bad input names each field', async ({ page }, info) => {
    await openApp(page, '#/connections');
    await page.getByRole('button', { name: 'New connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New connection' });
    await dialog.getByLabel('Name').fill('Broken');
    await dialog.getByLabel('Integration interface address').fill('erp.example.com');
    await dialog.getByLabel('Tenant id').fill('not-a-guid');
    await dialog.getByRole('button', { name: 'Create connection' }).click();
    await expect(dialog.getByText('Enter a full http:// or https:// address').first()).toBeVisible();
    await expect(dialog.getByText('The tenant id is a GUID')).toBeVisible();
    await screenshot(page, info.project.name, 'connections-form-errors');
  });

  test('find my tenant fills the tenant id from a storefront domain, and the profile is saved', async ({ page }, info) => {
    const sandbox = process.env.QM_SANDBOX_ORIGIN!;
    const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { tenantId: string; channels: { code: string; storefrontDomain: string }[] };
    await openApp(page, '#/connections');
    await page.getByRole('button', { name: 'New connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New connection' });
    await dialog.getByLabel('Name').fill('Sandbox copy');
    await dialog.getByLabel('Integration interface address').fill(`${sandbox}/preview`);
    await dialog.getByLabel('Storefront interface address').fill(`${sandbox}/ecom`);
    await dialog.getByLabel('Find my tenant').fill(sandboxInfo.channels[1]!.storefrontDomain);
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog.getByLabel('Tenant id')).toHaveValue(sandboxInfo.tenantId);
    await expect(dialog.getByLabel('Default channel')).toHaveValue(sandboxInfo.channels[1]!.code);
    await screenshot(page, info.project.name, 'connections-find-tenant');
    await dialog.getByRole('button', { name: 'Create connection' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('profile-Sandbox copy');
    await expect(card).toContainText('No credential');
    await expect(card.getByRole('button', { name: 'Add API key' })).toBeVisible();
  });
});

test.describe('OAuth 2.1 sign-in', () => {
  test('signs in through the browser and the ERP login page, then shows who approved the connection', async ({ page }, info) => {
    const sandbox = process.env.QM_SANDBOX_ORIGIN!;
    const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { tenantId: string };
    await openApp(page, '#/connections');
    await page.getByRole('button', { name: 'New connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New connection' });
    await dialog.getByLabel('Name').fill('Signed in');
    await dialog.getByLabel('Integration interface address').fill(`${sandbox}/preview`);
    await dialog.getByLabel('Storefront interface address').fill(`${sandbox}/ecom`);
    await dialog.getByLabel('Tenant id').fill(sandboxInfo.tenantId);
    await dialog.getByRole('button', { name: 'Create connection' }).click();
    const card = page.getByTestId('profile-Signed in');

    const popupOpened = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Sign in with OAuth' }).click();
    const signInPage = await popupOpened;
    await expect(signInPage.getByLabel('User name')).toBeVisible();
    await signInPage.screenshot({ path: `test-results/screenshots/${info.project.name}/oauth-sign-in-page.png` });
    await signInPage.getByLabel('User name').fill('rita.readonly');
    await signInPage.getByLabel('Password').fill('demo');
    await signInPage.getByRole('button', { name: 'Sign in and allow' }).click();
    await expect(signInPage.getByText(/close this window/i)).toBeVisible();
    await signInPage.close();

    await expect(card).toContainText('Signed in as');
    await expect(card).toContainText('LIVE');
    await card.getByRole('button', { name: 'Use this connection' }).click();
    await card.getByRole('button', { name: 'Test connection' }).click();
    const report = card.getByTestId('connection-test-report');
    await expect(report).toContainText('The integration interface answers.');
    // rita.readonly holds the preview scopes but not the permission to write: the probe says so.
    await expect(report.getByRole('row', { name: /^inventory/ })).toContainText('no');
    await screenshot(page, info.project.name, 'connections-oauth-signed-in');
    // Later specs run on the Demo profile.
    await page.getByTestId('profile-Demo').getByRole('button', { name: 'Use this connection' }).click();
    await expect(page.getByTestId('connection-active')).toContainText('Demo');
  });
});

test.describe('scope awareness', () => {
  test('a read-only key disables write actions up front, naming the missing scope', async ({ page }, info) => {
    const sandbox = process.env.QM_SANDBOX_ORIGIN!;
    const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { tenantId: string; apiKeys: { readOnly: string } };
    await openApp(page, '#/connections');
    await page.getByRole('button', { name: 'New connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New connection' });
    await dialog.getByLabel('Name').fill('Read only');
    await dialog.getByLabel('Integration interface address').fill(`${sandbox}/preview`);
    await dialog.getByLabel('Storefront interface address').fill(`${sandbox}/ecom`);
    await dialog.getByLabel('Tenant id').fill(sandboxInfo.tenantId);
    await dialog.getByRole('button', { name: 'Create connection' }).click();
    const card = page.getByTestId('profile-Read only');
    await card.getByRole('button', { name: 'Add API key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'API key for Read only' });
    await keyDialog.getByLabel('API key').fill(sandboxInfo.apiKeys.readOnly);
    await keyDialog.getByRole('button', { name: 'Store in keychain' }).click();
    await expect(card).toContainText('TEST');
    await card.getByRole('button', { name: 'Use this connection' }).click();
    await expect(page.getByTestId('connection-active')).toContainText('Read only');
    try {
      await page.getByTestId('nav-warehouse').click();
      const newCount = page.getByRole('button', { name: 'New count' });
      await expect(newCount).toBeDisabled();
      await expect(newCount).toHaveAttribute('data-missing-scope', 'inventory:write');
      await newCount.locator('..').hover();
      await expect(page.getByText("This connection's credential lacks the inventory:write scope.")).toBeVisible();
      await screenshot(page, info.project.name, 'scope-disabled-action');
    } finally {
      // Later specs run on the Demo profile.
      await page.goto(`${process.env.QM_ORIGIN}/#/connections`);
      await page.getByTestId('profile-Demo').getByRole('button', { name: 'Use this connection' }).click();
      await expect(page.getByTestId('connection-active')).toContainText('Demo');
    }
  });
});
