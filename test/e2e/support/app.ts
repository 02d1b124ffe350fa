import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the app through the browser host with its token, and waits for the shell. */
export async function openApp(page: Page, hash = ''): Promise<void> {
  const url = process.env.QM_URL;
  if (!url) throw new Error('QM_URL is not set: the global setup did not start the browser host');
  await page.goto(url + hash);
  await expect(page.getByTestId('app-title')).toBeVisible();
  // Workspaces load on first opening: a scan or shortcut typed before the real one is there would be lost.
  await expect(page.getByTestId('workspace-loading')).toHaveCount(0);
}

/**
 * Pictures are for the eye, so `npm test` takes none (a failing test keeps its trace, with
 * snapshots): QM_SCREENSHOTS=1 saves the first look of each screen, `all` every look
 * (`npm run screenshots`). Each picture costs about half a second of a CPU-bound run.
 */
export const screenshotsWanted = Boolean(process.env.QM_SCREENSHOTS);

/** Saves a named screenshot of a page or an element under test-results/screenshots/<project>/, when pictures are wanted. */
export async function screenshot(target: Page | Locator, project: string, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await target.screenshot({ path: `test-results/screenshots/${project}/${name}.png`, animations: 'disabled' });
}

/** A purchase order of the demo data that can still be received (its detail shows every action). */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  const sandbox = process.env.QM_SANDBOX_ORIGIN;
  const info = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  const res = await page.request.get(`${sandbox}/preview/purchase-orders?status=Confirmed&pageSize=1`, { headers: { 'x-api-key': info.apiKeys.all } });
  const [order] = ((await res.json()) as { items: { orderNumber: string }[] }).items;
  expect(order, 'the demo data has a confirmed purchase order').toBeTruthy();
  return order!.orderNumber;
}

/**
 * The scanner setting the page starts with. Playwright sends a key only once the page handled
 * the one before, so on a loaded machine its "scanner" keys arrive 20-60 ms apart, where a real
 * scanner's carry the moment they were pressed: tests that scan use a patient threshold.
 */
export async function scannerThreshold(page: Page, thresholdMs = 400): Promise<void> {
  await page.addInitScript(
    (ms) => localStorage.setItem('quartermaster.scanner', JSON.stringify({ state: { thresholdMs: ms, minLength: 4 }, version: 1 })),
    thresholdMs,
  );
}

/** Something loading: a busy region, a button at work, or Busy (a spinner that names what it waits for). */
export const LOADING = '[aria-busy="true"], .mantine-Button-root[data-loading], .mantine-Loader-root[role="progressbar"]';

/**
 * Nothing loading and two frames drawn: the screen is still. Transitions need no wait, as every
 * screenshot is taken with animations finished.
 */
export async function still(page: Page): Promise<void> {
  // A panel drawing its draft (Busy) is not still either.
  await expect(page.locator(LOADING)).toHaveCount(0);
  await settled(page);
}

/**
 * Two animation frames: resize observers (virtualised tables, text that wraps) have measured and
 * painted the new size. Transitions are finished by the screenshot itself (animations disabled).
 */
export function settled(page: Page): Promise<unknown> {
  return page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}
