import { expect, test, type Page } from './support/test';
import { parseGs1 } from '../../src/shared/domain/gs1';
import { localToday } from '../../src/shared/domain/overdue';
import { openApp, scannerThreshold, still } from './support/app';
import { openOrderFromList } from './support/purchasing';
import { sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';
import { previewScanned } from './support/labels';
import { scanBurst } from './support/scanner';

/**
 * A GS1 label scanned on a purchase order's screen with the Receive dialog closed, and the labels
 * printed right after: FV-10062 carries GTIN 7090012000627 (src/sandbox/seed/attributes.ts).
 */
const LABEL_GTIN = '07090012000627';

/** Keys of a burst may arrive far apart on a shared machine: the scanner is given a wide gap. */
async function openPurchasingScanningFromZero(page: Page): Promise<void> {
  await scannerThreshold(page, 5000);
  await page.addInitScript(() => {
    localStorage.setItem('quartermaster.receiving', JSON.stringify({ state: { start: 'zero' }, version: 1 }));
    const w = globalThis as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => void (w.printed += 1);
  });
  await openApp(page, '#/purchasing');
  await expect(page.getByTestId('workspace-purchasing')).toBeVisible();
}

async function scan(page: Page, code: string): Promise<void> {
  // With no field focused the app takes the burst as a scan.
  await page.locator(':focus').evaluateAll((focused) => focused.forEach((el) => (el as unknown as { blur(): void }).blur()));
  await scanBurst(page, code);
}

// Pictures at three device pixels to the CSS pixel, as the labels spec reads barcodes.
test.use({ deviceScaleFactor: 3 });

test.describe('A GS1 label on the order screen', () => {
  test('says why when no order is open or the open order lacks its item, and otherwise is received there, its labels carrying its GTIN', async ({
    page,
    request,
  }, info) => {
    const api = await sandboxErp(request);
    const item = (await api.get('/items/FV-10062')) as { primarySupplierNumber: string; trackingType: string };
    expect(item.trackingType, 'FV-10062 is batch-tracked in the demo data').toBe('Batch');
    const other = api.items.find((i) => i.trackingType === 'None' && i.isActive && i.primarySupplierNumber && i.replenishmentType === 'Purchase')!;
    const orderNumber = await api.confirmedOrder(item.primarySupplierNumber, [{ itemNumber: 'FV-10062', quantity: '40' }]);
    const otherOrder = await api.confirmedOrder(other.primarySupplierNumber!, [{ itemNumber: other.itemNumber, quantity: '2' }]);
    const label = `(01)${LABEL_GTIN}(17)311231(30)12(10)L-${orderNumber}`;
    await openPurchasingScanningFromZero(page);

    // No order open: a GS1 label is never looked up as an order number.
    await scan(page, label);
    const notice = (text: string) => page.getByRole('alert').filter({ hasText: 'Nothing was received' }).filter({ hasText: text });
    await expect(notice('A GS1 label: open the purchase order to receive it.')).toBeVisible();
    await expect(page.getByText(/not found|Nothing found/)).toHaveCount(0);
    await still(page);
    await screenshotVariants(page, info.project.name, 'purchasing-label-no-order');

    // An order without the label's item: the notice names the item and the order, nothing opens.
    await openOrderFromList(page, otherOrder);
    await scan(page, label);
    await expect(notice(`This is a GS1 label of FV-10062, which is not on ${otherOrder}.`)).toBeVisible();
    // The next scan replaces the notice of the one before.
    await expect(notice('open the purchase order')).toHaveCount(0);
    await expect(page.getByTestId('receive-dialog')).toHaveCount(0);
    await still(page);
    await screenshotVariants(page, info.project.name, 'purchasing-label-not-on-order');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('po-detail')).toBeHidden();

    // The order holding it: Receive opens with the label taken in, as a scan in the dialog would.
    await openOrderFromList(page, orderNumber);
    // A label whose GTIN no item carries says so, as it would in the dialog.
    await scan(page, '(01)04006381333931(30)5');
    await expect(notice('No item carries GTIN 04006381333931')).toBeVisible();
    await expect(page.getByTestId('receive-dialog')).toHaveCount(0);
    await scan(page, label);
    await expect(notice('No item carries')).toHaveCount(0);
    const receive = page.getByRole('dialog', { name: `Receive goods on ${orderNumber}` });
    await expect(receive.getByLabel('Quantity for line 1')).toHaveValue('12');
    await expect(receive.getByLabel('Batch number for line 1')).toHaveValue(`L-${orderNumber}`);
    await expect(receive.getByRole('checkbox', { name: 'Receive line 1' })).toBeChecked();
    // Batch and expiry are filled: the cursor waits where the next carton adds.
    await expect(receive.getByLabel('Quantity for line 1')).toBeFocused();
    await receive.getByRole('button', { name: /Review receipt/ }).click();
    await expect(receive.getByTestId('receive-confirm')).toContainText(`L-${orderNumber}, expires 2031-12-31`);
    await receive.getByRole('button', { name: /Post receipt/ }).click();
    await expect(receive.getByTestId('receive-result-1')).toHaveAttribute('data-outcome', 'received');

    // Its labels carry the label's GTIN: a GS1 barcode prints without typing one.
    const actions = receive.getByTestId('received-actions');
    await actions.getByText('One per batch').click();
    await actions.getByRole('button', { name: 'Print labels for what was just received' }).click();
    const dialog = page.getByRole('dialog', { name: `Labels for what was received on ${orderNumber}` });
    await dialog.getByRole('combobox', { name: 'Barcode' }).click();
    await page.getByRole('option', { name: 'GS1-128', exact: true }).click();
    await expect(dialog.getByText('1 label on 1 page')).toBeVisible();
    await expect.poll(async () => (await previewScanned(page))[0]?.startsWith(`]C101${LABEL_GTIN}`) ?? false).toBe(true);
    const [scanned] = await previewScanned(page);
    const read = parseGs1(scanned!, { today: localToday() });
    expect(read.ok && read.data).toMatchObject({ gtin: LABEL_GTIN, batch: `L-${orderNumber}`, expiry: '2031-12-31' });
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);
  });
});
