import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { openApp, scannerThreshold } from './support/app';
import { openOrderFromList } from './support/purchasing';
import { sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';
import { discardNewDrafts, newRecordEditors } from './support/drafts';
import { scanBurst } from './support/scanner';

/**
 * Nothing typed in Purchasing or Warehouse is lost: the Receive dialog (two scanned serials), Edit
 * lines, New order, Adjust and New count keep unsent work as a draft. Each is typed into and left
 * at once; coming back restores it with a line saying so, and the place shows a Draft mark.
 * Discard removes it, and so does a successful post or save. A colleague's change to the same
 * line field is shown beside the user's, and "Save mine anyway" sends only the user's own change.
 */

// Each test types, leaves and comes back several times, and photographs four variants: on a
// machine shared by several test runs that takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

async function serialOrder(request: APIRequestContext): Promise<string> {
  const { items, confirmedOrder } = await sandboxErp(request);
  const serial = items.find((i) => i.trackingType === 'Serial' && i.isActive && i.primarySupplierNumber && i.replenishmentType === 'Purchase')!;
  return confirmedOrder(serial.primarySupplierNumber!, [{ itemNumber: serial.itemNumber, quantity: '2' }]);
}

async function openPurchasing(page: Page): Promise<void> {
  await openApp(page, '#/purchasing');
  await expect(page.getByTestId('workspace-purchasing')).toBeVisible();
}

/** The item number a Receive dialog shows on its first line. */
const itemOfLine1 = (dialog: Locator) => dialog.getByTestId('receive-item-1').textContent();

const receiveDialog = (page: Page, orderNumber: string) => page.getByRole('dialog', { name: `Receive goods on ${orderNumber}` });

/** Escape closes one layer at a time: the dialog, then the order's drawer. */
async function closeDialogAndOrder(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('receive-dialog')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('po-detail')).toBeHidden();
}

/** Ways of leaving the Receive dialog; each ends with the order's drawer closed. */
const leaveBy: Record<string, (page: Page, other: string) => Promise<void>> = {
  Escape: closeDialogAndOrder,
  'another record': async (page, other) => {
    await closeDialogAndOrder(page);
    await openOrderFromList(page, other);
    await page.keyboard.press('Escape');
  },
  'another workspace': async (page) => {
    await page.keyboard.press('Alt+1');
    await expect(page.getByTestId('workspace-purchasing')).toHaveCount(0);
    await page.keyboard.press('Alt+2');
    await expect(page.getByTestId('workspace-purchasing')).toBeVisible();
  },
  reload: async (page) => {
    await page.reload();
    await expect(page.getByTestId('workspace-purchasing')).toBeVisible();
  },
};

// New order, Adjust and New count keep what an earlier test typed: every test starts them blank.
test.beforeEach(({ request }) => discardNewDrafts(request, newRecordEditors));

