import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { openApp, screenshot } from './support/app';
import { backToDemo, createProfile, useProfileWithKey } from './support/connections';
import { axe, seriousViolations } from './support/axe';
import { screenshotVariants } from './support/variants';
import { discardNewDrafts } from './support/drafts';

/** A web server that is not the ERP: it answers every address with a page. */
async function webPageServer(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><h1>It works!</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** An address where nothing listens: a port that was free a moment ago. */
async function closedAddress(): Promise<string> {
  const { origin, server } = await webPageServer();
  await new Promise((resolve) => server.close(resolve));
  return origin;
}

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

  test('a new profile with bad input names each field', async ({ page, request }, info) => {
    await openApp(page, '#/connections');
    await page.getByRole('button', { name: 'New connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New connection' });
    await dialog.getByLabel('Name').fill('Broken');
    await dialog.getByLabel('Integration interface address').fill('erp.example.com');
    await dialog.getByLabel('Tenant id').fill('not-a-guid');
    await dialog.getByLabel('Base currency').fill('kr');
    await dialog.getByRole('button', { name: 'Create connection' }).click();
    await expect(dialog.getByText('Enter a full http:// or https:// address').first()).toBeVisible();
    await expect(dialog.getByText('The tenant id is a GUID')).toBeVisible();
    // The base currency (docs/api-assumptions.md 350) is refused naming the field.
    const currencyRule = 'Base currency is a three-letter ISO 4217 code, such as NOK, EUR or USD; leave it empty when you do not know it';
    await expect(dialog.getByText(currencyRule)).toBeVisible();
    await screenshot(page, info.project.name, 'connections-form-errors');
    await dialog.getByLabel('Base currency').fill('NOKK');
    await dialog.getByRole('button', { name: 'Create connection' }).click();
    await expect(dialog.getByText(currencyRule)).toBeVisible();
    // The form is kept as a draft of a new connection: the next test on this host opens it empty.
    await discardNewDrafts(request, ['connections.profile']);
  });

  test('find my tenant fills the tenant id from a storefront domain, and the profile is saved', async ({ page, request }, info) => {
    // A new connection's form left as a draft by another test on this host would be restored.
    await discardNewDrafts(request, ['connections.profile']);
    const sandbox = process.env.QM_SANDBOX_ORIGIN!;
    const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as {
      tenantId: string;
      channels: { code: string; storefrontDomain: string }[];
    };
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
    // A new profile never takes the place of the active one.
    await expect(page.getByTestId('connection-active')).toContainText('Demo');
    await expect(page.getByTestId('profile-Demo')).toContainText('Active');
  });

  test('"Find my tenant" at an address that is not the ERP says so in a sentence, and at once for a closed port', async ({ page }, info) => {
    const web = await webPageServer();
    try {
      await openApp(page, '#/connections');
      await page.getByRole('button', { name: 'New connection' }).click();
      const dialog = page.getByRole('dialog', { name: 'New connection' });
      await dialog.getByLabel('Storefront interface address').fill(`${web.origin}/ecom`);
      await dialog.getByLabel('Find my tenant').fill('shop.example.com');
      await dialog.getByRole('button', { name: 'Find' }).click();
      const alert = dialog.getByTestId('problem-alert');
      await expect(alert).toContainText("This address does not look like the ERP's storefront interface");
      await expect(alert).toContainText('answered with a web page');
      await expect(alert).not.toContainText(/expected|received|invalid_type/i);
      await screenshotVariants(page, info.project.name, 'connections-find-tenant-web-page');

      const closed = await closedAddress();
      await dialog.getByLabel('Storefront interface address').fill(`${closed}/ecom`);
      const started = Date.now();
      await dialog.getByRole('button', { name: 'Find' }).click();
      await expect(alert).toContainText(`Nothing is listening at ${closed}`);
      expect(Date.now() - started).toBeLessThan(2000);
      await screenshotVariants(page, info.project.name, 'connections-find-tenant-closed-port');
    } finally {
      web.server.close();
    }
  });

  test('"Test connection" on a closed port says nothing is listening there, without a long wait', async ({ page }, info) => {
    const closed = await closedAddress();
    await openApp(page, '#/connections');
    await createProfile(page, 'Nobody home', closed, '3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42');
    const card = page.getByTestId('profile-Nobody home');
    await card.getByRole('button', { name: 'Add API key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'API key for Nobody home' });
    await keyDialog.getByLabel('API key').fill('svc_test_sk_nobodyhome');
    await keyDialog.getByRole('button', { name: 'Store in keychain' }).click();
    await expect(keyDialog).toBeHidden();
    const started = Date.now();
    await card.getByRole('button', { name: 'Test connection' }).click();
    const report = card.getByTestId('connection-test-report');
    await expect(report).toContainText(`Nothing is listening at ${closed}`);
    expect(Date.now() - started).toBeLessThan(2000);
    await screenshotVariants(page, info.project.name, 'connections-test-closed-port');
  });

  test('the Demo connection can be removed and brought back', async ({ page }, info) => {
    await openApp(page, '#/connections');
    try {
      await page.getByRole('button', { name: 'More actions for Demo' }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      await page.getByRole('dialog', { name: 'Remove the Demo connection?' }).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByTestId('profile-Demo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Bring back the Demo connection' })).toBeVisible();
      await screenshotVariants(page, info.project.name, 'connections-demo-removed');
    } finally {
      // Later specs run on the Demo profile.
      await page.getByRole('button', { name: 'Bring back the Demo connection' }).click();
      await page.getByTestId('profile-Demo').getByRole('button', { name: 'Use this connection' }).click();
      await expect(page.getByTestId('connection-active')).toContainText('Demo');
    }
  });
});

