import { expect, test, type Page } from './support/test';
import { parseGs1 } from '../../src/shared/domain/gs1';
import { localToday } from '../../src/shared/domain/overdue';
import { openApp, scannerThreshold, screenshot } from './support/app';
import { sandboxErp } from './support/sandbox';
import { previewScanned } from './support/labels';
import { pdfText } from '../support/pdf-text';
import { openOrderFromList } from './support/purchasing';
import { readFileSync } from 'node:fs';
import { discardNewDrafts } from './support/drafts';
import { screenshotVariants } from './support/variants';
import { scanBurst } from './support/scanner';

/**
 * Labels from the stock lookup on the Demo profile. The print dialog is the browser's: these
 * tests count the window's print() calls and read the print sheet it would print. Electron's
 * direct printing (webContents.print, printToPDF) is not exercised here: the Electron binary is
 * not installed where the tests run, and the browser host has no direct printer.
 */

async function openWarehouse(page: Page): Promise<void> {
  // Keys sent 5 ms apart were seen torn by a loaded CI machine at the 400 ms default (a scanned
  // item number found nothing): a patient scanner, as warehouse.spec uses.
  await scannerThreshold(page, 5000);
  await page.addInitScript(() => {
    const w = globalThis as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => void (w.printed += 1);
  });
  await openApp(page, '#/warehouse');
  await expect(page.getByTestId('workspace-warehouse')).toBeVisible();
}

async function scan(page: Page, code: string): Promise<void> {
  await page.getByRole('heading', { name: 'Warehouse' }).click();
  await scanBurst(page, code);
}

const printed = (page: Page) => page.evaluate(() => (globalThis as unknown as { printed: number }).printed);

// Pictures at three device pixels to the CSS pixel: about 290 dpi, as a label printer prints them.
test.use({ deviceScaleFactor: 3 });

