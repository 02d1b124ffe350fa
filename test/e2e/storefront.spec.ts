import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Download, type Page } from './support/test';
import { openApp } from './support/app';
import { sandboxOrigin } from './support/sandbox';
import { screenshotVariants } from './support/variants';

/**
 * Storefront on the Demo sandbox: a branding draft changes the sandboxed preview before anything
 * is published, a low-contrast pair is flagged, publishing shows the CSS line the ERP dropped;
 * two channels side by side; a content page created, filled and published. Each screen is
 * photographed light and dark at two window sizes.
 */
/** Every screen in both schemes and both sizes, once it is still. */
function screenshots(page: Page, project: string, name: string): Promise<void> {
  return screenshotVariants(page, project, `storefront-${name}`, page.locator('.mantine-Button-root[data-loading], .mantine-Loader-root'));
}

async function openStorefront(page: Page, tab: string, channel = 'B2C-NO'): Promise<void> {
  await openApp(page, '#/storefront');
  await expect(page.getByTestId('workspace-storefront')).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Storefront channel' });
  if (!(await select.inputValue()).includes(channel)) {
    await select.click();
    await page.getByRole('option', { name: new RegExp(channel) }).click();
  }
  await page.getByRole('tab', { name: tab }).click();
}

/** What the storefront itself tells visitors of a channel about an item's stock now ("161 in stock"). */
async function visitorStock(page: Page, channel: string, itemNumber: string): Promise<string> {
  const origin = sandboxOrigin();
  const { tenantId } = (await (await page.request.get(`${origin}/_sandbox/info`)).json()) as { tenantId: string };
  const headers = { 'x-tenant-id': tenantId, 'x-channel': channel };
  const list = (await (await page.request.get(`${origin}/ecom/catalog/products?search=${itemNumber}`, { headers })).json()) as {
    items: { id: string; itemNumber?: string; sku?: string }[];
  };
  const ids = list.items.map((p) => p.id).join(',');
  const stock = (await (await page.request.get(`${origin}/ecom/catalog/stock?itemIds=${ids}`, { headers })).json()) as {
    items: { itemNumber: string; displayMode: string; quantity: string | null }[];
  };
  const mine = stock.items.find((i) => i.itemNumber === itemNumber);
  expect(mine?.displayMode, `${itemNumber} shows its exact stock in ${channel}`).toBe('ExactQuantity');
  return `${Number(mine!.quantity).toLocaleString('en-US')} in stock`;
}

const preview = (page: Page) => page.frameLocator('[data-testid="storefront-preview"]');

