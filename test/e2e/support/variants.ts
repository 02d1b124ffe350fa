import { expect, type Locator, type Page } from '@playwright/test';
import { screenshot } from './app';

/**
 * A changed screen in every look it ships in: light and dark, on a large (1440x900) and a small
 * (1024x700) window. Saved as <name>-<scheme>-<width>.png under the project's folder; the page is
 * left as it was found.
 */
export async function screenshotVariants(page: Page, project: string, name: string, busy?: Locator): Promise<void> {
  // A screen is photographed once still: no price updating, no button or list loading.
  if (busy) await expect(busy).toHaveCount(0);
  const original = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of [{ width: 1440, height: 900 }, { width: 1024, height: 700 }]) {
      await page.setViewportSize(size);
      await settled(page);
      await screenshot(page, project, `${name}-${colorScheme}-${size.width}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (original) await page.setViewportSize(original);
}

/**
 * Two animation frames: resize observers (virtualised tables, text that wraps) have measured and
 * painted the new size. Transitions are finished by the screenshot itself (animations disabled).
 */
export function settled(page: Page): Promise<unknown> {
  return page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}
