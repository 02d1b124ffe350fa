import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { openApp, scannerThreshold } from './support/app';
import { openOrderFromList } from './support/purchasing';
import { sandboxErp, type SandboxItem } from './support/sandbox';
import { discardNewDrafts, newRecordEditors } from './support/drafts';
import { screenshotVariants } from './support/variants';
import { scanBurst } from './support/scanner';

/**
 * Numbers and dates as a demanding clerk types them: what is typed is never turned into another
 * number, figures far outside an item's usual size are asked about, implausible dates warned
 * about before posting. Each changed dialog is photographed at two sizes, light and dark.
 */
async function erp(request: APIRequestContext) {
  const { items, confirmedOrder } = await sandboxErp(request);
  return { item: (test: (i: SandboxItem) => boolean) => items.find((i) => i.isActive && test(i))!, confirmedOrder };
}

async function open(page: Page, hash: string, scannerGapMs?: number): Promise<void> {
  await scannerThreshold(page, scannerGapMs);
  await openApp(page, hash);
}

/** The view, scrolled to what it shows, in every look (support/variants.ts). */
async function photograph(page: Page, name: string, shown: Locator): Promise<void> {
  await shown.scrollIntoViewIfNeeded();
  await screenshotVariants(page, 'numbers', name);
}

async function choose(page: Page, scope: Locator, label: string, option: RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

// New order, Adjust and New count keep what an earlier test typed: every test starts them blank.
test.beforeEach(({ request }) => discardNewDrafts(request, newRecordEditors));

test.describe('numbers and dates as typed', () => {
  test('an adjustment quantity is never turned into another number, and a far-off one is asked about', async ({ page, request }) => {
    const api = await erp(request);
    const decimal = api.item((i) => i.trackingType === 'None' && i.decimalPlaces === 2);
    await open(page, '#/warehouse');
    await page.getByRole('tab', { name: 'Adjust' }).click();
    const form = page.getByTestId('adjustment-form');
    const item = form.getByLabel('Item', { exact: true });
    const quantity = form.getByLabel(/^Quantity/);
    const submit = form.getByRole('button', { name: /^Book/ });

    // A whole-unit item: 1.5 stays as typed and is refused; nothing is previewed.
    await item.fill('FV-10062');
    await item.press('Enter');
    await expect(form.getByText('Batch tracked · whole units', { exact: false })).toBeVisible();
    await choose(page, form, 'Warehouse', /^OSL /);
    await choose(page, form, 'Location', /^B-13 /);
    for (const typed of ['1.5', '1.50']) {
      await quantity.fill('');
      await quantity.pressSequentially(typed);
      await expect(quantity).toHaveValue(typed);
      await expect(form.getByText('Whole numbers only')).toBeVisible();
      await expect(form.getByTestId('on-hand-location')).not.toContainText('→');
    }
    await photograph(page, 'adjust-whole-units-refused', quantity);
    await quantity.fill('');
    await quantity.pressSequentially('1e309');
    await expect(quantity).toHaveValue('1e309');
    await expect(form.getByText('Digits and one decimal point or comma only')).toBeVisible();
    await quantity.fill('99999999999999999999999999');
    await expect(form.getByText('Quantity (+ adds, − removes) is too large: at most 15 digits before the decimal point.')).toBeVisible();

    // In en-US a comma groups thousands: 1,5 is no number of that format, and says so once the field is left.
    await quantity.fill('');
    await quantity.pressSequentially('1,5');
    await quantity.blur();
    await expect(quantity).toHaveValue('1,5');
    await expect(form.getByText('Write numbers as 1,234.5 or 1234.5')).toBeVisible();

    // A decimal item: the decimal point is taken as meant.
    await item.fill(decimal.itemNumber);
    await item.press('Enter');
    await expect(form.getByText('up to 2 decimals', { exact: false })).toBeVisible();
    await choose(page, form, 'Location', /^A-01 /);
    await quantity.fill('');
    await quantity.pressSequentially('1.5');
    await expect(quantity).toHaveValue('1.5');
    const preview = (await form.getByTestId('on-hand-warehouse').textContent()) ?? '';
    const [, before, after] = /In OSL: ([\d,.]+) → ([\d,.]+)/.exec(preview) ?? [];
    const plain = (v = '') => Number(v.replace(/,/g, ''));
    expect(plain(after) - plain(before)).toBeCloseTo(1.5, 6);

    // Far above what is on hand: asked about first, booked on the second press.
    await quantity.fill('99999999999999');
    await submit.click();
    const question = form.getByTestId('unusual-quantity');
    await expect(question).toContainText('99,999,999,999,999');
    await expect(question).toContainText('is a million units or more in one booking: check the figure.');
    await expect(form.getByTestId('adjustment-booked')).toBeHidden();
    await photograph(page, 'adjust-unusual-quantity', question);
    await quantity.fill('2.25');
    await expect(question).toBeHidden();
    await submit.click();
    await expect(form.getByTestId('adjustment-booked')).toContainText(`Adjustment +2.25 of ${decimal.itemNumber}`);
  });

  test('the expiry-within filter refuses 1.5 and -5 instead of filtering on 15 or 5', async ({ page }) => {
    // Playwright waits for each key to be handled before it sends the next, so keys typed while the
    // Counts list is still being drawn arrive further apart than any scanner's (whose keys carry the
    // time they were pressed): the scan starts once the list stands, as it would under a real scanner,
    // and the scanner is patient, as in warehouse.spec (a full run saw "FV-1" and "0062" split apart
    // by more than the 400 ms default).
    await open(page, '#/warehouse', 5000);
    await expect(page.getByRole('grid', { name: 'Inventory counts' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Warehouse' }).click();
    await scanBurst(page, 'FV-10062');
    await expect(page.getByTestId('stock-item-number')).toHaveText('FV-10062');
    await page.getByRole('tab', { name: /^Batches/ }).click();
    const batches = page.getByRole('grid', { name: 'Batches of FV-10062' });
    const filter = page.getByRole('textbox', { name: 'Expiring within days' });
    await expect(batches.getByRole('row').nth(1)).toBeVisible();
    const all = await batches.getByRole('row').count();
    await filter.pressSequentially('1.5');
    await expect(filter).toHaveValue('1.5');
    await expect(page.getByText('Whole numbers only')).toBeVisible();
    await filter.fill('');
    await filter.pressSequentially('-5');
    await expect(filter).toHaveValue('-5');
    await expect(page.getByText('Negative numbers are not allowed')).toBeVisible();
    // A refused text filters nothing.
    await expect(batches.getByRole('row')).toHaveCount(all);
    await photograph(page, 'batches-filter-refused', filter);
  });

  test('receiving into an expiry already passed, and ordering for 2001, are warned about with the date named', async ({ page, request }) => {
    const api = await erp(request);
    const batch = api.item((i) => i.trackingType === 'Batch' && !!i.primarySupplierNumber && i.replenishmentType === 'Purchase');
    const orderNumber = await api.confirmedOrder(batch.primarySupplierNumber!, [{ itemNumber: batch.itemNumber, quantity: '10' }]);
    await open(page, '#/purchasing');
    await openOrderFromList(page, orderNumber);
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const receive = page.getByRole('dialog', { name: `Receive goods on ${orderNumber}` });
    await receive.getByLabel('Batch number for line 1').fill(`OLD-${orderNumber}`);
    await receive.getByLabel('Expiry date for line 1').fill('2020-01-31');
    await receive.getByRole('button', { name: /Review receipt/ }).click();
    const warnings = receive.getByTestId('receipt-warnings');
    await expect(warnings).toContainText(/Expiry date of line 1 .*2020.* has already passed: the stock would land expired and could not be picked\./);
    await photograph(page, 'receive-expired-batch', warnings);
    await receive
      .getByRole('button', { name: 'Cancel' })
      .or(receive.getByRole('button', { name: 'Back' }))
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'New order' }).click();
    const create = page.getByRole('dialog', { name: 'New purchase order' });
    await create.getByLabel('Expected delivery').fill('2001-03-04');
    await expect(create.getByTestId('order-warnings')).toContainText(/Expected delivery .*2001.* is before the order date/);
    await create.getByLabel('Quantity of line 1').fill('1.5');
    await expect(create.getByLabel('Quantity of line 1')).toHaveValue('1.5');
    await create.getByLabel('Unit price of line 1').fill('788.7252');
    await expect(create.getByText('At most 4 decimals')).toBeHidden();
    await photograph(page, 'create-order-date-warning', create.getByTestId('order-warnings'));
  });
  test('a new order refuses 1.5 of a whole-unit item at its field and sends nothing; an edited line far too large is asked about', async ({
    page,
    request,
  }) => {
    const { items, post } = await sandboxErp(request);
    const whole = items.find(
      (i) => i.isActive && i.decimalPlaces === 0 && i.trackingType === 'None' && !!i.primarySupplierNumber && i.replenishmentType === 'Purchase',
    )!;
    await open(page, '#/purchasing');
    await page.getByRole('button', { name: 'New order' }).click();
    const create = page.getByRole('dialog', { name: 'New purchase order' });
    await choose(page, create, 'Supplier', new RegExp(`^${whole.primarySupplierNumber}`));
    await create.getByRole('combobox', { name: 'Item of line 1' }).fill(whole.itemNumber);
    const quantity = create.getByLabel('Quantity of line 1');
    await quantity.fill('1.5');
    await expect(quantity).toHaveValue('1.5');
    await expect(create.getByText('Whole numbers only')).toBeVisible();
    const creates: string[] = [];
    page.on('request', (r) => r.url().includes('/api/call/purchasing.create') && creates.push(r.url()));
    await create.getByRole('button', { name: /Create draft/ }).click();
    await expect(create.getByTestId('order-refused-fields')).toHaveText('Nothing was sent: correct Quantity of line 1 first.');
    expect(creates, 'no order is sent for the ERP to refuse').toEqual([]);
    await photograph(page, 'create-order-whole-units-refused', quantity);
    await quantity.fill('2');
    await expect(create.getByText('Whole numbers only')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();

    const sent = (await post('/purchase-orders', {
      supplierNumber: whole.primarySupplierNumber,
      warehouseCode: 'OSL',
      lines: [{ itemNumber: whole.itemNumber, quantity: '10' }],
    })) as { orderNumber: string };
    await post(`/purchase-orders/${sent.orderNumber}/send`);
    await openOrderFromList(page, sent.orderNumber);
    await page.keyboard.press('Alt+E');
    const edit = page.getByRole('dialog', { name: `Edit lines of ${sent.orderNumber}` });
    await edit.getByLabel('Quantity of line 1').fill('99999999999');
    await expect(edit.getByTestId('edit-lines-warnings')).toContainText('Line 1: 99,999,999,999');
    await expect(edit.getByTestId('edit-lines-warnings')).toContainText('is a million units or more in one booking: check the figure.');
  });
});

test.describe('numbers and dates in the Norwegian format', () => {
  test.use({ locale: 'nb-NO' });
  /** A figure as nb-NO writes it ("1 234,5", "−3") as a Number, to compare a preview's difference. */
  const norwegian = (text = '') =>
    Number(
      text
        .replace(/[\s\u00A0\u202F]/g, '')
        .replace('−', '-')
        .replace(',', '.'),
    );

  test('what nb-NO writes is read as meant, 1,234 is 1.234, and another format can be chosen', async ({ page, request }) => {
    const api = await erp(request);
    const decimal = api.item((i) => i.trackingType === 'None' && i.decimalPlaces === 2);
    await open(page, '#/warehouse');
    await page.getByRole('tab', { name: 'Adjust' }).click();
    const form = page.getByTestId('adjustment-form');
    const quantity = form.getByLabel(/^Quantity/);
    await form.getByLabel('Item', { exact: true }).fill(decimal.itemNumber);
    await form.getByLabel('Item', { exact: true }).press('Enter');
    await choose(page, form, 'Warehouse', /^OSL /);
    await choose(page, form, 'Location', /^A-01 /);
    await quantity.pressSequentially('1 234,50');
    await expect(quantity).toHaveValue('1 234,50');
    const [, before, after] = /In OSL: (.+?) → (.+?), available/.exec((await form.getByTestId('on-hand-warehouse').textContent()) ?? '') ?? [];
    expect(after, 'the preview in the Norwegian format').toMatch(/^[\d\u00A0\u202F ]+,\d{2}$/);
    expect(norwegian(after) - norwegian(before)).toBeCloseTo(1234.5, 6);
    // Under a comma-decimal format 1,234 is one and a bit: three decimals, refused for a 2-decimal item.
    await quantity.fill('1,234');
    await expect(form.getByText('At most 2 decimals')).toBeVisible();

    // The header's setting: English (US) for someone whose system is Norwegian; 1,234 is then 1234.
    await page.getByTestId('number-format-button').click();
    await choose(page, page.getByRole('dialog'), 'Numbers and dates', /^English \(US\)/);
    await photograph(page, 'number-format-menu', page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Adjust' }).click();
    await page.getByTestId('adjustment-form').getByLabel('Item', { exact: true }).fill(decimal.itemNumber);
    await page.getByTestId('adjustment-form').getByLabel('Item', { exact: true }).press('Enter');
    const usQuantity = page.getByTestId('adjustment-form').getByLabel(/^Quantity/);
    await usQuantity.fill('1,234');
    await expect(page.getByTestId('adjustment-form').getByText('At most 2 decimals')).toBeHidden();
    await usQuantity.blur();
    await expect(usQuantity).toHaveValue('1234');
  });

  test('a date typed as nb-NO writes it, or as 2026-12-31, is taken; an impossible one is refused as typed', async ({ page }) => {
    await open(page, '#/purchasing');
    await page.getByRole('button', { name: 'New order' }).click();
    const create = page.getByRole('dialog', { name: 'New purchase order' });
    const expected = create.getByLabel('Expected delivery');
    await expect(expected).toHaveAttribute('placeholder', '31.12.2026');
    await expected.fill('31.02.2026');
    await expected.blur();
    await expect(expected).toHaveValue('31.02.2026');
    await expect(create.getByText('31.02.2026 is not a date in the calendar')).toBeVisible();
    await expected.fill('4.3.2001');
    await expected.blur();
    await expect(create.getByTestId('order-warnings')).toContainText(/Expected delivery .*2001.* is before the order date/);
    await expected.fill('2001-03-04');
    await expect(create.getByTestId('order-warnings')).toContainText(/Expected delivery .*2001.* is before the order date/);
    await expected.fill('31.12.2026');
    await expected.blur();
    await expect(create.getByText('is not a date in the calendar')).toBeHidden();
    await expect(create.getByText('Write the date as')).toBeHidden();
    await photograph(page, 'create-order-date-nb-NO', expected);
  });
});