test.describe('Labels', () => {
  test('a scanned batch prints GS1 labels that scan back to its GTIN, batch and expiry; the size is remembered', async ({ page, request }, info) => {
    // FV-10062 carries GTIN 7090012000627 (src/sandbox/seed/attributes.ts); labels carry it as 14 digits.
    const api = await sandboxErp(request);
    const { items } = (await api.get('/inventory/batches?itemNumber=FV-10062&pageSize=1')) as { items: { batchNumber: string; expiryDate: string | null }[] };
    const batch = items[0]!;
    // A GTIN typed for FV-10062's labels by an earlier run on this host would be restored below.
    await discardNewDrafts(request, ['warehouse.labelGtin'], 'FV-10062');
    // A size or barcode chosen by an earlier test on this host is remembered: this one starts from the defaults.
    const reset = await request.post(`${process.env.QM_ORIGIN}/api/call/labels.setPreferences`, {
      headers: { 'x-qm-token': process.env.QM_TOKEN! },
      data: { size: '62x29', symbology: 'code128' },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
    await openWarehouse(page);
    await scan(page, `]C10107090012000627${batch.expiryDate ? `17${batch.expiryDate.slice(2).replaceAll('-', '')}` : ''}10${batch.batchNumber}`);
    await expect(page.getByTestId('stock-item-number')).toHaveText('FV-10062');

    await page.getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: `Labels for FV-10062, batch ${batch.batchNumber}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'GTIN' })).toHaveValue('07090012000627');
    // Nothing chosen yet: a 62 x 29 mm roll and Code 128 of the item number.
    await expect(dialog.getByRole('radio', { name: '62 × 29 mm roll' })).toBeChecked();
    await expect.poll(() => previewScanned(page)).toEqual([']C0FV-10062']);

    await dialog.getByRole('combobox', { name: 'Barcode' }).click();
    await page.getByRole('option', { name: 'GS1 DataMatrix' }).click();
    await dialog.getByText('A4 sheet, 3 × 8 labels').click();
    // What people type stays as typed, with the rule under the field.
    const copies = dialog.getByRole('textbox', { name: 'Copies' });
    await copies.fill('1.5');
    await expect(copies).toHaveValue('1.5');
    await expect(dialog.getByText('Whole numbers only')).toBeVisible();
    await copies.fill('1000');
    await expect(copies).toHaveValue('1000');
    await expect(copies).toHaveAccessibleDescription(/500/);
    await copies.fill('30');
    await expect(dialog.getByText('30 labels on 2 sheets')).toBeVisible();
    await screenshot(dialog, info.project.name, 'labels-dialog');
    const [scanned] = await previewScanned(page);
    const read = parseGs1(scanned ?? '', { today: localToday() });
    expect(read.ok && read.data).toMatchObject({ gtin: '07090012000627', batch: batch.batchNumber, ...(batch.expiryDate ? { expiry: batch.expiryDate } : {}) });
    expect(scanned?.startsWith(']d2')).toBe(true);

    // Print from the keyboard: Enter in a field submits; the sheet holds every label on A4 pages.
    await dialog.getByRole('textbox', { name: 'Copies' }).press('Enter');
    await expect.poll(() => printed(page)).toBe(1);
    const sheet = page.getByTestId('print-sheet');
    await expect(sheet.getByTestId('label')).toHaveCount(30);
    expect(await sheet.locator('style').textContent()).toBe('@page { size: 210mm 297mm; margin: 0; }');
    await expect(sheet.getByTestId('label').first()).toContainText(`FV-10062Gas Canister 230 gBatch ${batch.batchNumber}`);

    // Chosen once: the next dialog, after a reload, opens on A4 and GS1 DataMatrix.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('workspace-warehouse')).toBeVisible();
    await page.getByRole('tab', { name: 'Stock' }).click();
    await page.getByTestId('item-search').fill('FV-10062');
    await page.getByTestId('item-search').press('Enter');
    await expect(page.getByTestId('stock-item-number')).toHaveText('FV-10062');
    await page.getByRole('button', { name: 'Print labels' }).click();
    const again = page.getByRole('dialog', { name: 'Labels for FV-10062' });
    await expect(again.getByRole('radio', { name: 'A4 sheet, 3 × 8 labels' })).toBeChecked();
    await expect(again.getByRole('combobox', { name: 'Barcode' })).toHaveValue('GS1 DataMatrix');
    // Looked up by number, the item's GTIN is unknown (the ERP's API reads none): the field says so.
    await expect(again.getByRole('textbox', { name: 'GTIN' })).toHaveAccessibleDescription(/A GS1 barcode needs the item’s GTIN/);
    await expect(again.getByRole('button', { name: 'Print' })).toBeDisabled();
    await again.getByRole('textbox', { name: 'GTIN' }).fill('7090012000628');
    await expect(again.getByText('7090012000628 is not a GTIN: 8, 12, 13 or 14 digits ending in their check digit.')).toBeVisible();
    await again.getByRole('textbox', { name: 'GTIN' }).fill('7090012000627');
    await expect(again.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(await previewScanned(page)).toEqual([']d20107090012000627']);
  });

  test('each batch row prints its labels with Enter; Code 128, QR and GS1-128 scan back', async ({ page, request }) => {
    const api = await sandboxErp(request);
    const { items } = (await api.get('/inventory/batches?itemNumber=FV-10062&pageSize=3')) as { items: { batchNumber: string }[] };
    const batch = items.at(-1)!;
    await openWarehouse(page);
    await scan(page, 'FV-10062');
    await page.getByRole('tab', { name: /^Batches/ }).click();
    const row = page.getByRole('grid', { name: 'Batches of FV-10062' }).getByRole('row', { name: new RegExp(batch.batchNumber) });
    await row.click();
    const dialog = page.getByRole('dialog', { name: `Labels for FV-10062, batch ${batch.batchNumber}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'GTIN' }).fill('7090012000627');
    for (const [symbology, starts] of [
      ['Code 128', ']C0FV-10062'],
      ['QR', ']Q1FV-10062'],
      ['GS1-128', `]C10107090012000627`],
    ] as const) {
      await dialog.getByRole('combobox', { name: 'Barcode' }).click();
      await page.getByRole('option', { name: symbology, exact: true }).click();
      await expect.poll(async () => (await previewScanned(page))[0]?.startsWith(starts) ?? false, { message: symbology }).toBe(true);
    }
    const [gs1] = await previewScanned(page);
    const read = parseGs1(gs1!, { today: localToday() });
    expect(read.ok && read.data.batch).toBe(batch.batchNumber);
  });

  test('right after a receipt: one label per unit or per batch, and the receiving slip', async ({ page, request }, info) => {
    const api = await sandboxErp(request);
    const item = api.items.find((i) => i.trackingType === 'None' && i.isActive && i.primarySupplierNumber && i.replenishmentType === 'Purchase')!;
    const orderNumber = await api.confirmedOrder(item.primarySupplierNumber!, [{ itemNumber: item.itemNumber, quantity: '3' }]);
    await openWarehouse(page);
    await page.getByRole('link', { name: /Purchasing/ }).click();
    await expect(page.getByTestId('workspace-purchasing')).toBeVisible();
    await openOrderFromList(page, orderNumber);
    await page.keyboard.press('Alt+G');
    const receive = page.getByRole('dialog', { name: `Receive goods on ${orderNumber}` });
    await expect(receive.getByLabel('Quantity for line 1')).toHaveValue('3');
    await page.keyboard.press('Control+Enter');
    await page.keyboard.press('Control+Enter');
    await expect(receive.getByTestId('receive-result-1')).toHaveAttribute('data-outcome', 'received');

    const actions = receive.getByTestId('received-actions');
    await screenshot(page, info.project.name, 'labels-after-receipt');
    await actions.getByRole('button', { name: 'Print labels for what was just received' }).click();
    const dialog = page.getByRole('dialog', { name: `Labels for what was received on ${orderNumber}` });
    await dialog.getByRole('combobox', { name: 'Barcode' }).click();
    await page.getByRole('option', { name: 'Code 128', exact: true }).click();
    await dialog.getByText('62 × 29 mm roll').click();
    await expect(dialog.getByText('3 labels on 3 pages')).toBeVisible();
    await expect.poll(() => previewScanned(page)).toEqual([`]C0${item.itemNumber}`]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await actions.getByText('One per batch').click();
    await actions.getByRole('button', { name: 'Print labels for what was just received' }).click();
    await expect(dialog.getByText('1 label on 1 page')).toBeVisible();
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => printed(page)).toBe(1);
    await expect(page.getByTestId('print-sheet').getByTestId('label')).toHaveCount(1);
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Receiving slip PDF' }).click();
    const text = (await pdfText(new Uint8Array(readFileSync(await (await download).path())))).flat();
    expect(text[0]).toBe(`Receiving slip ${orderNumber}`);
    const at = text.indexOf(item.itemNumber);
    expect(text.slice(at - 1, at + 1)).toEqual(['1', item.itemNumber]);
    expect(
      text.slice(at, at + 4).some((t) => /^3 \S+$/.test(t)),
      'the received quantity with its unit',
    ).toBe(true);
  });

  test('a GTIN typed for labels is kept as a draft of the item, restored on opening again, until printed or discarded', async ({ page, request }, info) => {
    const api = await sandboxErp(request);
    const item = api.items.find((i) => i.trackingType === 'None' && i.isActive)!;
    await discardNewDrafts(request, ['warehouse.labelGtin'], item.itemNumber);
    await openWarehouse(page);
    await scan(page, item.itemNumber);
    await expect(page.getByTestId('stock-item-number')).toHaveText(item.itemNumber);
    const dialog = page.getByRole('dialog', { name: `Labels for ${item.itemNumber}` });
    const gtin = dialog.getByRole('textbox', { name: 'GTIN' });
    const restored = dialog.getByTestId('draft-restored');
    const close = async () => {
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toHaveCount(0);
    };
    const open = async () => {
      await page.getByRole('button', { name: 'Print labels' }).click();
      await expect(dialog).toBeVisible();
    };
    const reopen = async () => (await close(), await open());

    await page.getByRole('button', { name: 'Print labels' }).click();
    await expect(gtin).toHaveValue('');
    await expect(restored).toHaveCount(0);
    await gtin.fill('7090012000627');
    await close();
    // The Drafts list names it by item.
    await page.getByTestId('drafts-button').click();
    await expect(page.getByRole('article', { name: new RegExp(`^GTIN for labels: ${item.itemNumber} · \\S`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drafts-panel')).toBeHidden();
    await open();
    await expect(gtin).toHaveValue('7090012000627');
    await expect(restored).toContainText(/A typed GTIN from .+ was restored\./);
    await screenshotVariants(page, info.project.name, 'labels-gtin-restored');

    // Discarded: the field is empty again, and so is the next opening.
    await restored.getByRole('button', { name: 'Discard typed GTIN' }).click();
    await expect(gtin).toHaveValue('');
    await expect(restored).toHaveCount(0);
    await reopen();
    await expect(gtin).toHaveValue('');
    await expect(restored).toHaveCount(0);

    // Printed with it: the draft goes with the print.
    await gtin.fill('7090012000627');
    await expect(dialog.getByRole('button', { name: 'Print' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => printed(page)).toBe(1);
    await reopen();
    await expect(gtin).toHaveValue('');
    await expect(restored).toHaveCount(0);
  });
});
