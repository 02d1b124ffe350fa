import { expect, test } from './support/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journalFileName } from '../../src/main/erp/client';
import { startBrowserHost } from './support/browser-host';
import { axe, seriousViolations, WCAG_TAGS } from './support/axe';
import { screenshotVariants } from './support/variants';

/** A host of its own: the shared one starts on a clean data folder, this one on a damaged one. */
// Its own host starts (and a demo sandbox with it) before eight screenshots: more than the usual minute.
test.setTimeout(240_000);

test('damaged local data is told once at start, with the copy, and the unreadable write waits in Pending writes', async ({ page }, info) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-e2e-damaged-'));
  writeFileSync(join(dataDir, 'drafts.jsonl'), '\u0000\u00ff not a draft\n');
  writeFileSync(join(dataDir, journalFileName('demo')), '{"k":"b","v":{"key":"b","method":"POST","path":"/preview/inventory/adjustments","sta\n');
  const { started, stop } = await startBrowserHost(dataDir);
  try {
    await page.goto(started.url);
    const notice = page.getByRole('dialog', { name: 'Some local data could not be read' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('1 draft could not be read from drafts.jsonl.');
    await expect(notice).toContainText(`1 waiting write could not be read from ${journalFileName('demo')}.`);
    await expect(notice).toContainText(join(dataDir, 'drafts.jsonl.damaged-'));
    await expect(notice).toHaveCSS('opacity', '1');
    // As the accessibility scan reads it (test/e2e/accessibility.spec.ts): serious and critical findings fail.
    expect(await seriousViolations(axe(page).withTags(WCAG_TAGS))).toEqual([]);
    await screenshotVariants(page, info.project.name, 'damaged-data-notice');

    await notice.getByRole('button', { name: 'I have read this' }).click();
    await expect(notice).toHaveCount(0);
    await page.getByTestId('pending-writes-button').click();
    const card = page.getByRole('article', { name: 'A waiting write could not be read' });
    await expect(card).toContainText('Unreadable');
    await screenshotVariants(page, info.project.name, 'damaged-data-pending-write');

    await page.reload();
    await expect(page.getByTestId('app-title')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Some local data could not be read' })).toHaveCount(0);
  } finally {
    await stop();
  }
});
