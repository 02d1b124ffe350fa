import { expect, test, type Page } from './support/test';
import { openApp, screenshot } from './support/app';
import { sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';

/**
 * An item's stock over time in one warehouse (docs/api-assumptions.md 344): the chart and, beside
 * it, the table of the same figures, exact as the ERP wrote them.
 */
async function openItemStock(page: Page, itemNumber: string): Promise<void> {
  await openApp(page, '#/warehouse');
  await expect(page.getByTestId('workspace-warehouse')).toBeVisible();
  await page.getByRole('tab', { name: 'Stock' }).click();
  await page.getByTestId('item-search').fill(itemNumber);
  await page.getByTestId('item-search').press('Enter');
  await expect(page.getByTestId('item-stock')).toBeVisible();
}

test.describe('Stock over time', () => {
  test('the balance after each movement, marked by kind, with the reorder point and safety stock', async ({ page }, info) => {
    const erp = await sandboxErp(page.request);
    const target = { itemNumber: 'FV-10062', warehouseCode: 'OSL', locationCode: 'B-13', batchNumber: 'B000002' };
    await erp.post('/inventory/adjustments', { ...target, quantity: '12', notes: 'Found on the shelf' });
    await erp.post('/inventory/adjustments', { ...target, quantity: '-3', transactionType: 'Scrap', notes: 'Dented' });
    const listed = (await erp.get('/inventory/transactions?itemNumber=FV-10062&warehouseCode=OSL&pageSize=200')) as {
      items: { transactionType: string; quantity: string; balanceAfter: string; transactionDate: string }[];
    };
    // Other tests of this worker may have moved FV-10062 too (receipts): the table shows every movement of the last 90 days.
    const recent = listed.items.filter((t) => Date.parse(t.transactionDate) >= Date.now() - 90 * 86_400_000).length;

    await openItemStock(page, 'FV-10062');
    await page.getByRole('tab', { name: 'Stock over time' }).click();
    const history = page.getByTestId('stock-history');
    await expect(history.getByRole('radio', { name: 'OSL' })).toBeChecked();
    await expect(history.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(history.getByTestId('stock-history-levels')).toContainText('Reorder point 5 · Safety stock 10 (calculated by the ERP)');
    await expect(history.getByTestId('stock-history-chart').locator('svg.recharts-surface')).toBeVisible();

    // The last two rows are the two movements just booked, with the ERP's own balances.
    const table = history.getByRole('grid', { name: 'Stock of FV-10062 in OSL after each movement' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(recent + 1); // the header and each movement within 90 days
    await expect(rows.nth(recent - 1)).toContainText('Adjustment');
    await expect(rows.nth(recent - 1)).toContainText('+12');
    await expect(rows.nth(recent - 1)).toContainText(listed.items[1]!.balanceAfter);
    await expect(rows.nth(recent)).toContainText('Scrap');
    await expect(rows.nth(recent)).toContainText('−3');
    await expect(rows.nth(recent)).toContainText(listed.items[0]!.balanceAfter);
    // The opening balance is the one before the first movement shown.
    const first = listed.items[recent - 1]!;
    await expect(history.getByTestId('stock-history-levels')).toContainText(`On hand ${Number(first.balanceAfter) - Number(first.quantity)} at`);

    // By keyboard: the period control moves with the arrow keys, and All brings the older movements.
    await history.getByRole('radio', { name: '90 days' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(history.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(rows).toHaveCount(listed.items.length + 1);
    await history.getByTestId('stock-history-chart').scrollIntoViewIfNeeded();
    await screenshotVariants(page, info.project.name, 'warehouse-stock-history', history.locator('.mantine-Loader-root'));
    // The panel itself on a small laptop, chart and table, for the eye.
    await page.setViewportSize({ width: 1024, height: 700 });
    await screenshot(history, info.project.name, 'warehouse-stock-history-panel-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Another warehouse: TRD keeps its own safety stock.
    await history.getByText('TRD', { exact: true }).click();
    await expect(history.getByTestId('stock-history-levels')).toContainText('Reorder point 30 · Safety stock 5');
    await expect(history.getByRole('grid', { name: 'Stock of FV-10062 in TRD after each movement' })).toBeVisible();
  });

  test('a period without movements says so and draws no chart; All shows the older ones', async ({ page }) => {
    // An item that moved in OSL only when the demo data was laid down, over a year ago: found now,
    // as other tests of this worker may have moved some (counts applied, receipts).
    const erp = await sandboxErp(page.request);
    const cutoff = Date.now() - 90 * 86_400_000;
    let quiet: { itemNumber: string; moves: { quantity: string; balanceAfter: string }[] } | null = null;
    for (const { itemNumber } of erp.items.filter((i) => i.trackingType === 'None').slice(0, 40)) {
      const moves = (await erp.get(`/inventory/transactions?itemNumber=${itemNumber}&warehouseCode=OSL&pageSize=200`)) as {
        items: { quantity: string; balanceAfter: string; transactionDate: string }[];
      };
      if (moves.items.length > 0 && moves.items.every((t) => Date.parse(t.transactionDate) < cutoff)) {
        quiet = { itemNumber, moves: moves.items };
        break;
      }
    }
    expect(quiet, 'the demo data has an item not moved in OSL for 90 days').not.toBeNull();
    const { itemNumber, moves } = quiet!;
    await openItemStock(page, itemNumber);
    await page.getByRole('tab', { name: 'Stock over time' }).click();
    const history = page.getByTestId('stock-history');
    await expect(history.getByTestId('stock-history-empty')).toHaveText(
      new RegExp(`^No movements of ${itemNumber} in OSL in the last 90 days; on hand now \\d+\\.$`),
    );
    await expect(history.getByTestId('stock-history-chart')).toHaveCount(0);
    await history.getByText('All', { exact: true }).click();
    const rows = history.getByRole('grid', { name: `Stock of ${itemNumber} in OSL after each movement` }).getByRole('row');
    await expect(rows).toHaveCount(moves.length + 1);
    const oldest = moves[moves.length - 1]!;
    await expect(history.getByTestId('stock-history-levels')).toContainText(
      `On hand ${Number(oldest.balanceAfter) - Number(oldest.quantity)} at the first movement`,
    );
    await expect(history.getByTestId('stock-history-chart').locator('svg.recharts-surface')).toBeVisible();
  });

  test('batches on a timeline by expiry, above the batch table with the same figures', async ({ page }, info) => {
    const erp = await sandboxErp(page.request);
    const listed = (await erp.get('/inventory/batches?itemNumber=FV-10062&pageSize=200')) as { items: { batchNumber: string; expiryDate: string | null }[] };
    await openItemStock(page, 'FV-10062');
    await page.getByRole('tab', { name: 'Batches' }).click();
    const chart = page.getByTestId('batch-expiry-chart');
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    // One point per batch with an expiry date (recharts draws each as a symbol).
    await expect(chart.locator('.recharts-scatter-symbol')).toHaveCount(listed.items.filter((b) => b.expiryDate).length);
    await expect(chart.getByText('Today')).toBeVisible();
    const table = page.getByRole('grid', { name: 'Batches of FV-10062' });
    await expect(table.getByRole('row')).toHaveCount(listed.items.length + 1);
    await chart.scrollIntoViewIfNeeded();
    await screenshotVariants(page, info.project.name, 'warehouse-batch-expiry', page.locator('.mantine-Loader-root'));
    // A filter that leaves a group out redraws the chart with the groups left.
    await page.getByRole('textbox', { name: 'Expiring within days' }).fill('30');
    await expect(table.getByRole('row')).not.toHaveCount(listed.items.length + 1);
    await expect(chart.locator('.recharts-legend-wrapper')).not.toContainText('Later');
    await expect(table.getByText(/^-\d+ d$/).first()).toBeVisible();
  });
});