test.describe('the browser host address', () => {
  test('works in a new tab of the same browser, and tells another browser how to get a fresh one', async ({ page, browser }, info) => {
    await openApp(page, '#/connections');
    await expect(page).toHaveURL(`${process.env.QM_ORIGIN}/#/connections`);
    const newTab = await page.context().newPage();
    await newTab.goto(page.url());
    await expect(newTab.getByTestId('connection-active')).toContainText('Demo');
    await newTab.close();

    const otherBrowser = await browser.newContext();
    try {
      const stranger = await otherBrowser.newPage();
      await stranger.goto(`${process.env.QM_ORIGIN}/#/connections`);
      await expect(stranger.getByRole('heading', { name: 'Open the address printed in the terminal' })).toBeVisible();
      await screenshot(stranger, info.project.name, 'browser-host-no-access');
    } finally {
      await otherBrowser.close();
    }
  });
});

test.describe('OAuth 2.1 sign-in', () => {
  test('signs in through the browser and the ERP login page, then shows who approved the connection', async ({ page }, info) => {
    const sandbox = process.env.QM_SANDBOX_ORIGIN!;
    const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { tenantId: string };
    await openApp(page, '#/connections');
    await createProfile(page, 'Signed in', sandbox, sandboxInfo.tenantId);
    const card = page.getByTestId('profile-Signed in');

    const popupOpened = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Sign in with OAuth' }).click();
    const signInPage = await popupOpened;
    await expect(signInPage.getByLabel('User name')).toBeVisible();
    await screenshot(signInPage, info.project.name, 'oauth-sign-in-page');
    await signInPage.getByLabel('User name').fill('rita.readonly');
    await signInPage.getByLabel('Password').fill('demo');
    await signInPage.getByRole('button', { name: 'Sign in and allow' }).click();
    await expect(signInPage.getByText(/close this window/i)).toBeVisible();
    await signInPage.close();

    await expect(card).toContainText('Signed in as');
    await expect(card).toContainText('LIVE');
    await card.getByRole('button', { name: 'Use this connection' }).click();
    // The card redraws as the active one (its buttons move): Test connection is clicked where it then is.
    await expect(card.getByRole('button', { name: 'Use this connection' })).toHaveCount(0);
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
    await createProfile(page, 'Read only', sandbox, sandboxInfo.tenantId);
    await useProfileWithKey(page, 'Read only', sandboxInfo.apiKeys.readOnly);
    try {
      await page.getByTestId('nav-warehouse').click();
      const newCount = page.getByRole('button', { name: 'New count' });
      await expect(newCount).toBeDisabled();
      await expect(newCount).toHaveAttribute('data-missing-scope', 'inventory:write');
      await newCount.locator('..').hover();
      await expect(page.getByText("This connection's credential lacks the inventory:write scope.")).toBeVisible();
      await screenshot(page, info.project.name, 'scope-disabled-action');
    } finally {
      await backToDemo(page);
    }
  });
});

test.describe('secrets stay with their server', () => {
  test('moving a profile to another address says before saving that its key is forgotten, and forgets it', async ({ page }, info) => {
    // A profile made through the form, an accessibility scan and eight photographs.
    test.slow();
    const sandbox = process.env.QM_SANDBOX_ORIGIN!;
    const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { tenantId: string; apiKeys: { readOnly: string } };
    const elsewhere = await closedAddress();
    await openApp(page, '#/connections');
    await createProfile(page, 'Moving', sandbox, sandboxInfo.tenantId);
    await useProfileWithKey(page, 'Moving', sandboxInfo.apiKeys.readOnly);
    try {
      const card = page.getByTestId('profile-Moving');
      await card.getByRole('button', { name: 'More actions for Moving' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Moving' });
      const warning = dialog.getByText("Saving forgets this connection's credentials");
      await expect(warning).toBeHidden();
      await dialog.getByLabel('Integration interface address').fill(`${elsewhere}/preview`);
      await expect(warning).toBeVisible();
      // As the accessibility spec counts: serious and critical findings fail.
      expect(await seriousViolations(axe(page).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']))).toEqual([]);
      await screenshotVariants(page, info.project.name, 'connection-moves-server');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('button', { name: 'Add API key' })).toBeVisible();
    } finally {
      await backToDemo(page);
    }
  });
});