test.describe('purchasing drafts', () => {
  for (const [how, leave] of Object.entries(leaveBy)) {
    test(`two serials typed into Receive and left at once by ${how} are restored`, async ({ page, request }) => {
      const orderNumber = await serialOrder(request);
      const other = await serialOrder(request);
      await openPurchasing(page);
      await openOrderFromList(page, orderNumber);
      await page.getByRole('button', { name: 'Receive goods' }).click();
      const serials = receiveDialog(page, orderNumber).getByLabel('Serial numbers for line 1');
      await serials.fill(`SN-${orderNumber}-1\nSN-${orderNumber}-2`);
      await leave(page, other);
      await openOrderFromList(page, orderNumber);
      await expect(page.getByTestId('po-actions').getByTestId('draft-mark')).toBeVisible();
      await page.getByRole('button', { name: 'Receive goods' }).click();
      await expect(receiveDialog(page, orderNumber).getByLabel('Serial numbers for line 1')).toHaveValue(`SN-${orderNumber}-1\nSN-${orderNumber}-2`);
      await expect(receiveDialog(page, orderNumber).getByTestId('draft-restored')).toContainText('was restored');
    });
  }

  test('serials scanned into Receive, at zero, are kept as the draft and restored with the quantity they made', async ({ page, request }) => {
    test.setTimeout(240_000);
    const orderNumber = await serialOrder(request);
    // Keys sent 5 ms apart arrive far slower on a shared machine: a patient scanner gap.
    await scannerThreshold(page, 5000);
    await openPurchasing(page);
    await openOrderFromList(page, orderNumber);
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const dialog = receiveDialog(page, orderNumber);
    await dialog.getByText('Zero, fill by scans').click();
    const scan = async (code: string) => {
      await scanBurst(page, code);
    };
    // The item's label, then each unit's serial label: the cursor waits in the serial field.
    await scan((await itemOfLine1(dialog))!.trim());
    await expect(dialog.getByLabel('Serial numbers for line 1')).toBeFocused();
    await scan(`Z-${orderNumber}-1`);
    await scan(`Z-${orderNumber}-2`);
    await expect(dialog.getByLabel('Quantity for line 1')).toHaveValue('2');
    await closeDialogAndOrder(page);
    await openOrderFromList(page, orderNumber);
    await page.getByRole('button', { name: 'Receive goods' }).click();
    await expect(dialog.getByTestId('draft-restored')).toBeVisible();
    await expect(dialog.getByLabel('Serial numbers for line 1')).toHaveValue(`Z-${orderNumber}-1\nZ-${orderNumber}-2`);
    await expect(dialog.getByLabel('Quantity for line 1')).toHaveValue('2');
    await expect(dialog.getByRole('checkbox', { name: 'Receive line 1' })).toBeChecked();
  });

  test('a kept receipt is marked on its row and button; Discard removes it; a posted receipt leaves no draft', async ({ page, request }, info) => {
    const orderNumber = await serialOrder(request);
    await openPurchasing(page);
    await openOrderFromList(page, orderNumber);
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const dialog = receiveDialog(page, orderNumber);
    await dialog.getByLabel('Serial numbers for line 1').fill('KEPT-1');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('po-actions').getByTestId('draft-mark')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page
        .getByRole('grid', { name: 'Purchase orders' })
        .getByRole('row', { name: new RegExp(orderNumber) })
        .getByLabel('Draft kept'),
    ).toBeVisible();
    await screenshotVariants(page, info.project.name, 'purchasing-draft-row');

    await openOrderFromList(page, orderNumber);
    await page.getByRole('button', { name: 'Receive goods' }).click();
    await expect(dialog.getByTestId('draft-restored')).toBeVisible();
    await screenshotVariants(page, info.project.name, 'purchasing-receive-restored');
    await dialog.getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Serial numbers for line 1')).toHaveValue('');
    await expect(page.getByTestId('po-actions').getByTestId('draft-mark')).toHaveCount(0);

    await dialog.getByLabel('Serial numbers for line 1').fill(`P-${orderNumber}-1\nP-${orderNumber}-2`);
    await dialog.getByRole('button', { name: /Review receipt/ }).click();
    await dialog.getByRole('button', { name: /Post receipt/ }).click();
    await expect(dialog.getByTestId('receive-result-1')).toHaveAttribute('data-outcome', 'received');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('po-actions').getByTestId('draft-mark')).toHaveCount(0);
  });

  test('Edit lines keeps a changed quantity, blocks Send while it is unsaved, and meets a colleague’s change field by field', async ({
    page,
    request,
  }, info) => {
    const erp = await sandboxErp(request);
    const item = erp.items.find((i) => i.trackingType === 'None' && i.isActive && i.primarySupplierNumber && i.replenishmentType === 'Purchase')!;
    const draft = (await erp.post('/purchase-orders', {
      supplierNumber: item.primarySupplierNumber,
      warehouseCode: 'OSL',
      lines: [{ itemNumber: item.itemNumber, quantity: '10' }],
    })) as { orderNumber: string };
    const orderNumber = draft.orderNumber;
    await openPurchasing(page);
    await openOrderFromList(page, orderNumber);
    await page.getByRole('button', { name: 'Edit lines' }).click();
    const edit = page.getByRole('dialog', { name: `Edit lines of ${orderNumber}` });
    await edit.getByLabel('Quantity of line 1').fill('12');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('po-actions').getByTestId('draft-mark')).toBeVisible();

    // Sending would send other lines than the ones kept: refused, saying why.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByTestId('send-dialog');
    await expect(send.getByTestId('unsaved-lines')).toBeVisible();
    await expect(send.getByRole('button', { name: /Send and e-mail|Mark as sent/ })).toBeDisabled();
    await send.getByRole('button', { name: 'Open Edit lines' }).click();
    await expect(edit.getByLabel('Quantity of line 1')).toHaveValue('12');
    await expect(edit.getByTestId('draft-restored')).toBeVisible();
    await page.keyboard.press('Escape');

    // A colleague raises the same quantity and sets the expected date meanwhile.
    const patch = await request.patch(`${process.env.QM_SANDBOX_ORIGIN}/preview/purchase-orders/${orderNumber}/lines/1`, {
      headers: {
        'x-api-key': ((await (await request.get(`${process.env.QM_SANDBOX_ORIGIN}/_sandbox/info`)).json()) as { apiKeys: { all: string } }).apiKeys.all,
      },
      data: { quantity: '15', expectedDate: '2031-05-05' },
    });
    expect(patch.ok()).toBe(true);
    await page.getByRole('button', { name: 'Edit lines' }).click();
    const changed = edit.getByTestId('changed-meanwhile');
    await expect(changed).toBeVisible();
    await expect(edit.getByLabel('Expected date of line 1')).toHaveValue('05/05/2031');
    await expect(changed.getByTestId('changed-1.quantity')).toContainText('15');
    await screenshotVariants(page, info.project.name, 'purchasing-edit-lines-changed-meanwhile');
    await edit.getByRole('radio', { name: 'Mine: 12' }).check();
    await edit.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(edit).toHaveCount(0);
    const saved = (await erp.get(`/purchase-orders/${orderNumber}`)) as { lines: { quantity: string; expectedDate: string }[] };
    expect(saved.lines[0]).toMatchObject({ quantity: '12', expectedDate: '2031-05-05' });
    await expect(page.getByTestId('po-actions').getByTestId('draft-mark')).toHaveCount(0);
  });

  test('a new order typed and closed by Escape is restored; Discard empties it', async ({ page }) => {
    await openPurchasing(page);
    await page.getByRole('button', { name: 'New order' }).click();
    const create = page.getByRole('dialog', { name: 'New purchase order' });
    await create.getByLabel('Supplier reference').fill('Kept across Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'New order' }).getByTestId('draft-mark')).toBeVisible();
    await page.getByRole('button', { name: 'New order' }).click();
    await expect(create.getByLabel('Supplier reference')).toHaveValue('Kept across Escape');
    await create.getByTestId('draft-discard').click();
    await expect(create.getByLabel('Supplier reference')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'New order' }).getByTestId('draft-mark')).toHaveCount(0);
  });
});

