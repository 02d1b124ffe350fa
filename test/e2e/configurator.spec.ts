import { expect, test, type Locator, type Page } from './support/test';
import { discardNewDrafts } from './support/drafts';
import { findSaved } from './support/configurator';
import { openApp, scannerThreshold } from './support/app';
import { AWNING_VALUES, sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';
import { scanBurst } from './support/scanner';

/**
 * Configurator on the Demo sandbox: a made-to-measure awning through every feature type with the
 * price following each answer, each FeatureExplosion problem at its field, save, reopen, a
 * quantity-only change, compare, a quote created and sent, and an order that freezes the
 * configuration. Screens are photographed light and dark at two window sizes.
 */
const wide = { width: 1440, height: 900 };
const narrow = { width: 1024, height: 700 };

/** Every screen in both schemes and both sizes, once it is still. */
function screenshots(page: Page, project: string, name: string): Promise<void> {
  return screenshotVariants(page, project, `configurator-${name}`, page.locator('[data-updating="true"], .mantine-Button-root[data-loading]'));
}

async function choose(page: Page, combobox: Locator, text: string, option: RegExp): Promise<void> {
  await combobox.click();
  if (text) {
    await combobox.fill(text);
    // The ERP's answer replaces the list under the pointer: click once only matches are listed.
    await expect(page.getByRole('option').filter({ hasNotText: text })).toHaveCount(0);
  }
  await page.getByRole('option', { name: option }).first().click();
}

/** A customer of the demo data who buys in the currency given. */
async function customerIn(page: Page, currency: string): Promise<string> {
  const sandbox = process.env.QM_SANDBOX_ORIGIN;
  const info = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  const res = await page.request.get(`${sandbox}/preview/customers?pageSize=200`, { headers: { 'x-api-key': info.apiKeys.all } });
  const customers = ((await res.json()) as { items: { customerNumber: string; defaultCurrencyCode: string | null; isActive?: boolean }[] }).items;
  const found = customers.find((c) => c.defaultCurrencyCode === currency && c.isActive !== false);
  expect(found, `the demo data has a customer buying in ${currency}`).toBeTruthy();
  return found!.customerNumber;
}

const breakdown = (page: Page) => page.getByTestId('price-breakdown');
const total = (page: Page) => page.getByTestId('price-total');

/** Waits until the price on screen belongs to the values on screen. */
async function priced(page: Page): Promise<string> {
  await expect(breakdown(page)).toHaveAttribute('data-updating', 'false');
  return (await total(page).textContent()) ?? '';
}

async function configureAwning(page: Page): Promise<void> {
  await choose(page, page.getByRole('combobox', { name: 'Configurable item' }), 'Terrace', /FV-80001/);
  await expect(page.getByTestId('feature-list')).toBeVisible();
}

test.describe('Configurator workspace', () => {
  // Each screen is photographed four times (two schemes, two sizes).
  test.describe.configure({ timeout: 180_000 });
  // A new awning's unsaved changes are a draft on the shared host: each test starts from a blank form.
  test.beforeEach(async ({ request }) => discardNewDrafts(request, ['configurator.configuration'], 'new:FV-80001'));
  test('configure with every feature type, problems at their fields, save, reopen, change the quantity, order, read-only', async ({ page }, info) => {
    const project = info.project.name;
    await openApp(page, '#/configurator');
    await expect(page.getByTestId('configure-empty')).toBeVisible();
    await screenshots(page, project, 'empty');

    await configureAwning(page);
    // Nothing answered: each required feature says so at its own field.
    const width = page.getByRole('textbox', { name: /^Width/ });
    await expect(width).toHaveAccessibleDescription(/required|missing|fill/i);
    await expect(page.getByRole('radiogroup', { name: /^Frame/ })).toHaveAccessibleDescription(/required|missing|fill/i);
    await expect(page.getByTestId('configure-actions').getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(total(page)).toHaveText(/problems/);
    // The chosen item reads whole: number and name.
    const itemBox = page.getByRole('combobox', { name: 'Configurable item' });
    expect(await itemBox.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    // A calculated value not yet known says so within its box, also at the narrow window.
    await page.setViewportSize(narrow);
    const area = page.getByTestId('calculated-AREA');
    await expect(area).toHaveValue('Not calculated yet');
    expect(await area.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await page.setViewportSize(wide);

    // Number: a decimal comma, pasted spaces and a number far too large.
    await width.fill('99999999999');
    await width.blur();
    await priced(page);
    await expect(width).toHaveAccessibleDescription(/range|between|at most|6000/i);
    await screenshots(page, project, 'problems');
    // Pasted with spaces, grouped as people write thousands: taken as meant, kept as typed until the field is left.
    await width.fill(' 2 400 ');
    await expect(width).toHaveValue(' 2 400 ');
    await width.blur();
    await expect(width).toHaveValue('2400');
    // Projection is in whole millimetres: a decimal is refused and the rule named at the field.
    const projection = page.getByRole('textbox', { name: /^Projection/ });
    await projection.fill('2500.5');
    await expect(projection).toHaveAccessibleDescription(/Whole numbers only/);
    // Refused where it was typed, and never sent to be priced: no banner about a "value 2".
    await expect(page.getByTestId('price-unpriceable')).toHaveText('Projection: cannot be priced as typed');
    await expect(page.getByTestId('problem-alert')).toHaveCount(0);
    await projection.fill('2500');
    await priced(page);
    await expect(width).not.toHaveAccessibleDescription(/range|between|at most/i);

    // Selection with the option the frame rules out: visible, selectable, explained; then fixed.
    await page.getByRole('radio', { name: /Open arm/ }).check();
    const wind = page.getByRole('radio', { name: /Motor with wind sensor/ });
    await expect(page.getByRole('radiogroup', { name: /^Drive/ }).getByTestId('option-exclusion')).toContainText('Only when Frame is Full cassette');
    await wind.check();
    await expect(page.getByTestId('excluded-choices')).toContainText('Motor with wind sensor no longer fits');
    await priced(page);
    await expect(page.getByRole('radiogroup', { name: /^Drive/ })).toHaveAccessibleDescription(/not available|Frame|cassette/i);
    await page.getByRole('radio', { name: /Full cassette/ }).check();
    await expect(page.getByTestId('excluded-choices')).toHaveCount(0);
    // An earlier answer changed afterwards: the later one it rules out is named, and clearing it is offered.
    await page.getByRole('radio', { name: /Open arm/ }).check();
    await page.getByTestId('excluded-choices').getByRole('button', { name: 'Clear Drive' }).click();
    await expect(wind).not.toBeChecked();
    await expect(page.getByTestId('excluded-choices')).toHaveCount(0);
    await page.getByRole('radio', { name: /Full cassette/ }).check();
    await wind.check();
    await page.getByRole('radio', { name: /Anthracite grey/ }).check();
    const before = await priced(page);

    // Boolean, ItemSelection, Text, Calculated; each change moves the price and names its cause.
    await page.getByRole('switch', { name: /Valance/ }).check();
    await expect(page.getByTestId('price-change')).toContainText('Valance: Yes');
    expect(await priced(page)).not.toBe(before);
    await choose(page, page.getByRole('combobox', { name: /^Remote control/ }), '', /FV-81004/);
    await page.getByRole('textbox', { name: /^Valance print text/ }).fill('Café Nordlys – open every day of the week');
    await priced(page);
    await expect(page.getByRole('textbox', { name: /^Valance print text/ })).toHaveAccessibleDescription(/30|long|range/i);
    await page.getByRole('textbox', { name: /^Valance print text/ }).fill('Café Nordlys');
    // Down at the last feature the price is still in sight, below the app's header rather than under it.
    const header = await page.getByRole('banner').boundingBox();
    const priceHeading = await breakdown(page).getByRole('heading', { name: 'Price' }).boundingBox();
    expect(priceHeading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page.getByTestId('calculated-AREA')).toHaveValue(/6[.,]0/);
    await priced(page);
    await expect(page.getByTestId('price-source')).toHaveText('List price');
    await expect(breakdown(page)).toContainText(/Frame\s*Full cassette\s*\+2,900\.00 NOK/);
    await expect(breakdown(page)).toContainText('Unit price');
    await screenshots(page, project, 'priced');

    // Save, with a title.
    await page.keyboard.press('Alt+S');
    const saveDialog = page.getByRole('dialog', { name: 'Save configuration' });
    await expect(saveDialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await saveDialog.getByRole('textbox', { name: 'Title' }).fill('Café Nordlys terrace');
    // Closed before saving, the typed title is kept and comes back with the dialog.
    await page.keyboard.press('Escape');
    await expect(saveDialog).toHaveCount(0);
    await page.keyboard.press('Alt+S');
    await expect(saveDialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Café Nordlys terrace');
    await screenshots(page, project, 'save-dialog');
    await saveDialog.getByRole('button', { name: /Save/ }).click();
    const opened = page.getByTestId('opened-configuration');
    await expect(opened).toContainText('Saved');
    const configurationNumber = (await opened.getByText(/^CFG-/).textContent())!;

    // Reopen from the list; change only the quantity.
    await page.keyboard.press('Alt+N');
    await expect(page.getByTestId('configure-empty')).toBeVisible();
    await page.keyboard.press('Alt+F');
    await page.getByLabel('Search configurations').fill('Nothing is called this');
    await expect(page.getByText('No saved configuration matches these filters.')).toBeVisible();
    await screenshots(page, project, 'saved-empty');
    await findSaved(page, configurationNumber);
    const grid = page.getByRole('grid', { name: 'Saved configurations' });
    await screenshots(page, project, 'saved-list');
    // The item there filters the list: optional, unlike the item of a configuration.
    await expect(page.getByRole('tabpanel', { name: 'Saved configurations' }).getByRole('combobox', { name: 'Configurable item' })).not.toHaveAttribute(
      'required',
    );
    await grid.getByText(configurationNumber, { exact: true }).click();
    await expect(opened).toContainText(configurationNumber);
    await expect(page.getByRole('textbox', { name: /^Width/ })).toHaveValue('2400');
    const single = await priced(page);
    await page.keyboard.press('Alt+Q');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await expect(page.getByTestId('price-change')).toContainText('Quantity: 2');
    expect(await priced(page)).not.toBe(single);
    await expect(opened).toContainText('Unsaved changes');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(opened).toContainText('Saved');
    await expect(page.getByTestId('price-quantity')).toHaveText(/^2/);

    // Order: a customer is required, the dialog says it freezes the configuration.
    await page.keyboard.press('Alt+O');
    const order = page.getByRole('dialog', { name: 'Order this configuration' });
    await expect(order.getByTestId('freeze-warning')).toContainText('freezes the configuration');
    await expect(order.getByRole('button', { name: 'Place the order' })).toBeDisabled();
    // Priced anonymously in NOK; a customer buying in EUR is told the price the order will carry.
    const euroCustomer = await customerIn(page, 'EUR');
    await choose(page, order.getByRole('combobox', { name: 'Customer' }), euroCustomer, new RegExp(euroCustomer));
    await expect(order.getByTestId('freeze-warning')).toContainText(/of [\d,.]+ EUR at this customer's prices/);
    await order.getByRole('textbox', { name: 'Customer reference' }).fill('Phone order');
    await screenshots(page, project, 'order-dialog');
    await order.getByRole('button', { name: 'Place the order' }).click();
    const salesOrder = page.getByRole('dialog', { name: /^Sales order SO-/ });
    await expect(salesOrder.getByTestId('sales-order-number')).toHaveText(/^SO-\d+/);
    await expect(salesOrder).toContainText('EUR');
    // An export order carries no VAT (row 95): said as 0.00, not left out (row 280).
    await expect(salesOrder.getByTestId('sales-order-vat')).toHaveText('VAT 0.00 EUR');
    await expect(salesOrder).toContainText(configurationNumber);
    await screenshots(page, project, 'sales-order');
    // The button at the bottom; the header's X is named Close as well.
    await salesOrder.getByRole('button', { name: 'Done' }).click();

    // Ordered: read-only, and says why.
    await expect(page.getByTestId('frozen-notice')).toContainText('ordered and is frozen');
    await expect(page.getByRole('textbox', { name: /^Width/ })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('radio', { name: /Full cassette/ })).toBeDisabled();
    await expect(page.getByTestId('configure-actions')).toHaveCount(0);
    await screenshots(page, project, 'frozen');

    // Later: ordered, it has left the list, yet opens by its number, read-only again.
    await page.keyboard.press('Alt+N');
    await page.keyboard.press('Alt+F');
    await page.getByLabel('Search configurations').fill(configurationNumber);
    await page.getByRole('button', { name: `Open ${configurationNumber} by its number` }).click();
    await expect(page.getByTestId('frozen-notice')).toContainText('ordered and is frozen');
    await expect(page.getByRole('textbox', { name: /^Width/ })).toHaveAttribute('readonly', '');
  });

  test('a price on its way reads "Updating…" at once; its spinner shows only once the answer is slow', async ({ page }) => {
    await openApp(page, '#/configurator');
    await configureAwning(page);
    const width = page.getByRole('textbox', { name: /^Width/ });
    await width.fill('3500');
    await priced(page);
    // The ERP holds its answer: the card keeps waiting.
    await page.route('**/api/call/configurator.calculate', () => undefined);
    // Whether the badge had a spinner when it was drawn, read as the page draws it (not later, when
    // a slow machine may have passed the wait).
    await page.evaluate(`new MutationObserver((_, observer) => {
      const badge = document.querySelector('[data-testid="price-updating"]');
      if (!badge) return;
      window.__spinnerAtFirst = !!badge.querySelector('.mantine-Loader-root');
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true })`);
    await width.fill('3600');
    const updating = breakdown(page).getByTestId('price-updating');
    await expect(updating).toHaveText('Updating…');
    expect(await page.evaluate('window.__spinnerAtFirst')).toBe(false);
    await expect(updating.locator('.mantine-Loader-root')).toHaveCount(1);
    await page.unroute('**/api/call/configurator.calculate');
  });

  test('a scan starts configuring the scanned item; a customer chosen prices it in their list and currency', async ({ page }) => {
    // A busy test machine spreads Playwright's keystrokes; the threshold is the user's setting.
    await scannerThreshold(page, 5000);
    await openApp(page, '#/configurator');
    const scan = async (code: string) => {
      await page.getByRole('heading', { name: 'Configurator', level: 1 }).click();
      await scanBurst(page, code);
    };
    await scan('FV-10062');
    await expect(page.getByText('FV-10062 cannot be configured')).toBeVisible();
    await expect(page.getByTestId('configure-empty')).toBeVisible();
    await scan('FV-80005');
    await expect(page.getByRole('combobox', { name: 'Configurable item' })).toHaveValue(/FV-80005/);
    await expect(page.getByTestId('feature-list')).toBeVisible();
    await expect(page.getByTestId('price-base')).toContainText('NOK');
    const euroCustomer = await customerIn(page, 'EUR');
    await choose(page, page.getByRole('combobox', { name: 'Customer' }), euroCustomer, new RegExp(euroCustomer));
    await expect(page.getByTestId('price-base')).toContainText('EUR');
    await expect(breakdown(page).getByRole('row', { name: /Currency/ })).toContainText('EUR');
  });

  test('compare two saved configurations, put them on a quote and send it; discard asks first', async ({ page }, info) => {
    const project = info.project.name;
    await openApp(page, '#/configurator');
    const numbers: string[] = [];
    for (const frame of ['Open arm', 'Semi-cassette']) {
      await page.keyboard.press('Alt+N');
      await configureAwning(page);
      // By keyboard only: Tab from feature to feature, Space or the arrows through the options.
      await page.keyboard.press('Alt+E');
      await expect(page.getByRole('textbox', { name: /^Width/ })).toBeFocused();
      await page.keyboard.type('3000');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: /^Projection/ })).toBeFocused();
      await page.keyboard.type('2000');
      // The calculated area and fabric consumption are stops too: read-only, still read out.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: /Open arm/ })).toBeFocused();
      await page.keyboard.press(frame === 'Open arm' ? 'Space' : 'ArrowDown');
      await expect(page.getByRole('radio', { name: new RegExp(frame) })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: /Hand crank/ })).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: /Sand beige/ })).toBeChecked();
      await priced(page);
      if (frame === 'Open arm') {
        // Quantities as people type them: refused at the field, never priced, no banner; the ERP's refusal at the field too.
        const quantity = page.getByRole('textbox', { name: 'Quantity' });
        const save = page.getByTestId('configure-actions').getByRole('button', { name: 'Save' });
        for (const [typed, said] of [
          ['1.5', /Whole numbers only/],
          ['99999999999999999999', /too large/],
          ['0', /greater than|positive|more than/i],
        ] as const) {
          await quantity.fill(typed);
          await expect(quantity).toHaveAccessibleDescription(said);
          await expect(save).toBeDisabled();
          await expect(page.getByTestId('problem-alert')).toHaveCount(0);
          // The typed text stays as typed; the card names the field instead of the price of an earlier quantity.
          await expect(quantity).toHaveValue(typed);
          if (typed !== '0') {
            await expect(page.getByTestId('price-unpriceable')).toHaveText(`Quantity: ${typed === '1.5' ? 'cannot be priced as typed' : 'too large to price'}`);
            await expect(page.getByTestId('price-total')).not.toContainText(/\d/);
            await expect(page.getByTestId('price-breakdown').getByRole('table')).toHaveCount(0);
          }
          if (typed === '99999999999999999999') await screenshots(page, project, 'quantity-too-large');
        }
        // The largest quantity the ERP holds: its figures break inside the card rather than run past its edge.
        await quantity.fill('999999999999999');
        await priced(page);
        const card = (await breakdown(page).boundingBox())!;
        for (const figure of [total(page), page.getByTestId('price-quantity'), page.getByTestId('price-unit')]) {
          const box = (await figure.boundingBox())!;
          expect(box.x + box.width, (await figure.textContent()) ?? undefined).toBeLessThanOrEqual(card.x + card.width);
        }
        await screenshots(page, project, 'long-figures');
        await quantity.fill(' 1 ');
        await priced(page);
        await expect(page.getByTestId('price-outdated')).toHaveCount(0);
      }
      await page.getByTestId('configure-actions').getByRole('button', { name: 'Save' }).click();
      const saveDialog = page.getByRole('dialog', { name: 'Save configuration' });
      // A title as long as people write them, to see it in the list, the comparison and the quote.
      if (frame === 'Open arm')
        await saveDialog.getByRole('textbox', { name: 'Title' }).fill('Café Nordlys – awning over the whole south-facing outdoor seating area, second floor');
      await saveDialog.getByRole('button', { name: /Save/ }).click();
      numbers.push((await page.getByTestId('opened-configuration').getByText(/^CFG-/).textContent())!);
    }

    await page.keyboard.press('Alt+L');
    const grid = page.getByRole('grid', { name: 'Saved configurations' });
    for (const n of numbers) {
      await findSaved(page, n);
      // The box is named by the configuration it selects, as a screen reader announces it.
      await grid.getByRole('checkbox', { name: `Select ${n}`, exact: true }).check();
    }
    await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
    await page.getByRole('button', { name: 'Compare' }).click();
    const compare = page.getByRole('dialog', { name: /^Compare / });
    await expect(compare.getByTestId('compare-values').getByRole('row', { name: /Frame/ })).toContainText('differs');
    await expect(compare.getByTestId('compare-values').getByRole('row', { name: /Width/ })).toContainText('same');
    await expect(compare.getByTestId('compare-values').getByRole('row', { name: /^Title/ })).toContainText('Café Nordlys – awning over the whole');
    await expect(compare.getByTestId('compare-prices').getByRole('row', { name: /^Total/ })).toContainText('differs');
    await screenshots(page, project, 'compare');
    await compare.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Compare' })).toBeFocused();

    await page.getByRole('button', { name: 'Put on a quote' }).click();
    const quote = page.getByRole('dialog', { name: 'New quote' });
    await expect(quote).toContainText(numbers[0]!);
    await expect(quote).toContainText(numbers[1]!);
    await choose(page, quote.getByRole('combobox', { name: 'Customer' }), '', /.+/);
    await quote.getByRole('textbox', { name: 'Title' }).fill('Two awnings for the terrace');
    await screenshots(page, project, 'quote-dialog');
    await quote.getByRole('button', { name: 'Create draft quote' }).click();
    const created = page.getByRole('dialog', { name: /^Quote Q-/ });
    await expect(created.getByTestId('quote-status')).toHaveText('Draft');
    await created.getByRole('checkbox', { name: /E-mail the quote/ }).uncheck();
    await created.getByRole('button', { name: 'Mark as sent' }).click();
    await expect(created.getByTestId('quote-status')).toHaveText('Sent');
    await expect(created.getByTestId('quote-sent')).toContainText('not e-mailed');
    await screenshots(page, project, 'quote-sent');
    await created.getByRole('button', { name: 'Done' }).click();

    // Discard: the confirmation focuses the safe choice.
    await findSaved(page, numbers[1]!);
    await grid.getByText(numbers[1]!, { exact: true }).click();
    await page.keyboard.press('Alt+D');
    const discard = page.getByRole('dialog', { name: /^Discard / });
    await expect(discard.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await screenshots(page, project, 'discard');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByTestId('configure-empty')).toBeVisible();
  });

  test('every figure in its own currency: a change of currency and a comparison priced in SEK', async ({ page }, info) => {
    const project = info.project.name;
    const erp = await sandboxErp(page.request);
    const values = (frame: string) => [
      { featureCode: 'WIDTH', number: '3000' },
      { featureCode: 'PROJECTION', number: '2000' },
      { featureCode: 'FRAME', optionCode: frame },
      { featureCode: 'DRIVE', optionCode: 'CRANK' },
      { featureCode: 'COLOUR', optionCode: 'GREY' },
    ];
    const create = async (frame: string, customerNumber?: string) =>
      (
        (await erp.post('/configurations', {
          itemNumber: 'FV-80001',
          quantity: '1',
          values: values(frame),
          ...(customerNumber ? { customerNumber } : {}),
        })) as { configurationNumber: string }
      ).configurationNumber;
    const [euro, krona] = [await customerIn(page, 'EUR'), await customerIn(page, 'SEK')];
    const anonymous = await create('SEMI');
    const swedish = [await create('SEMI', krona), await create('CASSETTE', krona)];

    // Priced at list prices in NOK, then for a customer buying in EUR: no EUR − NOK amount.
    await openApp(page, '#/configurator');
    await page.keyboard.press('Alt+L');
    await findSaved(page, anonymous);
    await page.getByRole('grid', { name: 'Saved configurations' }).getByText(anonymous, { exact: true }).click();
    expect(await priced(page)).toMatch(/NOK$/);
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await choose(page, customer, euro, new RegExp(euro));
    await expect(page.getByTestId('price-change')).toContainText(/^Now in EUR \(was [\d,.]+ NOK\) after Customer: /);
    expect(await priced(page)).toMatch(/EUR$/);
    await expect(page.getByTestId('price-surcharge-note')).toContainText('Surcharges are set in NOK');
    await screenshots(page, project, 'currency-change');
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await expect(page.getByTestId('price-change')).toContainText(/^Up [\d,.]+ EUR after Quantity: 2/);

    // Two configurations of the SEK customer: surcharges in NOK as set, and the SEK lines add up.
    await page.keyboard.press('Alt+N');
    await page.keyboard.press('Alt+L');
    const grid = page.getByRole('grid', { name: 'Saved configurations' });
    for (const n of swedish) {
      await findSaved(page, n);
      await grid.getByRole('checkbox', { name: `Select ${n}`, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Compare' }).click();
    const prices = page.getByRole('dialog', { name: /^Compare / }).getByTestId('compare-prices');
    await expect(prices.getByRole('row', { name: /^Frame: Semi-cassette/ })).toContainText('+1,200.00 NOK');
    await expect(prices.getByRole('row', { name: /^Frame: Semi-cassette/ })).not.toContainText('SEK');
    const figure = async (row: string) => {
      const cell = prices
        .getByRole('row', { name: new RegExp(`^${row}`) })
        .getByRole('cell')
        .nth(1);
      await expect(cell).toContainText('SEK');
      return Number(((await cell.textContent()) ?? '').replace(/[^\d.-]/g, ''));
    };
    const [base, together, unit] = [await figure('Base price per unit'), await figure('Surcharges together per unit'), await figure('Unit price')];
    expect(Math.round((base + together) * 100)).toBe(Math.round(unit * 100));
    await expect(page.getByTestId('compare-surcharge-note').first()).toContainText(`${swedish[0]}: Surcharges are set in NOK; together they come to`);
    await screenshots(page, project, 'compare-sek');
  });
  test('the saved list shows unit price and total for the rows on screen only, read again as rows scroll in', async ({ page, request }, info) => {
    const project = info.project.name;
    const erp = await sandboxErp(request);
    // A page longer than any screen: 50 rows of which a window shows about a dozen.
    const title = `Price list ${Date.now()}`;
    for (let i = 0; i < 50; i++) await erp.post('/configurations', { itemNumber: 'FV-80001', quantity: String(i + 1), title, values: AWNING_VALUES });
    const sandbox = process.env.QM_SANDBOX_ORIGIN;
    const reads = async () => {
      const traffic = (await (await request.get(`${sandbox}/_sandbox/traffic?pathPrefix=/preview/configurations`)).json()) as {
        byRoute: Record<string, number>;
      };
      return traffic.byRoute['GET /preview/configurations/:configurationNumber'] ?? 0;
    };
    await openApp(page, '#/configurator');
    await page.keyboard.press('Alt+L');
    const grid = page.getByRole('grid', { name: 'Saved configurations' });
    await expect(grid.getByTestId('row-total-price').first()).toHaveText(/ [A-Z]{3}$/);
    // Counted from here: the reads the filtered list causes.
    await request.post(`${sandbox}/_sandbox/traffic`);
    try {
      await page.getByLabel('Search configurations').fill(title);
      await expect(page.getByTestId('data-table-count')).toContainText('50');
      // Quantity 1 first: its figures, each with its currency, and the total = unit price × quantity.
      const first = grid.getByRole('row', { name: /Price list/ }).first();
      await expect(first.getByTestId('row-unit-price')).toHaveText(/^[\d,.]+ [A-Z]{3}$/);
      await expect(first.getByTestId('row-total-price')).toHaveText((await first.getByTestId('row-unit-price').textContent())!);
      // Only the rows on screen are read: the few drawn beyond its edges wait until scrolled to, the rest of the 50 are never read.
      const priced = grid.getByTestId('row-unit-price').filter({ hasText: / [A-Z]{3}$/ });
      await expect.poll(reads).toBe(await priced.count());
      const firstReads = await reads();
      expect(firstReads).toBeGreaterThan(5);
      expect(firstReads).toBeLessThan(30);
      for (const waiting of await grid.getByTestId('row-unit-price').filter({ hasText: 'Reading' }).all()) await expect(waiting).not.toBeInViewport();
      await screenshots(page, project, 'saved-prices');

      // Scrolled to the end: the rows that came in are read then, and priced.
      await page.getByTestId('data-table-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      const last = grid.getByRole('row', { name: /Price list/ }).last();
      await expect(last.getByTestId('row-total-price')).toHaveText(/^[\d,.]+ [A-Z]{3}$/);
      await expect.poll(reads).toBeGreaterThan(firstReads);
      expect(await reads()).toBeLessThan(50 + firstReads);
    } finally {
      await request.delete(`${sandbox}/_sandbox/traffic`);
    }
  });
});
