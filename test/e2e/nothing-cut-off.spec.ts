import { expect, test, type Locator, type Page } from './support/test';
import { openApp, screenshot, settled } from './support/app';
import { openOrderFromList } from './support/purchasing';
import { sandboxErp } from './support/sandbox';

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
  // A cut cell gets its title when the pointer comes over it (content-fit's titleIfClipped):
  // each cut cell is hovered, as a user would, before its title is read.
  return grid.evaluate((table, names) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
    const fit = names.map((n) => headers.indexOf(n));
    const problems: string[] = [];
    // The page's own PointerEvent (this file is type-checked without the DOM's types).
    const Pointer = (globalThis as unknown as { PointerEvent: typeof Event }).PointerEvent;
    for (const row of table.querySelectorAll('tbody tr[aria-rowindex]')) {
      [...row.children].forEach((cell, i) => {
        const text = cell.textContent ?? '';
        if (cell.scrollWidth <= cell.clientWidth + 1) return;
        if (fit.includes(i)) return problems.push(`${headers[i]}: "${text}" is cut off`);
        cell.dispatchEvent(new Pointer('pointerover', { bubbles: true }));
        if (cell.getAttribute('title') !== text) problems.push(`${headers[i]}: "${text}" is cut off and has no title when hovered`);
      });
    }
    return { missing: names.filter((_, i) => fit[i]! < 0), problems: [...new Set(problems)] };
  }, mustFit);
}

