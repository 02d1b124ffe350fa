import { expect, test } from './support/test';
import { openApp } from './support/app';
import { sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';

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
  const perCategory = panel.getByRole('grid', { name: 'Variance per item category in OSL' });
  await expect(perCategory.getByRole('row')).not.toHaveCount(1);
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
