import { expect, test, type APIRequestContext, type Page } from './support/test';
import { sandboxErp, sandboxOrigin } from './support/sandbox';
import { drawer, grid, newTicket, openTicket, openTickets, startReturn } from './support/tickets';
import { screenshotVariants } from './support/variants';

/**
 * The Tickets workspace's editors keep unsent work as drafts (issue 18): the status and routing
 * panel, a new ticket, a new return and a return receipt. Each is left at once (Escape, another
 * record, another workspace, reload) and comes back restored with the line saying so; Discard
 * removes it, a successful save leaves none, and the place shows that a draft exists. A change
 * meeting a colleague's sends only the agent's own fields, on the version it was shown.
 */

const update = (page: Page) => drawer(page).getByTestId('ticket-update');
const priority = (page: Page) => update(page).getByRole('combobox', { name: 'Priority', exact: true });
const statusBox = (page: Page) => update(page).getByRole('combobox', { name: 'Status', exact: true });

async function choose(page: Page, box: ReturnType<typeof priority>, option: string): Promise<void> {
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** A colleague changes the ticket straight in the ERP. */
async function colleaguePatches(request: APIRequestContext, ticketNumber: string, patch: object): Promise<void> {
  const info = (await (await request.get(`${sandboxOrigin()}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  const res = await request.patch(`${sandboxOrigin()}/preview/tickets/${ticketNumber}`, {
    headers: { 'x-api-key': info.apiKeys.all, 'content-type': 'application/merge-patch+json' },
    data: patch,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function ticketInErp(request: APIRequestContext, ticketNumber: string) {
  return (await (await sandboxErp(request)).get(`/tickets/${ticketNumber}`)) as { status: string; priority: string };
}

/** Ways of leaving the ticket; each ends with the list shown, so the ticket can be opened again. */
const leaveBy: Record<string, (page: Page, other: string) => Promise<void>> = {
  Escape: async (page) => {
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
  },
  'another record': async (page, other) => {
    await page.getByRole('button', { name: 'Next ticket (J)' }).click();
    await expect(drawer(page)).toHaveAttribute('data-ticket', other);
    await page.keyboard.press('Escape');
  },
  'another workspace': async (page) => {
    await page.keyboard.press('Alt+1');
    await expect(page.getByTestId('workspace-tickets')).toHaveCount(0);
    await page.keyboard.press('Alt+4');
    await expect(page.getByTestId('workspace-tickets')).toBeVisible();
  },
  reload: async (page) => {
    await page.reload();
    await expect(page.getByTestId('ticket-number').first()).toBeVisible();
  },
};

test.describe('ticket status and routing drafts', () => {
  for (const [how, leave] of Object.entries(leaveBy)) {
    test(`a priority changed and left at once by ${how} is restored, and the row is marked`, async ({ page, request }) => {
      const tag = `Routed-${Date.now().toString(36)}`;
      const { ticketNumber } = await newTicket(request, `${tag} left by ${how}`);
      const { ticketNumber: other } = await newTicket(request, `${tag} another`);
      await openTickets(page);
      await page.getByLabel('Search tickets').fill(tag);
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Ticket number' }).click();
      await grid(page).getByText(ticketNumber, { exact: true }).click();
      await choose(page, priority(page), 'High');
      await leave(page, other);
      await page.getByLabel('Search tickets').fill(ticketNumber);
      await expect(
        grid(page)
          .getByRole('row', { name: new RegExp(ticketNumber) })
          .getByLabel('Status draft kept'),
      ).toBeVisible();
      await openTicket(page, ticketNumber);
      await expect(priority(page)).toHaveValue('High');
      await expect(update(page).getByTestId('draft-restored')).toContainText('was restored');
      expect((await ticketInErp(request, ticketNumber)).priority).toBe('Normal');
    });
  }

  test('Discard puts the ticket back; a saved change leaves no draft', async ({ page, request }, info) => {
    const { ticketNumber } = await newTicket(request, 'Routing draft discarded');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await choose(page, priority(page), 'Low');
    await page.keyboard.press('Escape');
    await openTicket(page, ticketNumber);
    await expect(priority(page)).toHaveValue('Low');
    await screenshotVariants(page, info.project.name, 'tickets-update-draft-restored');
    await update(page).getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(priority(page)).toHaveValue('Normal');
    await expect(update(page).getByTestId('draft-restored')).toHaveCount(0);

    await choose(page, priority(page), 'Critical');
    await update(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer(page).getByText('Priority Critical')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      grid(page)
        .getByRole('row', { name: new RegExp(ticketNumber) })
        .getByLabel('Status draft kept'),
    ).toHaveCount(0);
    await openTicket(page, ticketNumber);
    await expect(priority(page)).toHaveValue('Critical');
    await expect(update(page).getByTestId('draft-restored')).toHaveCount(0);
  });
});

test.describe('a colleague changed the ticket meanwhile', () => {
  test("their raised priority is shown and kept; 'Save my changes anyway' sends only the status", async ({ page, request }, info) => {
    const { ticketNumber } = await newTicket(request, 'Colleague raises the priority');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await choose(page, statusBox(page), 'Triaged');
    await colleaguePatches(request, ticketNumber, { priority: 'High' });
    await update(page).getByRole('button', { name: 'Save changes' }).click();

    const collision = page.getByTestId('update-collision');
    await expect(collision).toContainText('nothing was saved');
    await expect(collision.getByTestId('changed-priority')).toContainText('High');
    await expect(collision.getByTestId('changed-priority')).toContainText('Unchanged by you: theirs is kept');
    await expect(priority(page)).toHaveValue('High');
    await expect(statusBox(page)).toHaveValue('Triaged');
    await screenshotVariants(page, info.project.name, 'tickets-update-changed-meanwhile');

    await collision.getByRole('button', { name: 'Save my changes anyway' }).click();
    await expect(collision).toHaveCount(0);
    await expect(page.getByTestId('ticket-status')).toHaveText('Triaged');
    expect(await ticketInErp(request, ticketNumber)).toMatchObject({ status: 'Triaged', priority: 'High' });
  });

  test('a field both changed asks which wins, and the choice is what is saved', async ({ page, request }, info) => {
    const { ticketNumber } = await newTicket(request, 'Both change the priority');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await choose(page, statusBox(page), 'Triaged');
    await choose(page, priority(page), 'Low');
    await colleaguePatches(request, ticketNumber, { priority: 'Critical' });
    await update(page).getByRole('button', { name: 'Save changes' }).click();

    // The shared panel's radio group carries no accessible name of its own; its row names the field.
    const which = page.getByTestId('update-collision').getByTestId('changed-priority');
    await expect(which.getByRole('radio', { name: 'Mine: Low' })).toBeChecked();
    await screenshotVariants(page, info.project.name, 'tickets-update-both-changed');
    await which.getByRole('radio', { name: 'Theirs: Critical' }).check();
    await expect(priority(page)).toHaveValue('Critical');
    await page.getByTestId('update-collision').getByRole('button', { name: 'Save my changes anyway' }).click();
    await expect(page.getByTestId('ticket-status')).toHaveText('Triaged');
    expect(await ticketInErp(request, ticketNumber)).toMatchObject({ status: 'Triaged', priority: 'Critical' });
  });
});

test.describe('ticket dialogs keep their drafts', () => {
  test('a new ticket: Escape keeps it and the button is marked; reopening restores it; Discard and creating remove it', async ({ page }, info) => {
    await openTickets(page);
    await page.keyboard.press('Alt+N');
    const form = page.getByTestId('create-ticket');
    await form.getByLabel('Title').fill('Scanner beeps twice');
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    const newButton = page.getByRole('button', { name: /^New ticket/ });
    await expect(newButton.getByTestId('draft-mark')).toBeVisible();
    await screenshotVariants(page, info.project.name, 'tickets-new-ticket-draft-mark');

    await page.keyboard.press('Alt+N');
    await expect(form.getByLabel('Title')).toHaveValue('Scanner beeps twice');
    await expect(form.getByTestId('draft-restored')).toContainText('was restored');
    await screenshotVariants(page, info.project.name, 'tickets-new-ticket-draft-restored');
    await form.getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(newButton.getByTestId('draft-mark')).toHaveCount(0);

    await form.getByLabel('Title').fill('Scanner beeps three times');
    await form.getByLabel('Description').fill('Every scan beeps three times.');
    await form.getByRole('button', { name: 'Create ticket' }).click();
    await expect(page.getByRole('dialog', { name: 'New ticket' })).toHaveCount(0, { timeout: 20_000 });
    await expect(drawer(page).getByRole('heading', { name: 'Scanner beeps three times' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(newButton.getByTestId('draft-mark')).toHaveCount(0);
    await page.keyboard.press('Alt+N');
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByTestId('draft-restored')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('a new ticket closed and opened again in one quick motion shows what was typed', async ({ page }) => {
    await openTickets(page);
    const form = page.getByTestId('create-ticket');
    const cdp = await page.context().newCDPSession(page);
    const key = (type: 'rawKeyDown' | 'keyUp', k: { key: string; code: string; windowsVirtualKeyCode: number }, modifiers = 0) =>
      cdp.send('Input.dispatchKeyEvent', { type, ...k, modifiers });
    const escape = { key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 };
    const alt = { key: 'Alt', code: 'AltLeft', windowsVirtualKeyCode: 18 };
    const n = { key: 'n', code: 'KeyN', windowsVirtualKeyCode: 78 };
    for (const title of ['Label printer offline', 'Label printer offline again']) {
      await page.keyboard.press('Alt+N');
      await form.getByLabel('Title').fill(title);
      // Escape and Alt+N reach the page back to back, before it has drawn a frame in between: the
      // dialog opened again read the draft from before its closing and showed an empty title.
      await Promise.all([
        key('rawKeyDown', escape),
        key('keyUp', escape),
        key('rawKeyDown', alt, 1),
        key('rawKeyDown', n, 1),
        key('keyUp', n, 1),
        key('keyUp', alt),
      ]);
      await expect(form.getByLabel('Title')).toHaveValue(title);
    }
    await cdp.detach();
    await form.getByTestId('draft-discard').click();
    await expect(form.getByLabel('Title')).toHaveValue('');
    await page.keyboard.press('Escape');
  });

  test('a new return: Escape keeps the order, reason and note; creating removes the draft', async ({ page, request }) => {
    const { ticketNumber, orderNumber } = await newTicket(request, 'Return drafted', true);
    await openTickets(page);
    await openTicket(page, ticketNumber);
    const dialog = await startReturn(page, orderNumber!);
    await dialog.getByLabel('Internal note').fill('Box was crushed');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(
      drawer(page)
        .getByRole('button', { name: /^New return/ })
        .getByTestId('draft-mark'),
    ).toBeVisible();

    await drawer(page)
      .getByRole('button', { name: /^New return/ })
      .click();
    await expect(dialog.getByTestId('draft-restored')).toContainText('was restored');
    await expect(dialog.getByRole('combobox', { name: 'Order', exact: true })).toHaveValue(new RegExp(`^${orderNumber}`));
    await expect(dialog.getByLabel('Internal note')).toHaveValue('Box was crushed');
    await dialog.getByRole('button', { name: 'Create return' }).click();
    await expect(page.getByTestId('return-card')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(
      drawer(page)
        .getByRole('button', { name: /^New return/ })
        .getByTestId('draft-mark'),
    ).toHaveCount(0);
  });

  test('scanned serials survive Escape in the Receive dialog, are marked on the button, and Discard removes them', async ({ page, request }, info) => {
    const erp = await sandboxErp(request);
    const { ticketNumber, orderNumber, itemNumber } = await erp.serialReturnCase();
    await openTickets(page);
    await openTicket(page, ticketNumber);
    const dialog = await startReturn(page, orderNumber);
    await dialog.getByRole('button', { name: 'Create return' }).click();
    const card = page.getByTestId('return-card');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByTestId('return-status')).toHaveText('Approved');
    const receiveButton = card.getByRole('button', { name: /^Receive into stock/ });
    await receiveButton.click();
    const receive = page.getByTestId('receive-return-dialog');
    const serials = receive.getByLabel(new RegExp(`^Serial numbers of return line \\d+ \\(${itemNumber}\\)`));
    await serials.fill('E2E-DRAFT-SN-1\n');
    await page.keyboard.press('Escape');
    await expect(receive).toHaveCount(0);
    await expect(receiveButton.getByTestId('draft-mark')).toBeVisible();
    await screenshotVariants(page, info.project.name, 'tickets-receive-draft-mark');

    await receiveButton.click();
    await expect(serials).toHaveValue('E2E-DRAFT-SN-1\n');
    await expect(receive.getByTestId('draft-restored')).toContainText('was restored');
    await screenshotVariants(page, info.project.name, 'tickets-receive-draft-restored');
    await receive.getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(serials).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(receiveButton.getByTestId('draft-mark')).toHaveCount(0);
    // The seed has one such unit: the return is cancelled so the other tickets tests can return it.
    const returnNumber = await card.getAttribute('data-return');
    await erp.post(`/returns/${returnNumber}/cancel`);
  });
});