/** The first body cell cut off in the grid as it is drawn now, without a title, and its whole text. */
async function firstCutCell(grid: Locator): Promise<{ cell: Locator; text: string }> {
  const found = await grid.evaluate((table) => {
    for (const row of table.querySelectorAll('tbody tr[aria-rowindex]')) {
      const cells = [...row.querySelectorAll('td[data-cell]')];
      const index = cells.findIndex((cell) => cell.scrollWidth > cell.clientWidth + 1);
      if (index < 0) continue;
      // Cleared, so that only the hover below can give it its title back.
      cells[index]!.removeAttribute('title');
      return { row: row.getAttribute('aria-rowindex')!, index, text: cells[index]!.textContent ?? '' };
    }
    return null;
  });
  expect(found, 'a cell is cut off at this size').not.toBeNull();
  return { cell: grid.locator(`tbody tr[aria-rowindex="${found!.row}"] td[data-cell]`).nth(found!.index), text: found!.text };
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
      await settled(page);
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
    await eachLook(page, info.project.name, 'fit-purchase-orders', () =>
      expectNothingCutOff(orders, ['Order', 'Supplier ref.', 'Wareh.', 'Lines', 'Total excl. tax']),
    );
    // The real pointer too: a cell cut at 1024 px (a supplier's name, say) shows whole as its title.
    const cut = await firstCutCell(orders);
    await cut.cell.hover();
    await expect(cut.cell).toHaveAttribute('title', cut.text);

    // The order with the most lines has the widest figures.
    await page.getByRole('textbox', { name: 'Search orders' }).fill('');
    await orders.locator('tbody tr[aria-rowindex]').first().click();
    const lines = page.getByTestId('po-lines').getByRole('grid');
    await eachLook(page, info.project.name, 'fit-order-lines', async () => {
      await expectNothingCutOff(lines, ['Line', 'Item', 'Ordered', 'Received', 'Remaining', 'Price', 'Line total']);
      // Money is in view without scrolling sideways, each price with its currency.
      for (const header of ['Price', 'Line total']) await expect(lines.getByRole('columnheader', { name: header })).toBeInViewport({ ratio: 1 });
      await expect(lines.locator('tbody tr[aria-rowindex]').first().getByRole('gridcell').nth(4)).toHaveText(/^[\d,.]+ [A-Z]{3}$/);
    });

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
    await eachLook(page, info.project.name, 'fit-stock-serials', () =>
      expectNothingCutOff(byLocation, ['Warehouse', 'Location', 'Batch', 'Serial', 'On hand']),
    );

    // A batch-tracked item: batches and movements.
    await page.getByTestId('item-search').fill('FV-10062');
    await page.getByTestId('item-search').press('Enter');
    await expect(page.getByTestId('stock-item-number')).toHaveText('FV-10062');
    await page.getByRole('tab', { name: /^Batches/ }).click();
    const batches = page.getByRole('grid', { name: 'Batches of FV-10062' });
    await eachLook(page, info.project.name, 'fit-batches', () => expectNothingCutOff(batches, ['Batch', 'On hand', 'Supplier lot']));
    await page.getByRole('tab', { name: 'Recent movements' }).click();
    const movements = page.getByRole('grid', { name: 'Movements of FV-10062' });
    await eachLook(page, info.project.name, 'fit-movements', () =>
      expectNothingCutOff(movements, ['Warehouse', 'Location', 'Batch', 'Serial', 'Quantity', 'Balance after']),
    );
  });
  test('purchasing: the Receive dialog shows each item number on one line and each quantity whole, without sideways scrolling', async ({
    page,
    request,
  }, info) => {
    const api = await sandboxErp(request);
    const serial = api.items.find((i) => i.isActive && i.trackingType === 'Serial' && !!i.primarySupplierNumber && i.replenishmentType === 'Purchase')!;
    // A batch line of a large delivery beside it: the batch and expiry fields take the row's room.
    const batch = api.items.find(
      (i) => i.isActive && i.trackingType === 'Batch' && i.primarySupplierNumber === serial.primarySupplierNumber && i.replenishmentType === 'Purchase',
    )!;
    const orderNumber = await api.confirmedOrder(serial.primarySupplierNumber!, [
      { itemNumber: serial.itemNumber, quantity: '3' },
      { itemNumber: batch.itemNumber, quantity: '1234567' },
    ]);
    await openApp(page, '#/purchasing');
    await openOrderFromList(page, orderNumber);
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const receive = page.getByRole('dialog', { name: `Receive goods on ${orderNumber}` });
    await receive.getByLabel('Serial numbers for line 1').fill(['SN-2026-000000000001', 'SN-2026-000000000002', 'SN-2026-000000000003'].join('\n'));
    await eachLook(page, info.project.name, 'fit-receive', async () => {
      const item = receive.getByTestId('receive-item-1');
      await expect(item).toHaveText(serial.itemNumber);
      const { lines, sideways } = await item.evaluate((el) => {
        const range = el.ownerDocument.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        const body = el.closest('.mantine-Modal-body')!;
        return { lines: tops.size, sideways: body.scrollWidth - body.clientWidth };
      });
      expect(lines, `${serial.itemNumber} is shown on one line`).toBe(1);
      expect(sideways, 'the dialog needs no sideways scrolling').toBeLessThanOrEqual(1);
      // The large delivery's quantity is seen whole inside its field.
      const quantity = receive.getByLabel('Quantity for line 2');
      await expect(quantity).toHaveValue('1234567');
      expect(await quantity.evaluate((el) => el.scrollWidth - el.clientWidth), 'the figure fits its field').toBeLessThanOrEqual(1);
      // Each serial number on a line of its own, never broken in two.
      const serials = receive.getByLabel('Serial numbers for line 1');
      expect(await serials.evaluate((el) => el.scrollWidth - el.clientWidth), 'every serial number fits its line').toBeLessThanOrEqual(1);
    });
  });

  test('configurator: saved configurations', async ({ page }, info) => {
    await openApp(page, '#/configurator');
    await page.getByRole('tab', { name: 'Saved configurations' }).click();
    const saved = page.getByRole('grid', { name: 'Saved configurations' });
    await eachLook(page, info.project.name, 'fit-saved-configurations', async () => {
      await expect(saved.getByTestId('row-total-price').first()).toHaveText(/ [A-Z]{3}$|No price/);
      await expectNothingCutOff(saved, ['Configuration', 'Quantity', 'Unit price', 'Total', 'Changed']);
      // Every column in sight without scrolling sideways.
      const changed = (await saved.getByRole('columnheader', { name: 'Changed' }).boundingBox())!;
      const scroller = (await saved.locator('xpath=..').boundingBox())!;
      expect(changed.x + changed.width).toBeLessThanOrEqual(scroller.x + scroller.width + 1);
    });
  });

  test('at 200 % zoom "Export CSV" stays whole and inside its panel', async ({ page }) => {
    await openApp(page, '#/configurator');
    await page.getByRole('tab', { name: 'Saved configurations' }).click();
    // The smallest window, 1024x700, at 200 % is one of 512x350 CSS pixels.
    await page.setViewportSize({ width: 512, height: 350 });
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await expect(exportButton).toBeVisible();
    const box = (await exportButton.boundingBox())!;
    const panel = (await page.getByTestId('saved-configurations').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(panel.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(panel.x + panel.width, 512) + 1);
    expect(await exportButton.evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
  });
});
