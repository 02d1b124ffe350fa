import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { openApp } from './support/app';
import { sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';
import { backToDemo, createProfile, useProfileWithKey } from './support/connections';

/** The text of the CSV file a table's Export CSV button writes. */
async function exportedCsv(page: Page, button: Locator): Promise<string> {
  const downloading = page.waitForEvent('download');
  await button.click();
  return readFile(await (await downloading).path(), 'utf8');
}

/** Count variance per count and per item category (docs/api-assumptions.md 345), under the counts list. */
test('count variance: per count over time and per category, each chart with its table of exact figures', async ({ page }, info) => {
  const erp = await sandboxErp(page.request);
  const listed = (await erp.get('/inventory/counts?warehouseCode=OSL&pageSize=200')) as {
    items: { countNumber: string; status: string; completedAt: string | null; totalVarianceValue: string | null }[];
  };
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
  const counted = listed.items.filter((c) => (c.status === 'Completed' || c.status === 'Applied') && c.completedAt && c.completedAt >= yearAgo);
  expect(counted.length).toBeGreaterThan(1);

  await openApp(page, '#/warehouse');
  const panel = page.getByTestId('count-variance');
  await expect(panel.getByRole('radio', { name: 'OSL' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: '1 year' })).toBeChecked();
  const perCount = panel.getByRole('grid', { name: 'Variance per count in OSL' });
  await expect(perCount.getByRole('row')).toHaveCount(counted.length + 1);
  // Each count's figure as the ERP wrote it (two decimals), not a float drawn from it.
  const first = counted.sort((a, b) => a.completedAt!.localeCompare(b.completedAt!))[0]!;
  await expect(perCount.getByRole('row').nth(1)).toContainText(first.countNumber);
  await expect(perCount.getByRole('row').nth(1)).toContainText(first.totalVarianceValue!.replace('-', '').split('.')[1]!);
  // In the Demo tenant's base currency, NOK (docs/api-assumptions.md 350), on every row and in the export.
  await expect(perCount.getByRole('row').nth(1)).toContainText(/\d NOK/);
  await expect(perCount.getByRole('row').filter({ hasText: / NOK/ })).toHaveCount(counted.length);
  const perCategory = panel.getByRole('grid', { name: 'Variance per item category in OSL' });
  await expect(perCategory.getByRole('row')).not.toHaveCount(1);
  await expect(perCategory.getByRole('row').nth(1)).toContainText(/\d NOK/);
  await expect(panel.getByTestId('base-currency-note')).toHaveCount(0);
  const exports = panel.getByRole('button', { name: 'Export CSV' });
  await expect(exports).toHaveCount(2);
  // Each table's own Export CSV sits just above it: per count first, then per category.
  for (const i of [0, 1]) {
    const [header] = (await exportedCsv(page, exports.nth(i))).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain('Variance value (NOK)');
  }
  await expect(panel.getByTestId('variance-over-time-chart').locator('.recharts-bar-rectangle')).toHaveCount(counted.length);
  await expect(panel.getByTestId('variance-by-category-chart').locator('svg.recharts-surface')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await screenshotVariants(page, info.project.name, 'warehouse-count-variance', panel.locator('.mantine-Loader-root'));

  // By keyboard: a shorter period leaves fewer counts; TRD has none completed.
  await panel.getByRole('radio', { name: '1 year' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(perCount.getByRole('row')).not.toHaveCount(counted.length + 1);
  await panel.getByText('TRD', { exact: true }).click();
  await expect(panel.getByTestId('count-variance-empty')).toHaveText('No count in TRD was completed in the last 30 days.');
});

/** A connection that names no base currency (docs/api-assumptions.md 350): values say "base currency", never a guessed code. */
test('without a base currency on the connection, variance values are labelled “base currency” and the screen says where to set it', async ({ page }, info) => {
  test.slow();
  const sandbox = process.env.QM_SANDBOX_ORIGIN!;
  const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { tenantId: string; apiKeys: { all: string } };
  await openApp(page, '#/connections');
  await createProfile(page, 'Books unnamed', sandbox, sandboxInfo.tenantId);
  await useProfileWithKey(page, 'Books unnamed', sandboxInfo.apiKeys.all);
  try {
    await page.getByTestId('nav-warehouse').click();
    const counts = page.getByTestId('counts-table');
    await expect(
      counts
        .getByRole('grid', { name: 'Inventory counts' })
        .getByRole('row')
        .filter({ hasText: /\d base currency/ })
        .first(),
    ).toBeVisible();
    await expect(counts.getByRole('grid', { name: 'Inventory counts' })).not.toContainText(/\d NOK/);
    await expect(counts.getByTestId('base-currency-note')).toContainText('set Base currency on this connection in Connections');
    const panel = page.getByTestId('count-variance');
    const perCount = panel.getByRole('grid', { name: 'Variance per count in OSL' });
    await expect(perCount.getByRole('row').nth(1)).toContainText(/\d base currency/);
    await expect(panel.getByTestId('base-currency-note')).toBeVisible();
    const [header] = (await exportedCsv(page, panel.getByRole('button', { name: 'Export CSV' }).first())).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain('Variance value (base currency)');
    await screenshotVariants(page, info.project.name, 'warehouse-counts-no-base-currency');

    // Set on the connection, the code appears.
    await page.getByTestId('nav-connections').click();
    await page.getByRole('button', { name: 'More actions for Books unnamed' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Books unnamed' });
    await dialog.getByLabel('Base currency').fill('nok');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('nav-warehouse').click();
    await expect(
      counts
        .getByRole('grid', { name: 'Inventory counts' })
        .getByRole('row')
        .filter({ hasText: /\d NOK/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('base-currency-note')).toHaveCount(0);
  } finally {
    await backToDemo(page);
  }
});
