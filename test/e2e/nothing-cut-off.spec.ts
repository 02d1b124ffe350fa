import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp, screenshot } from './support/app';

/**
 * At the smallest supported window (1024x700) money, figures and identifiers are never cut off,
 * and any other cell that is cut carries its full text as a title. Columns are named by their
 * header as the user sees it. Screenshots of each table, light and dark, at 1024x700 and 1440x900.
 */
const small = { width: 1024, height: 700 };
const large = { width: 1440, height: 900 };

/** Cells that are cut off: those of the named columns at all, others without their full text as title. */
async function cutOff(grid: Locator, mustFit: string[]): Promise<{ missing: string[]; problems: string[] }> {
  await expect(grid.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
  return grid.evaluate((table, names) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
    const fit = names.map((n) => headers.indexOf(n));
    const problems: string[] = [];
    for (const row of table.querySelectorAll('tbody tr[aria-rowindex]')) {
      [...row.children].forEach((cell, i) => {
        const text = cell.textContent ?? '';
        if (cell.scrollWidth <= cell.clientWidth + 1) return;
        if (fit.includes(i)) problems.push(`${headers[i]}: "${text}" is cut off`);
        else if (cell.getAttribute('title') !== text) problems.push(`${headers[i]}: "${text}" is cut off and has no title`);
      });
    }
    return { missing: names.filter((_, i) => fit[i]! < 0), problems: [...new Set(problems)] };
  }, mustFit);
}

async function expectNothingCutOff(grid: Locator, mustFit: string[]): Promise<void> {
  const { missing, problems } = await cutOff(grid, mustFit);
  expect(missing, 'columns named in the test exist').toEqual([]);
  expect(problems).toEqual([]);
}

/** Both sizes and schemes; the check runs at the small size, where columns are tightest. */
async function eachLook(page: Page, project: string, name: string, check: () => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [large, small]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      if (size === small && scheme === 'light') await check();
      await screenshot(page, project, `${name}-${size.width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(small);
}

test.describe('Nothing is cut off', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(small);
  });

  test('purchasing: order list, order lines and replenishment', async ({ page }, info) => {
    await openApp(page, '#/purchasing');
    const orders = page.getByRole('grid', { name: 'Purchase orders' });
    await eachLook(page, info.project.name, 'fit-purchase-orders', () => expectNothingCutOff(orders, ['Order', 'Supplier ref.', 'Wareh.', 'Lines', 'Total excl. tax']));

    // The order with the most lines has the widest figures.
    await page.getByRole('textbox', { name: 'Search orders' }).fill('');
    await orders.locator('tbody tr[aria-rowindex]').first().click();
    const lines = page.getByTestId('po-lines').getByRole('grid');
    await eachLook(page, info.project.name, 'fit-order-lines', () => expectNothingCutOff(lines, ['Line', 'Item', 'Ordered', 'Received', 'Remaining', 'Price', 'Line total']));

    await page.keyboard.press('Escape');
    await page.keyboard.press('Alt+R');
    await page.getByRole('button', { name: 'Compute proposals' }).click();
    const proposals = page.getByRole('grid', { name: 'Replenishment proposals' });
    await eachLook(page, info.project.name, 'fit-replenishment', () => expectNothingCutOff(proposals, ['Item', 'Projected', 'Reorder level', 'Order qty']));
  });

  test('warehouse: counts, count lines, stock by location, batches and movements', async ({ page }, info) => {
    await openApp(page, '#/warehouse');
    await page.getByRole('tab', { name: 'Counts' }).click();
    const counts = page.getByRole('grid', { name: 'Inventory counts' });
    await eachLook(page, info.project.name, 'fit-counts', () => expectNothingCutOff(counts, ['Count', 'Warehouse', 'Variance lines', 'Variance value']));

    await counts.locator('tbody tr[aria-rowindex]').first().click();
    const countLines = page.getByTestId('count-detail').getByRole('grid');
    await eachLook(page, info.project.name, 'fit-count-lines', () =>
      expectNothingCutOff(countLines, ['Line', 'Item', 'Location', 'Batch', 'Serial', 'Recorded', 'Counted', 'Variance', 'Variance value']),
    );
    await page.keyboard.press('Escape');

    // A serial-tracked item: serial numbers by location.
    await page.getByRole('tab', { name: 'Stock' }).click();
    await page.getByTestId('item-search').fill('FV-10080');
    await page.getByTestId('item-search').press('Enter');
    const byLocation = page.getByRole('grid', { name: 'Stock of FV-10080 by location' });
    await eachLook(page, info.project.name, 'fit-stock-serials', () => expectNothingCutOff(byLocation, ['Warehouse', 'Location', 'Batch', 'Serial', 'On hand']));

    // A batch-tracked item: batches and movements.
    await page.getByTestId('item-search').fill('FV-10062');
    await page.getByTestId('item-search').press('Enter');
    await expect(page.getByTestId('stock-item-number')).toHaveText('FV-10062');
    await page.getByRole('tab', { name: /^Batches/ }).click();
    const batches = page.getByRole('grid', { name: 'Batches of FV-10062' });
    await eachLook(page, info.project.name, 'fit-batches', () => expectNothingCutOff(batches, ['Batch', 'On hand', 'Supplier lot']));
    await page.getByRole('tab', { name: 'Recent movements' }).click();
    const movements = page.getByRole('grid', { name: 'Movements of FV-10062' });
    await eachLook(page, info.project.name, 'fit-movements', () => expectNothingCutOff(movements, ['Warehouse', 'Location', 'Batch', 'Serial', 'Quantity', 'Balance after']));
  });

  test('configurator: saved configurations', async ({ page }, info) => {
    await openApp(page, '#/configurator');
    await page.getByRole('tab', { name: 'Saved configurations' }).click();
    const saved = page.getByRole('grid', { name: 'Saved configurations' });
    await eachLook(page, info.project.name, 'fit-saved-configurations', async () => {
      await expectNothingCutOff(saved, ['Configuration', 'Quantity', 'Changed']);
      // Every column in sight without scrolling sideways.
      const changed = (await saved.getByRole('columnheader', { name: 'Changed' }).boundingBox())!;
      const scroller = (await saved.locator('xpath=..').boundingBox())!;
      expect(changed.x + changed.width).toBeLessThanOrEqual(scroller.x + scroller.width + 1);
    });
  });
});
