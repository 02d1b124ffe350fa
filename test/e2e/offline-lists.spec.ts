import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openApp } from './support/app';
import { sandboxOrigin } from './support/sandbox';
import { screenshotVariants } from './support/variants';

/**
 * Lists answered from a local copy while the ERP is away: the media library and the palette's
 * records still answer, say "as of" their last sync, and are live again without a reload once the
 * ERP answers: by themselves (the one offline rhythm of 30 s, row 332) or at once on "Try now".
 */

/** Every read of the ERP fails (a 5xx after the client's retries) until `back`. */
async function erpAway(request: APIRequestContext): Promise<void> {
  await request.post(`${sandboxOrigin()}/_sandbox/faults`, { data: { rules: [{ kind: 'error-before-commit', pathPrefix: '/preview/', method: 'GET' }] } });
}
async function erpBack(request: APIRequestContext): Promise<void> {
  await request.delete(`${sandboxOrigin()}/_sandbox/faults`);
}

/** A read that the copy can answer retries once, within 2 s, before the copy answers (row 343). */
const FALLS_BACK = 10_000;
/** The offline rhythm (30 s, row 332): the page's clock is moved past it rather than waited for. */
const OFFLINE_RHYTHM = 30_000;

async function openPalette(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByRole('combobox', { name: 'Search workspaces, commands and records' });
  await search.fill(text);
  return search;
}

test.describe('lists answered from the local copy while the ERP is away', () => {
  test.afterEach(async ({ request }) => erpBack(request));

  test('the media library answers from its copy, says as of when, and is live again by itself', async ({ page, request }, info) => {
    // The page's timers run as usual; only the wait for the next ask is skipped (fastForward below).
    await page.clock.install();
    await openApp(page, '#/media');
    const tiles = page.getByTestId('media-tile');
    await expect(tiles.first()).toBeVisible();
    const first = await tiles.first().getAttribute('id');
    await expect(page.getByTestId('media-as-of')).toHaveCount(0);

    await erpAway(request);
    await page.reload();
    const notice = page.getByTestId('media-as-of');
    await expect(notice).toContainText(/^Offline: as of \d/, { timeout: FALLS_BACK });
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(tiles.first()).toHaveAttribute('id', first!);
    // The tree and its counts come from the same copy.
    await expect(page.getByRole('navigation', { name: 'Folders' }).getByText('Documents', { exact: true })).toBeVisible();
    await screenshotVariants(page, info.project.name, 'media-offline-as-of');

    await erpBack(request);
    // Nothing asks before the rhythm's next beat: the notice stays until then, and goes after it.
    await expect(notice).toBeVisible();
    await page.clock.fastForward(OFFLINE_RHYTHM);
    await expect(notice).toHaveCount(0, { timeout: FALLS_BACK });
    await expect(tiles.first()).toHaveAttribute('id', first!);
  });

  test('the palette finds records in the local copy, says as of when, and is live again on Try now', async ({ page, request }, info) => {
    test.setTimeout(150_000);
    await openApp(page, '#/warehouse');
    // A first search brings the copies up to date while the ERP answers.
    await openPalette(page, 'FV-1006');
    const records = page.getByRole('group', { name: 'Records' }).getByRole('option');
    await expect(records.first()).toBeVisible();
    await expect(page.getByTestId('palette-as-of')).toHaveCount(0);

    await erpAway(request);
    await openPalette(page, 'FV-100');
    const notice = page.getByTestId('palette-as-of');
    await expect(notice).toContainText(/^Offline: as of \d/, { timeout: FALLS_BACK });
    await expect(records.first()).toContainText('FV-100');
    await screenshotVariants(page, info.project.name, 'palette-offline-as-of');

    // Whoever knows the network is back asks at once, by keyboard, rather than wait for the rhythm.
    await erpBack(request);
    await page.getByTestId('palette-as-of-retry').focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0, { timeout: FALLS_BACK });
    await expect(records.first()).toContainText('FV-100');
  });
});
