import { expect, test, type APIRequestContext, type Page } from './support/test';
import { jpegBytes, pdfBytes, pngBytes, svgBytes } from '../../src/sandbox/seed/media-bytes';
import { openApp } from './support/app';
import { sandboxOrigin } from './support/sandbox';
import { screenshotVariants } from './support/variants';

/**
 * Media on the Demo sandbox through the browser host: files dropped on the workspace are checked
 * before anything is sent, uploaded with progress, an answer lost after the store is adopted
 * (the sandbox's list proves one copy), a failed upload is retried on its own, alt text is set
 * on several files at once, and files are deleted after a confirmation.
 */
const MB = 1024 * 1024;
const run = Date.now().toString(36);
const named = (stem: string, ext: string) => `${stem}-${run}.${ext}`;

function mp4(size: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length)]);
}
function webm(size: number): Buffer {
  const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from('webm'), 0x42, 0x87, 0x81, 0x04]);
  return Buffer.concat([ebml, Buffer.alloc(size - ebml.length)]);
}

/** The page's DataTransfer (the specs are typed for Node, without the DOM's types). */
declare const DataTransfer: new () => { items: { add(file: File): void } };

/** The page's image and canvas, as far as counting a drawn picture's dark pixels needs them. */
interface PageImage {
  decode(): Promise<void>;
  naturalWidth: number;
  naturalHeight: number;
}
declare const document: {
  createElement(tag: 'canvas'): {
    width: number;
    height: number;
    getContext(kind: '2d'): {
      drawImage(img: PageImage, x: number, y: number): void;
      getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
    };
  };
};

/** A 1×1 GIF. */
const gif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface DroppedFile {
  name: string;
  bytes: Buffer;
  /** The file is this long: its bytes, then zeros (built in the page, so 10 MB never travels as text). */
  padTo?: number;
}

/** Drops files on the workspace as the desktop would (a drag carrying files). */
async function drop(page: Page, files: DroppedFile[]): Promise<void> {
  const data = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list) {
        const head = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        const bytes = new Uint8Array(Math.max(f.padTo ?? 0, head.length));
        bytes.set(head);
        transfer.items.add(new File([bytes], f.name));
      }
      return transfer;
    },
    files.map((f) => ({ name: f.name, base64: f.bytes.toString('base64'), padTo: f.padTo })),
  );
  const target = page.getByTestId('workspace-media');
  await target.dispatchEvent('dragover', { dataTransfer: data });
  await target.dispatchEvent('drop', { dataTransfer: data });
}

