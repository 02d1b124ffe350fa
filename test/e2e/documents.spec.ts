import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { confirmedOrderNumber, openApp } from './support/app';
import { openOrderFromList } from './support/purchasing';
import { pdfText } from '../support/pdf-text';

/**
 * Documents as PDF from the screens that show their data: what the file says is what the screen
 * says, in the screen's number format. The browser host hands the file to the download; the
 * desktop app's save dialog for it is Electron's own and is not exercised here.
 */
async function downloadedPdf(page: Page, button: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  return (await pdfText(new Uint8Array(readFileSync(await file.path())))).flat();
}

test.describe('Documents', () => {
  test('the purchase order PDF holds the order the screen shows: lines, total with its currency', async ({ page }) => {
    await openApp(page, '#/purchasing');
    const confirmedOrder = await confirmedOrderNumber(page);
    await openOrderFromList(page, confirmedOrder);
    const detail = page.getByTestId('po-detail');
    // "Supplier · 3 lines · 12,345.00 NOK excl. tax": the total as the screen writes it.
    const summary = (await detail.getByText(/ excl\. tax$/).textContent())!;
    const total = summary.split(' · ').at(-1)!.replace(' excl. tax', '');
    // Item, price and line total of each line as the lines table shows them (columns 2, 5 and 6).
    const rows = page.getByTestId('po-lines').locator('tr[aria-rowindex]:not([aria-rowindex="1"])');
    await expect(rows.first()).toBeVisible();
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));

    const text = await downloadedPdf(page, 'Order PDF');
    expect(text[0]).toBe(`Purchase order ${confirmedOrder}`);
    expect(text.slice(-3, -1)).toEqual(['Total', total]);
    expect(cells.length).toBeGreaterThan(0);
    for (const row of cells) {
      const [item, price, lineTotal] = [row[1]!, row[4]!, row[5]!];
      const at = text.indexOf(item);
      expect(at, `${item} is on the PDF`).toBeGreaterThan(0);
      expect(text.slice(at, at + 7)).toEqual(expect.arrayContaining([price, lineTotal]));
    }
  });

  test('the quote PDF holds the quote dialog’s lines and its three totals', async ({ page }) => {
    await openApp(page, '#/configurator');
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await page.getByRole('grid', { name: 'Quotes' }).getByRole('row').nth(1).getByText(/^Q-/).click();
    const dialog = page.getByRole('dialog', { name: /^Quote Q-/ });
    const totals = dialog.getByTestId('quote-totals');
    await expect(totals).toBeVisible();
    const quoteNumber = (await dialog.getByTestId('quote-summary').getAttribute('data-quote'))!;
    // "Total excl. tax 1,234.00 NOK" … as the dialog writes them, figure by figure.
    const shown = (await totals.locator('p').allTextContents()).map((t) => t.replace(/^(Total excl\. tax|VAT|Total incl\. tax) /, ''));
    const prices = await dialog.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));

    const text = await downloadedPdf(page, 'Quote PDF');
    expect(text[0]).toBe(`Quote ${quoteNumber}`);
    // pdf.js reads the no-break spaces of some number formats back as plain spaces.
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const at = text.lastIndexOf('Total excl. tax');
    expect(text.slice(at, at + 6)).toEqual(['Total excl. tax', plain(shown[0]!), 'VAT', plain(shown[1]!), 'Total incl. tax', plain(shown[2]!)]);
    for (const row of prices) expect(text, `line ${row[0]}`).toEqual(expect.arrayContaining([plain(row[2]!), plain(row[3]!)]));
  });
});
