import { expect, type Page } from '@playwright/test';

/**
 * Searches the saved configurations for one by its number and waits until the list is the
 * search's answer. The search is debounced: until then the previous list is shown, with the same
 * number in another row, and a click there is lost when the answer moves the row away.
 */
export async function findSaved(page: Page, configurationNumber: string): Promise<void> {
  await page.getByLabel('Search configurations').fill(configurationNumber);
  const rows = page.getByRole('grid', { name: 'Saved configurations' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(configurationNumber);
}