async function erp(request: APIRequestContext) {
  const info = (await (await request.get(`${sandboxOrigin()}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  const headers = { 'x-api-key': info.apiKeys.all };
  return {
    /** The assets of that exact name, as the sandbox holds them. */
    async named(channel: string, fileName: string) {
      const res = await request.get(`${sandboxOrigin()}/preview/channels/${channel}/media?search=${encodeURIComponent(fileName)}&pageSize=200`, { headers });
      return ((await res.json()) as { items: { id: string; fileName: string; altText: string | null }[] }).items.filter((a) => a.fileName === fileName);
    },
    async fault(rule: object) {
      const res = await request.post(`${sandboxOrigin()}/_sandbox/faults`, {
        data: { rules: [{ method: 'POST', pathPrefix: '/preview/channels/', count: 1, ...rule }] },
      });
      expect(res.ok()).toBe(true);
    },
    clearFaults: () => request.delete(`${sandboxOrigin()}/_sandbox/faults`),
  };
}

async function openMedia(page: Page): Promise<string> {
  await openApp(page, '#/media');
  await expect(page.getByTestId('workspace-media')).toBeVisible();
  await expect(page.getByTestId('media-tile').first()).toBeVisible();
  return (await page.getByTestId('channel-menu').innerText()).trim();
}

const queueItem = (page: Page, fileName: string) => page.getByTestId('upload-item').filter({ has: page.getByText(fileName, { exact: true }) });
const uploadDialog = (page: Page) => page.getByRole('dialog', { name: 'Upload files' });

test.describe('Media', () => {
  test.afterEach(async ({ request }) => {
    await (await erp(request)).clearFaults();
  });

  test('closing the upload with titles typed asks first; Escape keeps them, and discarding is a choice', async ({ page }, info) => {
    await openMedia(page);
    const name = named('shelf', 'png');
    await drop(page, [{ name, bytes: pngBytes(24, 16, [10, 90, 160], [200, 200, 40]) }]);
    const dialog = uploadDialog(page);
    const question = dialog.getByTestId('upload-close-question');
    // Nothing typed yet: Cancel closes at once.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await drop(page, [{ name, bytes: pngBytes(24, 16, [10, 90, 160], [200, 200, 40]) }]);
    await dialog.getByLabel(`Alt text of ${name}`).fill('Blue shelf with yellow labels');
    await page.keyboard.press('Escape');
    await expect(question).toContainText('typed for 1 file are lost');
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await screenshotVariants(page, info.project.name, 'media-upload-close-question');
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(dialog.getByLabel(`Alt text of ${name}`)).toHaveValue('Blue shelf with yellow labels');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Close and discard' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('an alt text pasted past its limit stays as pasted, is named at its field, and the upload waits', async ({ page }, info) => {
    await openMedia(page);
    const name = named('long-alt', 'png');
    await drop(page, [{ name, bytes: pngBytes(24, 16, [10, 90, 160], [200, 200, 40]) }]);
    const dialog = uploadDialog(page);
    const altText = dialog.getByLabel(`Alt text of ${name}`);
    const pasted = `${'A blue shelf with yellow labels on every bin, '.repeat(11)}end`;
    await altText.fill(pasted);
    await expect(altText).toHaveValue(pasted);
    await expect(dialog).toContainText(`The alt text is at most 500 characters; this one has ${pasted.trim().length}`);
    const upload = dialog.getByRole('button', { name: 'Upload 1 file' });
    await expect(upload).toBeDisabled();
    await screenshotVariants(page, info.project.name, 'media-upload-alt-too-long');
    await altText.fill(pasted.slice(0, 420));
    await expect(dialog).toContainText(`${pasted.slice(0, 420).trim().length} of at most 500 characters`);
    await expect(upload).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByTestId('upload-close-question').getByRole('button', { name: 'Close and discard' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('dropped files of every type are checked first, uploaded with progress, a lost answer adopted once, a failure retried alone', async ({
    page,
    request,
  }, info) => {
    const sandbox = await erp(request);
    const channel = await openMedia(page);
    const good = [
      { name: named('hero', 'png'), bytes: pngBytes(64, 40, [200, 40, 40], [40, 40, 200]) },
      { name: named('team', 'jpg'), bytes: jpegBytes(48, 32, [20, 120, 60]) },
      { name: named('badge', 'svg'), bytes: svgBytes(32, 32, '#336699', 'Badge') },
      { name: named('teaser', 'mp4'), bytes: mp4(64), padTo: 12 * MB },
      { name: named('loop', 'webm'), bytes: webm(256 * 1024) },
      { name: named('manual', 'pdf'), bytes: pdfBytes('Manual') },
      // A name as long as people give them, to see that every row keeps its shape.
      { name: named('spring-campaign-2026-hero-banner-for-the-outdoor-collection-final-version-approved-by-marketing', 'gif'), bytes: gif() },
    ];
    const tooLarge = named('poster-huge', 'png');
    const notMedia = named('notes', 'png');
    await drop(page, [
      ...good,
      { name: tooLarge, bytes: pngBytes(8, 8, [0, 0, 0], [9, 9, 9]), padTo: 10 * MB + 1 },
      { name: notMedia, bytes: Buffer.from('plain text, not a picture') },
    ]);

    // Refused before anything is sent, each with a sentence naming the file and the limit.
    const refusals = uploadDialog(page).getByTestId('upload-refusals');
    await expect(refusals).toContainText(`${tooLarge} is larger than 10 MB, the limit for PNG images.`);
    await expect(refusals).toContainText(`${notMedia} is not a PNG, JPEG, GIF, WebP or SVG image, an MP4 or WebM video, or a PDF document.`);
    await expect(uploadDialog(page).getByTestId('staged-file')).toHaveCount(good.length);
    await expect(uploadDialog(page).getByTestId('staged-file').filter({ hasText: good[0]!.name }).getByText('No alt text')).toBeVisible();
    await uploadDialog(page).getByLabel(`Alt text of ${good[0]!.name}`).fill('Red to blue gradient');
    await screenshotVariants(page, info.project.name, 'media-upload-dialog');

    // Every upload of the drop crawls, so the video's bytes can be watched going out: each state and
    // byte count the video's row shows is recorded as it changes.
    // Each answer then waits a moment after the last byte, so "All bytes sent" is on screen before
    // "done" however busy the machine is (an answer right behind the body may be drawn in one frame with it).
    await sandbox.fault({ kind: 'slow-body', bytesPerSecond: 4 * MB, latencyMs: 1500, count: good.length });
    await page.evaluate(`(() => {
      window.videoRow = [];
      window.totals = [];
      const record = () => {
        const total = document.querySelector('[data-testid="upload-total"]');
        if (total) window.totals.push(total.textContent);
        const row = document.querySelector('[data-testid="upload-item"][aria-label="${good[3]!.name}"]');
        if (row) window.videoRow.push(row.getAttribute('data-state') + ' ' + (row.textContent.match(/[0-9.]+ (bytes|KB|MB) of 12\\.0 MB|All bytes sent/)?.[0] ?? ''));
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    })()`);
    await uploadDialog(page)
      .getByRole('button', { name: `Upload ${good.length} files` })
      .click();
    await expect(uploadDialog(page)).toBeHidden({ timeout: 30_000 });
    await screenshotVariants(page, info.project.name, 'media-uploading');
    for (const f of good) await expect(queueItem(page, f.name)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    const seen = (await page.evaluate('window.videoRow')) as string[];
    expect(
      seen.some((s) => /^uploading [0-9.]+ (bytes|KB|MB) of 12\.0 MB$/.test(s) && !s.includes('12.0 MB of')),
      seen.join('\n'),
    ).toBe(true);
    // The total counts the bytes of the whole drop (12 MB and a little more) and, once the rate is known, the time left.
    expect(
      ((await page.evaluate('window.totals')) as string[]).some((t) => /^[0-9.]+ (bytes|KB|MB) of 12\.[0-9] MB · (about [0-9]+ min|[0-9]+ s) left$/.test(t)),
    ).toBe(true);
    expect(seen.findIndex((s) => s.startsWith('processing All bytes sent'))).toBeGreaterThan(seen.findIndex((s) => s.startsWith('uploading')));
    expect((await sandbox.named(channel, good[0]!.name))[0]?.altText).toBe('Red to blue gradient');
    await expect(refusals).toHaveCount(0);
    for (const name of [tooLarge, notMedia]) expect(await sandbox.named(channel, name)).toHaveLength(0);

    // The answer is dropped after the sandbox stored the file: found in the library and adopted, not sent again.
    const lost = named('answer-lost', 'png');
    await sandbox.fault({ kind: 'drop-after-commit' });
    await drop(page, [{ name: lost, bytes: pngBytes(20, 20, [1, 2, 3], [4, 5, 6]) }]);
    await uploadDialog(page).getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(queueItem(page, lost)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    expect(await sandbox.named(channel, lost)).toHaveLength(1);

    // Broken off on every attempt, so it fails; Retry sends that one file again and nothing else.
    const flaky = named('flaky', 'pdf');
    await sandbox.fault({ kind: 'reset-mid-body', afterBytes: 100, count: 3 });
    await drop(page, [{ name: flaky, bytes: Buffer.concat([pdfBytes('Flaky'), Buffer.alloc(4096, 0x20)]) }]);
    await uploadDialog(page).getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(queueItem(page, flaky)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
    await screenshotVariants(page, info.project.name, 'media-upload-failed');
    await page.getByRole('button', { name: 'Retry failed' }).click();
    await expect(queueItem(page, flaky)).toHaveAttribute('data-state', 'done');
    for (const name of [flaky, lost, ...good.map((f) => f.name)]) expect(await sandbox.named(channel, name), name).toHaveLength(1);
  });

  test("a PDF's first page is drawn in the details; a damaged one keeps the icon and link with a sentence", async ({ page }, info) => {
    await openMedia(page);
    await page.getByText('PDFs', { exact: true }).click();
    const pdfTile = page.getByTestId('media-tile').first();
    await expect(pdfTile.getByTestId('pdf-thumbnail')).toBeVisible();
    await screenshotVariants(page, info.project.name, 'media-pdf-tiles');
    await pdfTile.click();
    const firstPage = page.getByTestId('asset-details').getByTestId('pdf-first-page');
    await expect(firstPage).toBeVisible();
    // Drawn, not blank: the seeded page carries its title in black type on white paper.
    const inked = await firstPage.evaluate(async (img: PageImage) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 100) dark++;
      return { width: img.naturalWidth, height: img.naturalHeight, dark };
    });
    expect(inked.height / inked.width).toBeCloseTo(842 / 595, 1);
    expect(inked.dark).toBeGreaterThan(50);
    await expect(page.getByRole('link', { name: 'Open the whole PDF' })).toBeVisible();
    await screenshotVariants(page, info.project.name, 'media-pdf-details');
    await page.keyboard.press('Escape');

    const damaged = named('damaged', 'pdf');
    await drop(page, [{ name: damaged, bytes: Buffer.from('%PDF-1.7\nthis file was cut off before its first object', 'latin1') }]);
    await uploadDialog(page).getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(queueItem(page, damaged)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Search' }).fill(damaged);
    await page.getByTestId('media-tile').filter({ hasText: damaged }).click();
    const details = page.getByTestId('asset-details');
    await expect(details.getByTestId('pdf-not-drawn')).toHaveText('The first page could not be drawn; the PDF may be damaged or locked.');
    await expect(details.getByRole('link', { name: 'Open the PDF' })).toBeVisible();
    await screenshotVariants(page, info.project.name, 'media-pdf-damaged');
  });

  test('alt text set on several files at once; files deleted after a confirmation', async ({ page, request }, info) => {
    const sandbox = await erp(request);
    const channel = await openMedia(page);
    await screenshotVariants(page, info.project.name, 'media-library');
    const names = [named('bulk-a', 'png'), named('bulk-b', 'png')];
    await drop(
      page,
      names.map((name, i) => ({ name, bytes: pngBytes(10 + i, 10, [i, 0, 0], [0, 0, i]) })),
    );
    await uploadDialog(page).getByRole('button', { name: 'Upload 2 files' }).click();
    for (const name of names) await expect(queueItem(page, name)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });

    await page.getByRole('textbox', { name: 'Search' }).fill(`bulk-`);
    const tiles = page.getByTestId('media-tile').filter({ hasText: run });
    await expect(tiles).toHaveCount(2);
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByTestId('selection-actions').getByRole('button', { name: 'Edit title and alt text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit 2 files' });
    // An alt text pasted past its limit stays as pasted; nothing is applied until it fits.
    const tooLong = 'A swatch of wool in deep red, folded twice on pale oak, lit from the left. '.repeat(7).trim();
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill(tooLong);
    await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toHaveValue(tooLong);
    await expect(dialog).toContainText(`The alt text is at most 500 characters; this one has ${tooLong.length}`);
    await expect(dialog.getByRole('button', { name: 'Apply to 2 files' })).toBeDisabled();
    await screenshotVariants(page, info.project.name, 'media-bulk-edit-too-long');
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Sample swatch');
    await screenshotVariants(page, info.project.name, 'media-bulk-edit');
    await dialog.getByRole('button', { name: 'Apply to 2 files' }).click();
    await expect(dialog).toBeHidden();
    for (const name of names) expect((await sandbox.named(channel, name))[0]?.altText).toBe('Sample swatch');

    // The keyboard: the grid is one tab stop, arrows move, Enter opens the details of the active file.
    const grid = page.getByRole('grid', { name: 'Media library' });
    await grid.focus();
    // The first press makes the first file active, the second moves on, the third stops at the end.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const second = await tiles.nth(1).getAttribute('id');
    await expect(grid).toHaveAttribute('aria-activedescendant', second!);
    await page.keyboard.press('Enter');
    const details = page.getByTestId('asset-details');
    await expect(
      page.getByRole('dialog', { name: (await tiles.nth(1).getByRole('checkbox').getAttribute('aria-label'))!.replace('Select ', '') }),
    ).toBeVisible();
    await expect(details.getByRole('textbox', { name: 'Alt text' })).toHaveValue('Sample swatch');
    await screenshotVariants(page, info.project.name, 'media-details');
    await page.keyboard.press('Escape');

    await page.getByTestId('selection-actions').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 files?' });
    await screenshotVariants(page, info.project.name, 'media-delete');
    await confirm.getByRole('button', { name: 'Delete 2 files' }).click();
    await expect(confirm).toBeHidden();
    await expect(tiles).toHaveCount(0);
    for (const name of names) expect(await sandbox.named(channel, name)).toHaveLength(0);
    await screenshotVariants(page, info.project.name, 'media-empty-search');
  });
});