test.describe('Storefront workspace', () => {
  test.describe.configure({ timeout: 90_000 });

  test('branding: the preview follows the draft, low contrast is flagged, publishing shows the dropped CSS', async ({ page }, info) => {
    await openStorefront(page, 'Branding');
    await expect(preview(page).locator('.product').first()).toBeVisible();
    // Each product shows its first picture from the channel's media library, loaded through the
    // frame's own policy (only that origin) and the app's.
    const picture = preview(page).locator('.product img.picture').first();
    await expect(picture).toHaveAttribute('src', /\/cdn\/media\/B2C-NO\//);
    await expect.poll(() => picture.evaluate((img) => ('naturalWidth' in img ? Number(img.naturalWidth) : 0))).toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Primary colour' }).fill('#aa0000');
    await page.getByRole('textbox', { name: 'Background colour' }).fill('#ffffff');
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#222222');
    const editor = page.getByTestId('css-editor');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    // Ends with a line break, as typed CSS often does: the ERP trims it, and that is no dropped line.
    await page.keyboard.insertText('main h2 { letter-spacing: 7px; }\n@import url("https://evil.example/x.css");\n.product { border-width: 3px; }\n');

    // Before publishing: the frame already shows the draft.
    await expect(preview(page).locator('main h2')).toHaveCSS('letter-spacing', '7px');
    await expect(preview(page).locator('.product button').first()).toHaveCSS('background-color', 'rgb(170, 0, 0)');
    await expect(page.getByText('(draft, not published)')).toBeVisible();
    await expect(page.getByTestId('contrast-findings')).toHaveCount(0);

    // A light grey text on white is below 4.5:1 and is named before publishing.
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#bbbbbb');
    await expect(page.getByTestId('contrast-findings')).toContainText('Body text: #bbbbbb on #ffffff');
    await expect(page.getByRole('button', { name: 'Publish despite low contrast' })).toBeVisible();
    await page.keyboard.press('Escape');
    await screenshots(page, info.project.name, 'branding-draft');
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#222222');

    await page.getByRole('button', { name: 'Publish branding' }).click();
    const result = page.getByTestId('publish-result');
    await expect(result).toBeVisible();
    await expect(result.getByText('The ERP dropped 1 line of your CSS')).toBeVisible();
    await expect(result.locator('[data-kind="dropped"]')).toHaveCount(1);
    await expect(result.locator('[data-kind="dropped"]')).toContainText('@import url("https://evil.example/x.css");');
    await expect(result.locator('[data-kind="same"]')).toHaveCount(2);
    await screenshots(page, info.project.name, 'publish-result');
    await page.getByRole('button', { name: 'Done' }).click();

    // The editor now holds the CSS as stored, and the history has the publication to compare.
    await expect(page.getByText('(draft, not published)')).toHaveCount(0);
    await expect(editor).not.toContainText('@import');
    await page.getByTestId('branding-history').getByRole('button', { name: 'Compare' }).first().click();
    await expect(page.getByRole('dialog', { name: /against the draft/ }).locator('[data-kind="same"]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Done' }).click();
  });

  test('assortment as visitors see it, and two channels side by side', async ({ page }, info) => {
    await openStorefront(page, 'Assortment');
    const table = page.getByRole('grid', { name: /Assortment of/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Price (incl. VAT)' })).toBeVisible();
    // The shop does not let its visitors switch VAT display: no toggle, and the hint says why.
    await expect(page.getByTestId('vat-toggle')).toHaveCount(0);
    await expect(page.getByTestId('vat-no-toggle')).toContainText('this channel does not let visitors switch VAT display');
    await screenshots(page, info.project.name, 'assortment');

    await page.getByRole('tab', { name: 'Compare channels' }).click();
    await page.getByRole('combobox', { name: 'Right channel' }).click();
    await page.getByRole('option', { name: /B2B-NO/ }).click();
    const compared = page.getByRole('grid', { name: 'Two channels compared' });
    await expect(compared).toContainText('Price excl. VAT · B2B-NO');
    await expect(compared.getByRole('row').nth(1)).toBeVisible();
    // B2C shows prices with VAT, B2B without: compared excl. VAT, the same net price is no price difference.
    await expect(page.getByTestId('compare-vat-basis')).toContainText(
      'Prices are compared excl. VAT. B2C-NO shows visitors prices incl. VAT; B2B-NO shows visitors prices excl. VAT.',
    );
    await page.getByRole('combobox', { name: 'Items' }).click();
    await page.getByRole('option', { name: 'Only where they differ' }).click();
    await expect(compared.getByText('VAT display only', { exact: true }).first()).toBeVisible();
    await expect(compared.getByText('price', { exact: true })).toHaveCount(0);
    await screenshots(page, info.project.name, 'compare');
  });

  test('viewing the assortment as a signed-in customer, by keyboard, and switching VAT display', async ({ page }, info) => {
    // A demo portal account of the sandbox (seed 1; README, "Storefront demo secrets").
    const email = 'lars.berg@troms-expedition-club.example';
    await openStorefront(page, 'Assortment', 'B2B-NO');
    const table = page.getByRole('grid', { name: /Assortment of/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('button', { name: 'View as customer…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'View the assortment as a customer' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    // The refusal is put on the Password field and names both fields.
    await expect(dialog.getByText('The email or the password is not correct.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription('The email or the password is not correct.');
    await screenshots(page, info.project.name, 'customer-sign-in');
    await dialog.getByRole('textbox', { name: 'Password' }).fill('portal-C10002');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    const header = /^Customer price/;
    await expect(table.getByRole('columnheader', { name: 'Customer price (excl. VAT)' })).toBeVisible();
    await expect(page.getByTestId('customer-view')).toContainText('Viewing as Tromsø Expedition Club (Lars Berg) · C10002');
    const priceColumn = await table
      .getByRole('columnheader')
      .allInnerTexts()
      .then((h) => h.findIndex((t) => t.includes('Visitor price')));
    const pricesOf = async () =>
      Promise.all(
        (await table.getByRole('row').all()).slice(1, 30).map(async (row) => {
          const cells = await row.getByRole('gridcell').allInnerTexts();
          return { visitor: cells[priceColumn] ?? '', customer: cells[priceColumn + 1] ?? '' };
        }),
      );
    const excl = await pricesOf();
    // The dealer group's agreement price differs from the visitor's list price for some items.
    expect(excl.some((p) => p.visitor.endsWith('NOK') && p.customer.endsWith('NOK') && p.visitor !== p.customer)).toBe(true);

    await page.getByTestId('vat-toggle').getByText('Incl. VAT').click();
    await expect(page.getByRole('radio', { name: 'Incl. VAT' })).toBeChecked();
    await expect(table.getByRole('columnheader', { name: 'Visitor price (incl. VAT)' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Customer price (incl. VAT)' })).toBeVisible();
    const incl = await pricesOf();
    expect(incl.map((p) => p.visitor)).not.toEqual(excl.map((p) => p.visitor));
    await screenshots(page, info.project.name, 'assortment-as-customer');

    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: header })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View as customer…' })).toBeVisible();
  });

  test('assortment export holds what the table shows: B2B-NO, incl. VAT, stock as visitors see it', async ({ page }, info) => {
    await openStorefront(page, 'Assortment', 'B2B-NO');
    const { shown } = await assortmentInclVat(page);
    const row = shown.rows.find((r) => r.cells[0] === 'FV-10001')!;
    expect(row.cells[priceColumn(shown)]).toBe('3,932.38 NOK');
    // Other tests book stock of this item, so the figure is the storefront's own of this moment.
    expect(row.cells).toContain(await visitorStock(page, 'B2B-NO', 'FV-10001'));

    const csv = await exported(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.download.suggestedFilename()).toMatch(/^Assortment of .*\.csv$/);
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // en-US writes decimals with a point, so fields are separated by commas (and a header holding one is quoted).
    expect(csv.bytes.toString('utf8').split('\r\n')[0]).toContain(',"Price (incl. VAT, NOK)",');
    expectSheetEqualsScreen(readSheet(csv.bytes), shown);

    await page.getByRole('button', { name: 'More export formats' }).click();
    const xlsx = await exported(page, () => page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).click());
    expect(xlsx.download.suggestedFilename()).toMatch(/\.xlsx$/);
    expectSheetEqualsScreen(readSheet(xlsx.bytes), shown);
    await page.getByRole('button', { name: 'More export formats' }).click();
    await expect(page.getByRole('menuitem', { name: 'CSV, separated by semicolons' })).toBeVisible();
    await screenshots(page, info.project.name, 'assortment-export-menu');
    await page.keyboard.press('Escape');
  });

  test.describe('under a number format with a decimal comma', () => {
    test.use({ locale: 'nb-NO' });

    test('the export is separated by semicolons, with the figures the screen shows', async ({ page }) => {
      await openStorefront(page, 'Assortment', 'B2B-NO');
      const { shown } = await assortmentInclVat(page);
      expect(shown.rows.find((r) => r.cells[0] === 'FV-10001')!.cells[priceColumn(shown)]).toBe('3\u00a0932,38 NOK');
      const csv = await exported(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
      const lines = csv.bytes.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toContain(';Price (incl. VAT, NOK);');
      expect(lines.find((l) => l.startsWith('FV-10001;'))).toContain(';3932,38;');
      // The other separator is offered too.
      await page.getByRole('button', { name: 'More export formats' }).click();
      const commas = await exported(page, () => page.getByRole('menuitem', { name: 'CSV, separated by commas' }).click());
      expect(
        commas.bytes
          .toString('utf8')
          .split('\r\n')
          .find((l) => l.startsWith('FV-10001,')),
      ).toContain(',"3932,38",');
    });
  });

  test('a content page: live slug check, sections with a product picker, reordered, published', async ({ page }, info) => {
    await openStorefront(page, 'Content pages');
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New content page' });
    // A title pasted past its limit stays as pasted, named at its field; the page waits until it fits.
    const tooLong = 'Summer sale on everything for the cabin and the fjord, '.repeat(4).trim();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(tooLong);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(tooLong);
    await expect(dialog).toContainText(`The title is at most 200 characters; this one has ${tooLong.length}`);
    await dialog.getByRole('textbox', { name: 'Address (slug)' }).fill('summer-sale-too-long');
    await expect(dialog.getByRole('button', { name: 'Create page' })).toBeDisabled();
    await screenshots(page, info.project.name, 'create-page-too-long');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Summer sale with a rather long title to see how it wraps');
    await dialog.getByRole('textbox', { name: 'Address (slug)' }).fill('Summer Sale');
    await expect(dialog.getByText('Use lowercase letters, digits and single hyphens')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create page' })).toBeDisabled();
    await screenshots(page, info.project.name, 'create-page');
    const slug = `summer-sale-${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Address (slug)' }).fill(slug);
    await dialog.getByRole('button', { name: 'Create page' }).click();

    const editor = page.getByTestId('page-editor');
    await expect(editor).toContainText(`/p/${slug}`);
    await editor.getByRole('combobox', { name: 'New section' }).click();
    await page.getByRole('option', { name: 'Product grid' }).click();
    await editor.getByRole('button', { name: 'Add section' }).click();
    await editor.getByRole('combobox', { name: 'New section' }).click();
    await page.getByRole('option', { name: 'Text', exact: true }).click();
    await editor.getByRole('button', { name: 'Add section' }).click();
    await editor.getByRole('textbox', { name: 'Title of section 1 (Product grid)', exact: true }).fill('Best sellers');
    await editor.getByRole('combobox', { name: 'Products of section 1 (Product grid)' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    // Keyboard-reachable reorder: the text section moves to the top.
    await editor.getByRole('button', { name: 'Move section 2 (Text) up' }).focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByTestId('section').first()).toContainText('1. Text');
    await editor.getByRole('button', { name: 'Save sections' }).click();
    await expect(editor.getByRole('button', { name: 'Save sections' })).toBeDisabled();
    await screenshots(page, info.project.name, 'page-editor');

    await editor.getByRole('button', { name: 'Publish page' }).click();
    await expect(editor.getByText(/^Published/)).toBeVisible();
    await page.keyboard.press('Escape');
    const row = page.getByRole('grid', { name: /Content pages of/ }).getByRole('row', { name: new RegExp(slug) });
    await expect(row).toContainText('Published');
    await expect(row).toContainText('2');
  });
});

type ShownRow = { index: number; cells: string[] };
type Shown = { header: string[]; rows: ShownRow[]; count: number };

/** Assortment with prices incl. VAT: the header and every row in the DOM, by its place in the table. */
async function assortmentInclVat(page: Page) {
  const table = page.getByRole('grid', { name: /Assortment of/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('vat-toggle').getByText('Incl. VAT').click();
  await expect(table.getByRole('columnheader', { name: 'Price (incl. VAT)' })).toBeVisible();
  const count = Number((await page.getByTestId('data-table-count').innerText()).replace(/\D/g, ''));
  const header = await table.getByRole('columnheader').allInnerTexts();
  const rows = await Promise.all(
    (await table.locator('tbody tr[aria-rowindex]').all()).map(async (r) => ({
      index: Number(await r.getAttribute('aria-rowindex')) - 2,
      cells: await r.getByRole('gridcell').allInnerTexts(),
    })),
  );
  const shown: Shown = { header, rows, count };
  return { table, shown };
}

const priceColumn = (shown: { header: string[] }) => shown.header.findIndex((h) => h.startsWith('Price'));

async function exported(page: Page, start: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await start();
  const download = await downloading;
  return { download, bytes: await readFile(await download.path()) };
}

function readSheet(bytes: Buffer): unknown[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: '' });
}

/** Every shown row is in the export at its place, each figure the number the screen shows, every text as shown. */
function expectSheetEqualsScreen(sheet: unknown[][], shown: Shown): void {
  expect(sheet).toHaveLength(shown.count + 1);
  const price = priceColumn(shown);
  expect(sheet[0]![price]).toBe('Price (incl. VAT, NOK)');
  expect(sheet[0]!.slice(0, price)).toEqual(shown.header.slice(0, price));
  for (const row of shown.rows) {
    const out = sheet[row.index + 1]!;
    row.cells.forEach((text, i) => {
      if (i === price) expect(out[i], `row ${row.index} price`).toBe(text === '–' ? '' : Number(text.replace(/,/g, '').replace(' NOK', '')));
      else if (shown.header[i] !== 'Warnings') expect(String(out[i]), `row ${row.index} ${shown.header[i]}`).toBe(text === '–' ? '' : text);
    });
  }
}
