import type { Page } from '@playwright/test';
import { screenshot } from './app';

/**
 * A changed screen in every look it ships in: light and dark, on a large (1440x900) and a small
 * (1024x700) window. Saved as <name>-<scheme>-<width>.png under the project's folder; the page is
 * left as it was found.
 */
export async function screenshotVariants(page: Page, project: string, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of [{ width: 1440, height: 900 }, { width: 1024, height: 700 }]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(250);
      await screenshot(page, project, `${name}-${colorScheme}-${size.width}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (original) await page.setViewportSize(original);
}
