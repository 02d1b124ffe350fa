import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openApp, screenshot as save, still } from './support/app';
import { startSandbox } from '../../src/sandbox/index';
import { sub } from '../../src/shared/domain/decimal';
import { backToDemo, createProfile, useProfileWithKey } from './support/connections';
import { sandboxErp } from './support/sandbox';
import { drawer, grid, newTicket, openTicket, openTickets, startReturn } from './support/tickets';
import { discardNewDrafts } from './support/drafts';
import { screenshotVariants } from './support/variants';

/**
 * Tickets on the Demo sandbox: the queue in SLA order, a reply and a resolution, the collision
 * guard when the customer writes while the agent types, the reply draft across a reload, a new
 * ticket with the customer's contact, and a return raised, approved and received from a ticket.
 */
const sandbox = () => process.env.QM_SANDBOX_ORIGIN!;

async function variants(page: Page, project: string, name: string): Promise<void> {
  await still(page);
  await screenshotVariants(page, project, name);
}

async function firstTicket(page: Page): Promise<string> {
  return (await page.getByTestId('ticket-number').first().innerText()).trim();
}

async function customerComment(request: APIRequestContext, ticketNumber: string, body: string): Promise<void> {
  const res = await request.post(`${sandbox()}/_sandbox/tickets/${ticketNumber}/customer-comment`, { data: { body } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function typeReply(page: Page, text: string): Promise<void> {
  await drawer(page).getByRole('textbox', { name: 'Reply', exact: true }).fill(text);
  await expect(page.getByTestId('reply-composer').getByTestId('draft-state')).toContainText('Draft saved');
}

test.describe('Tickets workspace', () => {
  test('the queue is worked by SLA order: next deadline first, breached stays visible', async ({ page }, info) => {
    await openTickets(page);
    const dues = await page.getByTestId('ticket-number').evaluateAll((els) => els.map((el) => el.getAttribute('data-next-due') ?? ''));
    const timed = dues.filter(Boolean).map((d) => Date.parse(d));
    expect(timed.length).toBeGreaterThan(2);
    expect(timed).toEqual([...timed].sort((a, b) => a - b));
    // Tickets without a pending deadline come after every one with one.
    expect(dues.slice(dues.findIndex((d) => !d) < 0 ? dues.length : dues.findIndex((d) => !d)).every((d) => !d)).toBe(true);
    await expect(page.getByTestId('mine-note')).toContainText('routes tickets by queue');
    await variants(page, info.project.name, 'tickets-queue');

    // The views are buttons in the tab order, the picked one marked as current.
    await expect(page.getByTestId('view-all')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('view-breachingSoon').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('view-breached')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('view-breached')).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('view-breached')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('view-all')).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('navigation', { name: 'Queues and views' }).getByRole('button', { name: /^Breached/ })).toBeVisible();
    const rows = grid(page).locator('tbody tr[aria-rowindex]');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < Math.min(count, 8); i++) await expect(rows.nth(i).locator('[data-sla="breached"]').first()).toContainText('Breached');

    // J opens the next ticket of the list, K the previous one.
    await page.getByTestId('view-all').click();
    const first = await firstTicket(page);
    await grid(page).getByText(first, { exact: true }).click();
    await expect(drawer(page)).toHaveAttribute('data-ticket', first);
    await page.keyboard.press('j');
    await expect(drawer(page)).not.toHaveAttribute('data-ticket', first);
    await page.keyboard.press('k');
    await expect(drawer(page)).toHaveAttribute('data-ticket', first);
    await variants(page, info.project.name, 'tickets-detail');
    await page.keyboard.press('c');
    await expect(page.getByTestId('customer-context')).toBeVisible();
    await variants(page, info.project.name, 'tickets-customer');

    // Every ticket key is in the help overlay.
    await page.keyboard.press('Shift+?');
    for (const key of [
      'Next ticket',
      'Previous ticket',
      'Reply to the open ticket',
      'Change the status of the open ticket',
      "Show the open ticket's customer",
    ]) {
      await expect(page.getByTestId('shortcuts-help')).toContainText(key);
    }
  });

  test('the due time is shown as words in the list and in the open ticket', async ({ page, request }, info) => {
    const { ticketNumber } = await newTicket(request, 'Due time shown as text');
    await openTickets(page);
    await page.getByLabel('Search tickets').fill(ticketNumber);
    // A fresh ticket's response is hours away: the time of day (the weekday when another day), and how long until it.
    const upcoming = /^([^\d\s]{2,4}\.?,? )?\d{1,2}[:.]\d{2}( [AP]M)? · in \d+ (h|min)( \d+ min)?$/;
    const badge = grid(page)
      .getByRole('row', { name: new RegExp(ticketNumber) })
      .getByTestId('sla-badge');
    await expect(badge).toHaveText(upcoming);
    await expect(badge).toHaveAttribute('data-kind', 'response');
    await expect(badge).toHaveAttribute('title', /^Response due /);
    await openTicket(page, ticketNumber);
    await expect(drawer(page).locator('[data-testid="sla-badge"][data-kind="response"]')).toHaveText(upcoming);
    await expect(drawer(page).locator('[data-testid="sla-badge"][data-kind="resolution"]')).toHaveText(/ · in \d+ (d|h)/);
    await variants(page, info.project.name, 'tickets-due-detail');
    await page.keyboard.press('Escape');
    // A breached ticket says how long ago.
    await page.getByLabel('Search tickets').fill('');
    await page.getByTestId('view-breached').click();
    await expect(grid(page).getByTestId('sla-badge').first()).toHaveText(/^Breached \d+ (min|h|d)( \d+ min)? ago$/);
  });

  test('at 1024x700 due, priority and status stay on screen without scrolling sideways; at 1440 every column shows', async ({ page }, info) => {
    const headers = ['Ticket', 'Title', 'Due', 'Priority', 'Status', 'Customer', 'Type', 'Queue', 'Changed'];
    const scroller = page.getByTestId('tickets-table').getByTestId('data-table-scroller');
    const noSideways = () => scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    const titleWidth = async () => (await grid(page).getByRole('columnheader', { name: 'Title' }).boundingBox())!.width;
    await openTickets(page);
    await expect(grid(page).getByRole('columnheader')).toHaveText(headers);
    // A title reads as more than its first letters.
    expect(await titleWidth()).toBeGreaterThanOrEqual(100);
    expect(await noSideways()).toBe(true);
    await variants(page, info.project.name, 'tickets-1440');

    await page.setViewportSize({ width: 1024, height: 700 });
    await expect(grid(page).getByRole('columnheader', { name: 'Changed' })).toHaveCount(0);
    expect(await noSideways()).toBe(true);
    const box = (await scroller.boundingBox())!;
    const row = grid(page).locator('tbody tr[aria-rowindex]').first();
    for (const cell of [
      grid(page).getByRole('columnheader', { name: 'Due' }),
      grid(page).getByRole('columnheader', { name: 'Priority' }),
      grid(page).getByRole('columnheader', { name: 'Status' }),
      row.getByTestId('sla-badge'),
    ]) {
      const b = (await cell.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(Math.min(box.x + box.width, 1024));
    }
    // The customer gave way and stands after the title instead.
    await expect(grid(page).getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
    await expect(grid(page).getByTestId('folded-customer').first()).toBeVisible();
    await variants(page, info.project.name, 'tickets-narrow');

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(grid(page).getByRole('columnheader')).toHaveText(headers);
    await expect(grid(page).getByTestId('folded-customer')).toHaveCount(0);
  });

  test('the agent chooses the queues that raise alerts from the queue list, and the alerts follow', async ({ page, request }) => {
    const erp = await sandboxErp(request);
    const inQueue = async (queueCode: string, title: string) =>
      ((await erp.post('/tickets', { title, description: 'Raised by the end-to-end test.', queueCode })) as { ticketNumber: string }).ticketNumber;
    const silenced = await inQueue('TECH', 'Written on a silenced queue');
    const heard = await inQueue('SUPPORT', 'Written on an alerting queue');
    await openTickets(page);
    const summary = page.getByTestId('alert-summary');
    const tech = page.getByTestId('alerts-TECH');
    await expect(summary).toHaveText('Alerts: every queue');
    await expect(tech).toHaveAttribute('aria-pressed', 'true');
    try {
      // A real button beside the queue: Tab reaches it, Space toggles it.
      await page.getByTestId('queue-TECH').focus();
      await page.keyboard.press('Tab');
      await expect(tech).toBeFocused();
      await page.keyboard.press('Space');
      await expect(tech).toHaveAttribute('aria-pressed', 'false');
      await expect(summary).toHaveText(/^Alerts: 4 of 5 queues$/);
      // The watch restarts on the change and takes what was written before as old news: write until the alert comes.
      const heardAlert = page.locator('.mantine-Notification-root').filter({ hasText: heard });
      await expect(async () => {
        await customerComment(request, silenced, 'Anyone there?');
        await customerComment(request, heard, 'Anyone there?');
        await expect(heardAlert).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.locator('.mantine-Notification-root').filter({ hasText: silenced })).toHaveCount(0);
      // Kept in main: still chosen after a reload.
      await page.reload();
      await expect(page.getByTestId('alerts-TECH')).toHaveAttribute('aria-pressed', 'false');
    } finally {
      await page.getByTestId('alerts-TECH').click();
      await expect(summary).toHaveText('Alerts: every queue');
    }
  });

  test('a saved view keeps the queue, filters and sort under a name; it opens with a click or Enter, is renamed and deleted', async ({ page }, info) => {
    const name = `Critical in TECH ${Date.now() % 100000}`;
    await openTickets(page);
    const filters = page.getByTestId('ticket-filters');
    await page.getByTestId('queue-TECH').click();
    await filters.getByRole('combobox', { name: 'Priority', exact: true }).click();
    await page.getByRole('option', { name: 'Critical', exact: true }).click();
    await page.getByRole('combobox', { name: 'Sort by', exact: true }).click();
    await page.getByRole('option', { name: 'Newest first' }).click();
    await page.getByRole('button', { name: 'Save this view' }).click();
    const dialog = page.getByTestId('view-name-dialog');
    // A name pasted past its limit stays as pasted; the field says so, and neither the button nor Enter saves it.
    const tooLong = `${name} for the night shift, kept apart from the day's own list`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(tooLong);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(tooLong);
    await expect(dialog).toContainText(`The name is at most 60 characters; this one has ${tooLong.length}`);
    await expect(dialog.getByRole('button', { name: 'Save view' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Name' }), 'nothing was saved: the dialog is still open').toHaveValue(tooLong);
    // Closed by Escape, the name typed is a draft: it comes back with the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Save this view' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(tooLong);
    await expect(dialog.getByTestId('draft-restored')).toContainText('was restored');
    await variants(page, info.project.name, 'tickets-view-name-restored-too-long');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
    await expect(dialog).toHaveCount(0);
    // Saved, its draft is gone: the next view starts with an empty name.
    await page.getByRole('button', { name: 'Save this view' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const saved = page.getByRole('navigation', { name: 'Queues and views' }).getByRole('button', { name, exact: true });
    await expect(saved).toHaveAttribute('aria-current', 'true');
    await variants(page, info.project.name, 'tickets-saved-view');

    // Elsewhere, then back with the keyboard: the queue, the filter and the sort come back.
    await page.getByTestId('view-all').click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(saved).not.toHaveAttribute('aria-current');
    await saved.focus();
    await page.keyboard.press('Enter');
    await expect(saved).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('queue-TECH')).toHaveAttribute('aria-current', 'true');
    await expect(filters.getByRole('combobox', { name: 'Priority', exact: true })).toHaveValue('Critical');
    await expect(page.getByRole('combobox', { name: 'Sort by', exact: true })).toHaveValue('Newest first');

    // Kept in main: there after a reload; renamed and deleted from its menu.
    await page.reload();
    await expect(page.getByTestId('ticket-number').first()).toBeVisible({ timeout: 20_000 });
    await expect(saved).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: `Rename or delete the view ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${name} (renamed)`);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    const renamed = page.getByRole('navigation', { name: 'Queues and views' }).getByRole('button', { name: `${name} (renamed)`, exact: true });
    await expect(renamed).toBeVisible();
    await page.getByRole('button', { name: `Rename or delete the view ${name} (renamed)` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('delete-view').getByRole('button', { name: 'Delete view' }).click();
    await expect(renamed).toHaveCount(0);
  });

  test('open a ticket, reply, then resolve it', async ({ page, request }, info) => {
    const { ticketNumber } = await newTicket(request, 'Printer jams after firmware update');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await page.keyboard.press('r');
    await expect(drawer(page).getByRole('textbox', { name: 'Reply', exact: true })).toBeFocused();
    await typeReply(page, 'Thanks, we are looking into it.');
    await drawer(page).getByRole('button', { name: 'Send reply' }).click();
    await expect(drawer(page).locator('[data-testid="thread-message"][data-author="Agent"]').last()).toContainText('Thanks, we are looking into it.');
    const box = drawer(page).getByRole('textbox', { name: 'Reply', exact: true });
    await expect(box).toHaveValue('');
    // The button is disabled while sending; focus comes back to the reply box, not the page.
    await expect(box).toBeFocused();
    // Ctrl+Enter in the reply box sends the next one.
    await typeReply(page, 'The fix is on its way.');
    await box.press('Control+Enter');
    await expect(drawer(page).locator('[data-testid="thread-message"][data-author="Agent"]').last()).toContainText('The fix is on its way.');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();

    await drawer(page).getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Resolved' }).click();
    await drawer(page).getByRole('combobox', { name: 'Resolution', exact: true }).click();
    await page.getByRole('option', { name: 'Fixed', exact: true }).click();
    await drawer(page).getByLabel('Resolution notes').fill('Rolled back the firmware.');
    await variants(page, info.project.name, 'tickets-resolve');
    await drawer(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('ticket-status')).toHaveText('Resolved');
    // The help overlay lists Ctrl+Enter while the reply box is there.
    await page.keyboard.press('F1');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('row', { name: /Send the reply/ })).toBeVisible();
  });

  test('cancelling a ticket asks first, focused on keeping it; Escape closes only the question', async ({ page, request }) => {
    const { ticketNumber } = await newTicket(request, 'Raised twice by mistake');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await drawer(page).getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await drawer(page).getByRole('button', { name: 'Save changes' }).click();
    const question = page.getByRole('dialog', { name: `Cancel ${ticketNumber}?` });
    await expect(question.getByRole('button', { name: 'Keep it open' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(drawer(page)).toBeVisible();
    await expect(page.getByTestId('ticket-status')).not.toHaveText('Cancelled');
    await drawer(page).getByRole('button', { name: 'Save changes' }).click();
    await question.getByRole('button', { name: 'Cancel ticket' }).click();
    await expect(page.getByTestId('ticket-status')).toHaveText('Cancelled');
  });

  test('Escape closes the shortcut help opened over a ticket, and only it', async ({ page, request }) => {
    const { ticketNumber } = await newTicket(request, 'Help over a ticket');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await page.keyboard.press('F1');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
  });

  test('a customer message arriving while the agent types triggers the collision guard', async ({ page, request }, info) => {
    const { ticketNumber } = await newTicket(request, 'Invoice address is wrong');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await typeReply(page, 'We have corrected the address.');
    await customerComment(request, ticketNumber, 'Also, the VAT number is missing.');
    // Ctrl+Enter sends as the button does: the new message is shown first, nothing is sent.
    await drawer(page).getByRole('textbox', { name: 'Reply', exact: true }).press('Control+Enter');
    const collision = page.getByTestId('reply-collision');
    await expect(collision).toContainText('Nothing was sent');
    await expect(collision).toContainText('Also, the VAT number is missing.');
    await variants(page, info.project.name, 'tickets-collision');
    await collision.getByRole('button', { name: 'Send my reply as it is' }).click();
    await expect(collision).toHaveCount(0);
    const messages = drawer(page).getByTestId('thread-message');
    await expect(messages.last()).toContainText('We have corrected the address.');
    await expect(messages.nth(-2)).toContainText('Also, the VAT number is missing.');
  });

  test('the list stays current: a ticket the customer wrote on is marked, and the open one says it changed', async ({ page, request }) => {
    const { ticketNumber } = await newTicket(request, 'Poll marks changes');
    const other = await newTicket(request, 'Open while the customer writes');
    // The page's timers run as usual; the wait for the next poll is skipped (fastForward below).
    await page.clock.install();
    await openTickets(page);
    await openTicket(page, other.ticketNumber);
    await customerComment(request, other.ticketNumber, 'Any news?');
    await customerComment(request, ticketNumber, 'Hello again');
    // The delta poll runs every 15 s; nothing is reloaded under the agent's hands, it is announced.
    await page.clock.fastForward(15_000);
    await expect(page.getByTestId('ticket-changed-meanwhile')).toBeVisible();
    await page.getByRole('button', { name: 'Reload ticket' }).click();
    await expect(drawer(page).getByTestId('thread-message').last()).toContainText('Any news?');
    await expect(page.getByTestId('ticket-changed-meanwhile')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByLabel('Search tickets').fill(ticketNumber);
    await expect(
      grid(page)
        .getByRole('row', { name: new RegExp(ticketNumber) })
        .getByTestId('ticket-highlight'),
    ).toHaveText('Updated');
  });

  test('the reply draft survives a reload', async ({ page, request }) => {
    const { ticketNumber } = await newTicket(request, 'Draft keeping');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    await typeReply(page, 'Half-written answer that must not be lost');
    await page.reload();
    await expect(page.getByTestId('ticket-number').first()).toBeVisible();
    await openTicket(page, ticketNumber);
    await expect(drawer(page).getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue('Half-written answer that must not be lost');
  });

  test('the reply box grows with what is typed up to twelve lines, then scrolls', async ({ page, request }) => {
    const { ticketNumber } = await newTicket(request, 'Growing reply');
    await openTickets(page);
    await openTicket(page, ticketNumber);
    const box = drawer(page).getByRole('textbox', { name: 'Reply', exact: true });
    const height = async () => (await box.boundingBox())!.height;
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1} of the answer`).join('\n');
    const empty = await height();
    await box.fill(lines(7));
    const seven = await height();
    await box.fill(lines(6));
    const six = await height();
    const line = seven - six;
    expect(line).toBeGreaterThan(10);
    // Three lines when empty, six now: three lines higher.
    expect(Math.abs(six - empty - 3 * line)).toBeLessThan(2);
    await box.fill(lines(30));
    expect(Math.abs((await height()) - empty - 9 * line)).toBeLessThan(2);
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await discardNewDrafts(request, ['tickets.reply'], ticketNumber);
  });

  test('create a ticket for a customer with its contact filled in', async ({ page }, info) => {
    await openTickets(page);
    await page.keyboard.press('Alt+N');
    const form = page.getByTestId('create-ticket');
    await form.getByRole('combobox', { name: 'Type', exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['Support', 'Service request', 'Complaint', 'Question']);
    await page.keyboard.press('Escape');
    await form.getByRole('combobox', { name: 'Customer', exact: true }).fill('a');
    await page.getByRole('option').first().click();
    await expect(form.getByLabel('Contact', { exact: true })).not.toHaveValue('');
    await form.getByLabel('Title').fill('Cannot log in to the portal');
    await form.getByLabel('Description').fill('The portal says the password expired.');
    // A refused field is named as the form labels it.
    const email = form.getByLabel('Contact e-mail');
    const address = await email.inputValue();
    await email.fill('not an address');
    await form.getByRole('button', { name: 'Create ticket' }).click();
    const problem = form.getByTestId('problem-alert');
    await expect(problem).toContainText('Check Contact e-mail.');
    await expect(problem).not.toContainText('Invalid input');
    await email.fill(address || 'portal.user@example.com');
    await variants(page, info.project.name, 'tickets-create');
    await form.getByRole('button', { name: 'Create ticket' }).click();
    // Created, the list and counts reload before the dialog gives way to the new ticket.
    await expect(page.getByRole('dialog', { name: 'New ticket' })).toHaveCount(0, { timeout: 20_000 });
    await expect(drawer(page).getByRole('heading', { name: 'Cannot log in to the portal' })).toBeVisible();
    await expect(page.getByTestId('ticket-status')).toHaveText('New');
  });

  test('create, approve and receive a return from a ticket', async ({ page, request }, info) => {
    // Passes alone; in the full run the newest fully delivered order it picks has already been
    // returned in full by earlier tests (Already returned 4 of 4), so the quantity field is disabled.
    // The fix is to pick an order with a returnable line; until then the reason is printed here.
    const { ticketNumber, orderNumber } = await newTicket(request, 'Damaged on arrival', true);
    await openTickets(page);
    await openTicket(page, ticketNumber);
    const dialog = await startReturn(page, orderNumber!);
    // More than was delivered: the ERP refuses, and says so under that line's quantity.
    const quantity = dialog.getByLabel(/^Quantity of line/).first();
    const delivered = await quantity.inputValue();
    await quantity.fill('999');
    await dialog.getByRole('button', { name: 'Create return' }).click();
    await expect(dialog.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await expect(dialog.getByText('lines[0]')).toHaveCount(0);
    await variants(page, info.project.name, 'tickets-return-dialog');
    await quantity.fill(delivered);
    await dialog.getByRole('button', { name: 'Create return' }).click();
    const card = page.getByTestId('return-card');
    await expect(card.getByTestId('return-status')).toHaveText('Draft');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByTestId('return-status')).toHaveText('Approved');
    await card.getByRole('button', { name: 'Receive into stock' }).click();
    await expect(card.getByTestId('return-status')).toHaveText('Received');
    await expect(card.getByRole('button', { name: 'Receive into stock' })).toBeDisabled();
    await still(page);
    await save(page, info.project.name, 'tickets-return-received');
  });

  test('a serial-numbered return is received under the scanned serial and the stock moves', async ({ page, request }, info) => {
    const erp = await sandboxErp(request);
    const { ticketNumber, orderNumber, itemNumber } = await erp.serialReturnCase();
    const onHand = async () => ((await erp.get(`/items/${itemNumber}/availability`)) as { totalQuantityOnHand: string }).totalQuantityOnHand;
    const before = await onHand();
    await openTickets(page);
    await openTicket(page, ticketNumber);
    const dialog = await startReturn(page, orderNumber);
    await expect(dialog.getByRole('row', { name: new RegExp(itemNumber) }).getByTestId('return-line-tracking')).toHaveText('Serial-numbered');
    await expect(dialog.getByTestId('return-tracking-note')).toBeVisible();
    await variants(page, info.project.name, 'tickets-return-dialog-serial');
    await dialog.getByRole('button', { name: 'Create return' }).click();
    const card = page.getByTestId('return-card');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByTestId('return-status')).toHaveText('Approved');
    await card.getByRole('button', { name: 'Receive into stock' }).click();
    const receive = page.getByTestId('receive-return-dialog');
    const serials = receive.getByLabel(new RegExp(`^Serial numbers of return line \\d+ \\(${itemNumber}\\)`));
    // A double scan is named on its line, nothing is sent.
    await serials.fill('E2E-SN-1\nE2E-SN-1\n');
    await receive.getByRole('button', { name: 'Receive into stock' }).click();
    await expect(receive.getByText(/Serial numbers of return line \d+ \(.+\): Serial number E2E-SN-1 is listed twice\./)).toBeVisible();
    await variants(page, info.project.name, 'tickets-return-serials');
    await serials.fill('E2E-SN-1\n');
    await receive.getByRole('button', { name: 'Receive into stock' }).click();
    await expect(receive).toHaveCount(0);
    await expect(card.getByTestId('return-status')).toHaveText('Received');
    expect(sub(await onHand(), before)).toBe('1');
  });

  test('a ticket alert shows in any workspace, and its Open button opens the ticket', async ({ page, request }, info) => {
    const { ticketNumber } = await newTicket(request, 'Alert seen from the warehouse');
    await openApp(page, '#/warehouse');
    await expect(page.getByTestId('workspace-warehouse')).toBeVisible();
    await customerComment(request, ticketNumber, 'Is anyone looking at this?');
    // Main watches every active queue from start and looks every 30 s (2 s in these tests), whichever workspace is open.
    const alert = page.locator('.mantine-Notification-root').filter({ hasText: ticketNumber });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await variants(page, info.project.name, 'tickets-alert-in-warehouse');
    // A real button in the notification, so the keyboard reaches it and Enter opens the ticket.
    // A burst opens its first ticket, which may be another one of the queue.
    const openButton = alert.getByRole('button', { name: /^Open TCK-/ });
    await openButton.focus();
    await expect(openButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alert).toBeHidden();
    await expect(page.getByTestId('workspace-tickets')).toBeVisible();
    await expect(drawer(page)).toBeVisible();
  });

  test('with the ERP away the list answers from the local copy and says as of when', async ({ page, request }, info) => {
    await openTickets(page);
    const first = await firstTicket(page);
    const away = ['/preview/tickets', '/preview/deletions', '/preview/reference/ticket-queues'];
    await request.post(`${sandbox()}/_sandbox/faults`, {
      data: { rules: away.map((pathPrefix) => ({ kind: 'error-before-commit', pathPrefix, method: 'GET' })) },
    });
    try {
      await page.reload();
      // The copy answers after one brief retry (row 343), not after the ERP's full minute of retries.
      await expect(page.getByTestId('tickets-as-of')).toContainText('Offline: as of', { timeout: 10_000 });
      await expect(page.getByTestId('ticket-number').first()).toHaveText(first);
      await variants(page, info.project.name, 'tickets-offline-as-of');
    } finally {
      await request.delete(`${sandbox()}/_sandbox/faults`);
    }
    // Back: "Try now" asks at once, and the list is live again without a reload.
    await page.getByTestId('tickets-as-of-retry').click();
    await expect(page.getByTestId('tickets-as-of')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByTestId('ticket-number').first()).toHaveText(first);
  });

  test('operations the ERP does not offer are disabled with the reason, never a raw 404', async ({ page, request }, info) => {
    // An ERP without the calls the description does not show (rows 112, 119): no ticket changes, no return approval.
    const bare = await startSandbox({ leaveOut: ['ticket.update', 'return.approve', 'return.receive'] });
    try {
      const { ticketNumber, orderNumber } = await newTicket(request, 'Screen cracked in the box', true, bare.origin);
      await openApp(page, '#/connections');
      await createProfile(page, 'No ticket changes', bare.origin, bare.tenantId);
      await useProfileWithKey(page, 'No ticket changes', bare.apiKeys.all);
      await page.getByTestId('nav-tickets').click();
      await expect(page.getByTestId('ticket-number').first()).toBeVisible();
      await openTicket(page, ticketNumber);

      // Not known up front: the first try finds out, and the panel is then disabled with the reason.
      await drawer(page).getByRole('combobox', { name: 'Priority', exact: true }).click();
      await page.getByRole('option', { name: 'Critical' }).click();
      await expect(drawer(page).getByRole('button', { name: 'Discard changes' })).toBeVisible();
      await drawer(page).getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('update-blocked')).toHaveText('This ERP does not offer changing tickets.');
      // Nothing can be saved, so nothing is offered to undo and the fields show the ticket as it is.
      await expect(drawer(page).getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
      await expect(drawer(page).getByRole('combobox', { name: 'Priority', exact: true })).toHaveValue('Normal');
      await expect(drawer(page).getByRole('button', { name: 'Save changes' })).toBeDisabled();
      await expect(drawer(page).getByRole('combobox', { name: 'Status', exact: true })).toBeDisabled();
      await expect(drawer(page).getByText(/404|Route\.NotFound/)).toHaveCount(0);
      await variants(page, info.project.name, 'tickets-update-not-offered');

      const dialog = await startReturn(page, orderNumber!);
      await dialog.getByRole('button', { name: 'Create return' }).click();
      const card = page.getByTestId('return-card');
      await expect(card.getByTestId('return-status')).toHaveText('Draft');
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(card.getByTestId('return-not-offered')).toHaveText('This ERP does not offer approving returns.');
      await expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();
      await expect(card.getByText(/404|Route\.NotFound/)).toHaveCount(0);
      await variants(page, info.project.name, 'tickets-return-not-offered');
    } finally {
      await backToDemo(page);
      await bare.close();
    }
  });
});
