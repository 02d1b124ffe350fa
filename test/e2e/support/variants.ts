import { expect, type Locator, type Page } from '@playwright/test';
import { screenshot, screenshotsWanted, settled } from './app';

/**
 * Every look a screen ships in (light and dark, 1440x900 and 1024x700) with QM_SCREENSHOTS=all
 * (`npm run screenshots`), for the eye; QM_SCREENSHOTS=1 takes the first of them, `npm test`
 * none (see screenshot). The assertions are the same.
 */
export const allLooks = process.env.QM_SCREENSHOTS === 'all';
const schemes = allLooks ? (['light', 'dark'] as const) : (['light'] as const);
const sizes = allLooks
  ? [
      { width: 1440, height: 900 },
      { width: 1024, height: 700 },
    ]
  : [{ width: 1440, height: 900 }];

/**
 * A changed screen in every look it ships in (see allLooks). Saved as <name>-<scheme>-<width>.png
 * under the project's folder; the page is left as it was found.
 */
export async function screenshotVariants(page: Page, project: string, name: string, busy?: Locator): Promise<void> {
  // A screen is photographed once still: no price updating, no button or list loading.
  if (busy) await expect(busy).toHaveCount(0);
  if (!screenshotsWanted) return;
  const original = page.viewportSize();
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await settled(page);
      await screenshot(page, project, `${name}-${colorScheme}-${size.width}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (original) await page.setViewportSize(original);
}
