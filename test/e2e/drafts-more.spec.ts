import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { openApp } from './support/app';
import { findSaved } from './support/configurator';
import { AWNING_VALUES, sandboxErp, sandboxOrigin } from './support/sandbox';
import { screenshotVariants } from './support/variants';
import { discardNewDrafts, keptDraft } from './support/drafts';

/**
 * Nothing typed is lost in Media, the Configurator and Connections (issue 18): each editor is
 * typed into and left at once by Escape, another record, another workspace and a reload; coming
 * back restores the text with the restored line. Discard removes it, a successful save too, and a
 * colleague's change meanwhile is shown beside the user's and survives "Save mine anyway".
 */

// Workspaces by their Alt digit (registry order).
const WAREHOUSE = 'Alt+1';
const CONFIGURATOR = 'Alt+3';
const MEDIA = 'Alt+5';
const CONNECTIONS = 'Alt+7';

async function erpHeaders(request: APIRequestContext) {
  const info = (await (await request.get(`${sandboxOrigin()}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  return { 'x-api-key': info.apiKeys.all, 'content-type': 'application/json' };
}

// ---------- Media ----------

const tiles = (page: Page) => page.getByTestId('media-tile');
const details = (page: Page) => page.getByTestId('asset-details');

async function openMedia(page: Page): Promise<string> {
  await openApp(page, '#/media');
  await expect(tiles(page).first()).toBeVisible();
  return (await page.getByTestId('channel-menu').innerText()).trim();
}

async function openTile(page: Page, tile: Locator): Promise<void> {
  await tile.click();
  await expect(details(page).getByRole('textbox', { name: 'Caption' })).toBeVisible();
}

const assetIdOf = async (tile: Locator) => (await tile.getAttribute('id'))!.replace('media-tile-', '');

/** Ways of leaving the details of file `index`; each ends with the library shown. */
const leaveMediaBy: Record<string, (page: Page, index: number) => Promise<void>> = {
  Escape: async (page) => {
    await page.keyboard.press('Escape');
    await expect(details(page)).toHaveCount(0);
  },
  'another record': async (page, index) => {
    await page.keyboard.press('Escape');
    await openTile(page, tiles(page).nth(index + 1));
    await page.keyboard.press('Escape');
    await expect(details(page)).toHaveCount(0);
  },
  'another workspace': async (page) => {
    await page.keyboard.press(WAREHOUSE);
    await expect(page.getByTestId('workspace-media')).toHaveCount(0);
    await page.keyboard.press(MEDIA);
    await expect(tiles(page).first()).toBeVisible();
  },
  reload: async (page) => {
    await page.reload();
    await expect(tiles(page).first()).toBeVisible();
  },
};

test.describe('media details drafts', () => {
  const paths = Object.entries(leaveMediaBy);
  paths.forEach(([how, leave], i) => {
    test(`a caption typed and left at once by ${how} is restored, and the tile is marked`, async ({ page }) => {
      await openMedia(page);
      // Each path its own file (two apart: "another record" opens the next one too).
      const index = i * 2;
      const tile = tiles(page).nth(index);
      await openTile(page, tile);
      const text = `Caption left by ${how}`;
      await details(page).getByRole('textbox', { name: 'Caption' }).fill(text);
      await leave(page, index);
      await expect(tiles(page).nth(index).getByTestId('draft-mark')).toBeVisible();
      await openTile(page, tiles(page).nth(index));
      await expect(details(page).getByRole('textbox', { name: 'Caption' })).toHaveValue(text);
      await expect(details(page).getByTestId('draft-restored')).toContainText('was restored');
    });
  });

  test("Discard puts the saved text back; a save sends only my change and a colleague's survives", async ({ page, request }, info) => {
    const channel = await openMedia(page);
    const tile = tiles(page).nth(paths.length * 2);
    const assetId = await assetIdOf(tile);
    const headers = await erpHeaders(request);
    const asset = `${sandboxOrigin()}/preview/channels/${channel}/media/${assetId}`;
    const before = (await (await request.get(asset, { headers })).json()) as { title: string | null; caption: string | null };

    await openTile(page, tile);
    const caption = details(page).getByRole('textbox', { name: 'Caption' });
    await caption.fill('To be thrown away');
    await page.keyboard.press('Escape');
    await openTile(page, tile);
    await expect(caption).toHaveValue('To be thrown away');
    await screenshotVariants(page, info.project.name, 'drafts-media-restored');
    // Discard is one Tab stop, by keyboard.
    await details(page).getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(caption).toHaveValue(before.caption ?? '');
    await expect(details(page).getByTestId('draft-restored')).toHaveCount(0);

    // The user changes the caption while a colleague renames the file.
    await caption.fill('Mine: oak, oiled');
    const renamed = `Renamed by a colleague ${Date.now().toString(36)}`;
    expect((await request.patch(asset, { headers, data: { title: renamed } })).ok()).toBe(true);
    await details(page).getByRole('button', { name: 'Save', exact: true }).click();
    const collision = details(page).getByTestId('changed-meanwhile');
    await expect(collision.getByTestId('changed-title')).toContainText(renamed);
    await expect(details(page).getByRole('textbox', { name: 'Caption' })).toHaveValue('Mine: oak, oiled');
    await screenshotVariants(page, info.project.name, 'drafts-media-changed-meanwhile');
    await details(page).getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(collision).toHaveCount(0);
    await expect(details(page).getByRole('textbox', { name: 'Title' })).toHaveValue(renamed);
    const after = (await (await request.get(asset, { headers })).json()) as { title: string | null; caption: string | null };
    expect(after).toMatchObject({ title: renamed, caption: 'Mine: oak, oiled' });

    // Saved: no draft is left, on the tile or in the details.
    await page.keyboard.press('Escape');
    await expect(tile.getByTestId('draft-mark')).toHaveCount(0);
    await openTile(page, tile);
    await expect(details(page).getByTestId('draft-restored')).toHaveCount(0);
  });

  test('a bulk edit closed by Escape keeps its text for the same files; applying it removes the draft', async ({ page }, info) => {
    await openMedia(page);
    const picked = [tiles(page).nth(paths.length * 2 + 1), tiles(page).nth(paths.length * 2 + 2)];
    for (const tile of picked) await tile.getByRole('checkbox').check();
    const edit = page.getByTestId('selection-actions').getByRole('button', { name: /Edit title and alt text/ });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit 2 files' });
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Swatch, kept as a draft');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(edit.getByTestId('draft-mark')).toBeVisible();
    await screenshotVariants(page, info.project.name, 'drafts-media-bulk-marked');

    await page.keyboard.press('E');
    await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toHaveValue('Swatch, kept as a draft');
    await expect(dialog.getByTestId('draft-restored')).toContainText('was restored');
    await dialog.getByRole('button', { name: 'Apply to 2 files' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(edit.getByTestId('draft-mark')).toHaveCount(0);
  });
});

// ---------- Connections ----------

test.describe('connection form drafts', () => {
  const form = (page: Page) => page.getByRole('dialog', { name: 'New connection' });
  const newButton = (page: Page) => page.getByRole('button', { name: /New connection/ });

  test('a new connection typed and left by Escape, another workspace and a reload is restored; Discard removes it', async ({ page }, info) => {
    await openApp(page, '#/connections');
    const leave: [string, () => Promise<void>][] = [
      ['Escape', async () => void (await page.keyboard.press('Escape'))],
      ['another workspace', async () => (await page.keyboard.press(WAREHOUSE), await page.keyboard.press(CONNECTIONS))],
      ['reload', async () => void (await page.reload())],
    ];
    for (const [how, away] of leave) {
      await newButton(page).click();
      await form(page).getByLabel('Name').fill(`Staging, left by ${how}`);
      await away();
      await expect(newButton(page).getByTestId('draft-mark')).toBeVisible();
      await newButton(page).click();
      await expect(form(page).getByLabel('Name')).toHaveValue(`Staging, left by ${how}`);
      await expect(form(page).getByTestId('draft-restored')).toContainText('was restored');
      if (how === 'reload') await screenshotVariants(page, info.project.name, 'drafts-connection-restored');
      await page.keyboard.press('Escape');
    }
    await newButton(page).click();
    await form(page).getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(form(page).getByLabel('Name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(newButton(page).getByTestId('draft-mark')).toHaveCount(0);
  });
});

// ---------- Configurator ----------

async function savedAwning(request: APIRequestContext): Promise<string> {
  const erp = await sandboxErp(request);
  const saved = (await erp.post('/configurations', {
    itemNumber: 'FV-80001',
    quantity: '1',
    title: `Drafted awning ${Date.now().toString(36)}`,
    values: AWNING_VALUES,
  })) as { configurationNumber: string };
  return saved.configurationNumber;
}

async function openSaved(page: Page, configurationNumber: string): Promise<void> {
  await page.getByRole('tab', { name: 'Saved configurations' }).click();
  await findSaved(page, configurationNumber);
  await page.getByRole('grid', { name: 'Saved configurations' }).getByText(configurationNumber, { exact: true }).click();
  await expect(page.getByTestId('opened-configuration')).toContainText(configurationNumber);
}

const quantityBox = (page: Page) => page.getByRole('textbox', { name: 'Quantity' });

/** Should the notice not come, the failure says whether main kept the draft at all (typed work lost) or the screen did not restore it. */
async function expectRestored(page: Page, request: APIRequestContext, n: string): Promise<void> {
  await expect(page.getByTestId('draft-restored'))
    .toContainText('was restored')
    .catch(async (error: Error) => {
      const kept = JSON.stringify(await keptDraft(request, 'configurator.configuration', n));
      throw new Error(`${error.message}\nWhat main keeps of the draft of ${n} now: ${kept.slice(0, 600)}`);
    });
}

test.describe('configuration drafts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a changed quantity left by tab, workspace and reload is restored and marked; Discard removes it', async ({ page, request }, info) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    const row = page.getByRole('grid', { name: 'Saved configurations' }).getByRole('row', { name: new RegExp(n) });
    const leave: [string, () => Promise<void>][] = [
      ['tab', async () => void (await page.getByRole('tab', { name: 'Saved configurations' }).click())],
      ['another workspace', async () => (await page.keyboard.press(WAREHOUSE), await page.keyboard.press(CONFIGURATOR))],
      ['reload', async () => void (await page.reload())],
    ];
    for (const [index, [how, away]] of leave.entries()) {
      if (index === 0) await openSaved(page, n);
      const quantity = String(index + 2);
      await quantityBox(page).fill(quantity);
      await away();
      await page.getByRole('tab', { name: 'Saved configurations' }).click();
      await page.getByLabel('Search configurations').fill(n);
      await expect(row.getByTestId('draft-mark'), `marked after leaving by ${how}`).toBeVisible();
      if (how === 'reload') await screenshotVariants(page, info.project.name, 'drafts-configurator-marked');
      if (how === 'tab') {
        // The screen never went away: back on its tab, the change is still there.
        await page.getByRole('tab', { name: /Configure/ }).click();
      } else {
        await openSaved(page, n);
        await expect(page.getByTestId('draft-restored')).toContainText('was restored');
      }
      await expect(quantityBox(page)).toHaveValue(quantity);
      await expect(page.getByRole('tab', { name: /Configure/ }).getByTestId('draft-mark')).toBeVisible();
    }
    await screenshotVariants(page, info.project.name, 'drafts-configurator-restored');
    await page.getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(quantityBox(page)).toHaveValue('1');
    await page.getByRole('tab', { name: 'Saved configurations' }).click();
    await expect(row.getByTestId('draft-mark')).toHaveCount(0);
  });

  test('keys in two fields before the form has drawn either are both kept', async ({ page, request }) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    await openSaved(page, n);
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    // A number field's value reaches the form in a transition, drawn after the key; two fields typed
    // before it is drawn (a fast hand, a paste then Tab and a key) each hand over to the same form.
    await page.evaluate(`(() => {
      const type = (field, text) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const byLabel = (pattern) => [...document.querySelectorAll('input')].find((i) => [...(i.labels ?? [])].some((l) => pattern.test(l.textContent ?? '')));
      type(byLabel(/^Width/), '3600');
      type(byLabel(/^Quantity/), '4');
    })()`);
    await expect(page.getByRole('textbox', { name: /^Width/ })).toHaveValue('3600');
    await expect(quantityBox(page)).toHaveValue('4');
    await expect
      .poll(async () => {
        const kept = (await keptDraft(request, 'configurator.configuration', n)) as {
          value?: { quantity?: string; answers?: Record<string, { number?: string }> };
        } | null;
        return [kept?.value?.quantity, Object.values(kept?.value?.answers ?? {}).some((a) => a.number === '3600')];
      })
      .toEqual(['4', true]);
  });

  test('a key marks the price as updating and holds Save in its own render, before the form has drawn it', async ({ page, request }) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    await openSaved(page, n);
    const card = page.getByTestId('price-breakdown');
    const save = page.getByRole('button', { name: 'Save changes' });
    await quantityBox(page).fill('3');
    await expect(card).toHaveAttribute('data-updating', 'false');
    await expect(save).toBeEnabled();
    const width = page.getByRole('textbox', { name: /^Width/ });
    await width.focus();
    // 4000 becomes 3000 in one key: its first figure selected and typed over.
    await width.press('Home');
    await width.press('Shift+ArrowRight');
    // Read in the key's own input event, once React has drawn what it draws at once: the form
    // follows in a transition, so without the shared signal the card would still read as settled
    // and Save as ready for the values before the key.
    await page.evaluate(`window.addEventListener('input', () => {
      const card = document.querySelector('[data-testid="price-breakdown"]');
      const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save changes');
      window.__heard = { updating: card.dataset.updating, saveDisabled: save.disabled };
    }, { once: true })`);
    await width.press('3');
    expect(await page.evaluate('window.__heard')).toEqual({ updating: 'true', saveDisabled: true });
    // Once priced, the key is what Save keeps.
    await expect(card).toHaveAttribute('data-updating', 'false');
    await page.keyboard.press('Alt+S');
    const erp = await sandboxErp(request);
    const read = async () => (await erp.get(`/configurations/${n}`)) as { quantity: string; values: { featureCode: string; number: string | null }[] };
    await expect.poll(async () => Number((await read()).quantity)).toBe(3);
    expect(Number((await read()).values.find((v) => v.featureCode === 'WIDTH')?.number)).toBe(3000);
    await expect(save).toHaveCount(0);
  });

  test('what is typed while the stored draft is still being read is kept, not dropped', async ({ page, request }) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    // The stored draft's lookup is held back, as on a busy machine, until the quantity is typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/call/drafts.get', async (route) => (await held, await route.continue()));
    await openSaved(page, n);
    await quantityBox(page).fill('5');
    await expect(quantityBox(page)).toHaveValue('5');
    release();
    await expect(page.getByRole('tab', { name: /Configure/ }).getByTestId('draft-mark')).toBeVisible();
    await expect(quantityBox(page)).toHaveValue('5');
    await page.unroute('**/api/call/drafts.get');
    await page.reload();
    await openSaved(page, n);
    await expectRestored(page, request, n);
    await expect(quantityBox(page)).toHaveValue('5');
  });

  test('a window closed before the stored draft was read keeps what was typed, on top of that draft', async ({ page, request }) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    await openSaved(page, n);
    const width = page.getByRole('textbox', { name: /^Width/ });
    await width.fill('3500');
    await expect.poll(async () => JSON.stringify(await keptDraft(request, 'configurator.configuration', n))).toContain('3500');
    await page.reload();
    // The lookup of that draft never answers before the window goes; the next window's does.
    let holding = true;
    await page.route('**/api/call/drafts.get', async (route) => (holding ? undefined : await route.continue()));
    await openSaved(page, n);
    await quantityBox(page).fill('5');
    await expect(width, 'the kept draft is not read yet').toHaveValue('4000');
    holding = false;
    await page.reload();
    await openSaved(page, n);
    await expectRestored(page, request, n);
    await expect(quantityBox(page)).toHaveValue('5');
    await expect(width).toHaveValue('3500');
  });

  test("the order dialog's reference is kept when it is closed, and after a reload", async ({ page, request }) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    await openSaved(page, n);
    const orderButton = page.getByRole('button', { name: 'Order', exact: true });
    const order = page.getByRole('dialog', { name: 'Order this configuration' });
    const reference = order.getByRole('textbox', { name: 'Customer reference' });
    await expect(orderButton).toBeEnabled();
    await page.keyboard.press('Alt+O');
    await reference.fill('Phone order, Ola at Café Nordlys');
    await expect.poll(async () => JSON.stringify(await keptDraft(request, 'configurator.order', n))).toContain('Ola at Café');
    await page.keyboard.press('Escape');
    await expect(order).toHaveCount(0);
    await page.keyboard.press('Alt+O');
    await expect(order.getByTestId('draft-restored')).toContainText('was restored');
    await expect(reference).toHaveValue('Phone order, Ola at Café Nordlys');

    await page.reload();
    await openSaved(page, n);
    await expect(orderButton).toBeEnabled();
    await page.keyboard.press('Alt+O');
    await expect(reference).toHaveValue('Phone order, Ola at Café Nordlys');
    // Discard is the user's own choice: the reference is blank again, and nothing is kept.
    await order.getByTestId('draft-discard').click();
    await expect(reference).toHaveValue('');
    await expect.poll(() => keptDraft(request, 'configurator.order', n)).toBeNull();
  });

  test('a customer reference pasted too long stays as pasted and is refused at its field before anything is sent', async ({ page, request }, info) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    await openSaved(page, n);
    const order = page.getByRole('dialog', { name: 'Order this configuration' });
    const reference = order.getByRole('textbox', { name: 'Customer reference' });
    await expect(page.getByRole('button', { name: 'Order', exact: true })).toBeEnabled();
    await page.keyboard.press('Alt+O');
    // Any customer: the order waits only for the reference then.
    await order.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option').first().click();
    const pasted = '  Phone order from Ola Nordmann at Café Nordlys, Tromsø, for the terrace over the harbour  ';
    await reference.fill(pasted);
    await expect(reference).toHaveValue(pasted);
    await expect(order).toContainText(`The customer reference is at most 50 characters; this one has ${pasted.trim().length}`);
    await expect(order.getByRole('button', { name: 'Place the order' })).toBeDisabled();
    await screenshotVariants(page, info.project.name, 'configurator-order-reference-too-long');
    await reference.fill('Ola, terrace');
    await expect(order).toContainText('12 of at most 50 characters');
    await expect(order.getByRole('button', { name: 'Place the order' })).toBeEnabled();
    // Nothing was ordered; what was typed is a draft of this configuration, removed for the next test.
    await page.keyboard.press('Escape');
    await expect.poll(async () => JSON.stringify(await keptDraft(request, 'configurator.order', n))).toContain('Ola, terrace');
    await discardNewDrafts(request, ['configurator.order'], n);
  });

  test("a colleague's change meanwhile is shown beside mine; Save mine anyway keeps both and removes the draft", async ({ page, request }, info) => {
    const n = await savedAwning(request);
    await openApp(page, '#/configurator');
    await openSaved(page, n);
    await quantityBox(page).fill('3');
    // A colleague takes the valance off after the user opened it.
    const erp = await sandboxErp(request);
    await erp.post(`/configurations/${n}/reconfigure`, {
      values: AWNING_VALUES.map((v) => (v.featureCode === 'VALANCE' ? { featureCode: 'VALANCE', boolean: false } : v)),
    });

    // Saving waits for the price of what is on screen.
    await expect(page.getByTestId('price-breakdown')).toHaveAttribute('data-updating', 'false');
    await page.keyboard.press('Alt+S');
    const collision = page.getByTestId('configuration-changed-meanwhile');
    await expect(collision.getByTestId('changed-feature:VALANCE')).toContainText('No');
    await screenshotVariants(page, info.project.name, 'drafts-configurator-changed-meanwhile');
    await collision.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(collision).toHaveCount(0);
    // The panel goes once the edit is rebased on theirs; the save itself may still be on its way.
    const read = async () => (await erp.get(`/configurations/${n}`)) as { quantity: string; values: { featureCode: string; boolean: boolean | null }[] };
    await expect.poll(async () => Number((await read()).quantity)).toBe(3);
    const saved = await read();
    expect(saved.values.find((v) => v.featureCode === 'VALANCE')?.boolean).toBe(false);
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Saved configurations' }).click();
    await page.getByLabel('Search configurations').fill(n);
    await expect(
      page
        .getByRole('grid', { name: 'Saved configurations' })
        .getByRole('row', { name: new RegExp(n) })
        .getByTestId('draft-mark'),
    ).toHaveCount(0);
  });
});