test.describe('warehouse drafts', () => {
  test('an adjustment left for another tab, and a new count closed by Escape, are restored', async ({ page }, info) => {
    await openApp(page, '#/warehouse');
    await page.getByRole('tab', { name: 'Adjust' }).click();
    await page.getByLabel('Notes').fill('Found behind the shelf');
    await page.getByRole('tab', { name: 'Stock' }).click();
    await expect(page.getByRole('tab', { name: /Adjust/ }).getByTestId('draft-mark')).toBeVisible();
    await page.getByRole('tab', { name: /Adjust/ }).click();
    await expect(page.getByLabel('Notes')).toHaveValue('Found behind the shelf');
    await expect(page.getByTestId('adjustment-form').getByTestId('draft-restored')).toBeVisible();
    await screenshotVariants(page, info.project.name, 'warehouse-adjustment-restored');
    await page.getByTestId('adjustment-form').getByTestId('draft-discard').click();
    await expect(page.getByLabel('Notes')).toHaveValue('');

    await page.getByRole('tab', { name: 'Counts' }).click();
    await page.keyboard.press('Alt+N');
    const count = page.getByRole('dialog', { name: 'New inventory count' });
    await count.getByLabel('Description').fill('Before the audit');
    await page.keyboard.press('Escape');
    await expect(count).toHaveCount(0);
    await page.reload();
    const newCount = page.getByRole('button', { name: 'New count' });
    await expect(newCount.getByTestId('draft-mark')).toBeVisible();
    await newCount.click();
    await expect(count.getByLabel('Description')).toHaveValue('Before the audit');
    await count.getByTestId('draft-discard').click();
    await expect(count.getByLabel('Description')).toHaveValue('');
  });
});
