import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from './support/test';
import { openApp } from './support/app';
import { sandboxErp } from './support/sandbox';

/**
 * What a customer typed leaves the app in an export as text that no spreadsheet evaluates
 * (OWASP "CSV injection"), in CSV and .xlsx alike, read back with a spreadsheet parser.
 */
const formula = '=HYPERLINK("http://example.com","x")';

async function download(page: Page, start: () => Promise<void>): Promise<XLSX.WorkSheet> {
  const downloading = page.waitForEvent('download');
  await start();
  const book = XLSX.read(await readFile(await (await downloading).path()), { type: 'buffer' });
  return book.Sheets[book.SheetNames[0]!]!;
}

/** The cells of the column headed `header`, below the header. */
function column(sheet: XLSX.WorkSheet, header: string): XLSX.CellObject[] {
  const range = XLSX.utils.decode_range(sheet['!ref']!);
  const at = (c: number, r: number) => sheet[XLSX.utils.encode_cell({ c, r })] as XLSX.CellObject | undefined;
  const c = Array.from({ length: range.e.c + 1 }, (_, i) => i).find((i) => at(i, 0)?.v === header)!;
  return Array.from({ length: range.e.r }, (_, r) => at(c, r + 1)!);
}

test('a ticket titled as a formula is exported as text, never as a formula', async ({ page, request }) => {
  // The .xlsx writer is loaded on first use; on a busy machine that takes seconds.
  test.setTimeout(120_000);
  const erp = await sandboxErp(request);
  const orders = (await erp.get('/orders?pageSize=1')) as { items: { customerNumber: string }[] };
  const { ticketNumber } = (await erp.post('/tickets', {
    title: formula,
    description: 'Raised by the export test.',
    customerNumber: orders.items[0]!.customerNumber,
  })) as { ticketNumber: string };

  await openApp(page, '#/tickets');
  await page.getByLabel('Search tickets').fill(ticketNumber);
  const grid = page.getByRole('grid', { name: 'Tickets' });
  await expect(grid.getByText(formula)).toBeVisible();
  await expect(page.getByTestId('data-table-count')).toHaveText('Rows 1–1 of 1');

  const csv = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  const [title] = column(csv, 'Title');
  expect(title).toMatchObject({ t: 's', v: `'${formula}` });
  expect(title!.f).toBeUndefined();

  await page.getByRole('button', { name: 'More export formats' }).click();
  const xlsx = await download(page, () => page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).click());
  const [kept] = column(xlsx, 'Title');
  // A string cell is never evaluated: the title is kept exactly as typed.
  expect(kept).toMatchObject({ t: 's', v: formula });
  expect(kept!.f).toBeUndefined();
});

test('an export holds every column, also those a narrow window gave way, with the text a wide window shows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openApp(page, '#/warehouse');
  const grid = page.getByRole('grid', { name: /counts/i });
  await expect(grid.getByRole('row', { name: /CNT-5011/ })).toBeVisible();
  // At 1440 the count list's Started column gives way (row 353).
  await expect(grid.getByRole('columnheader', { name: 'Started' })).toHaveCount(0);
  // The list's own export, named by its table: the variance charts below have theirs.
  const csv = await download(page, () => page.getByRole('button', { name: 'Export CSV of Inventory counts' }).click());
  const numbers = column(csv, 'Count').map((c) => String(c.v));
  const started = String(column(csv, 'Started')[numbers.indexOf('CNT-5011')]!.v);

  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect(grid.getByRole('columnheader', { name: 'Started' })).toBeVisible();
  const headers = await grid.getByRole('columnheader').allTextContents();
  const shown = await grid
    .getByRole('row', { name: /CNT-5011/ })
    .getByRole('gridcell')
    .nth(headers.indexOf('Started'))
    .textContent();
  expect(started).toBe(shown);
});
