import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openApp } from './support/app';
import { sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';

/**
 * Nothing typed is lost: every editor keeps unsent work as a draft in main. Each editor is typed
 * into and left at once (well inside the 300 ms a draft may take) by Escape, another record,
 * another workspace and a reload; coming back restores the text with a line saying so. Discard
 * removes it, and so does a successful send. The Drafts list shows every kept draft.
 */

async function freshTicket(request: APIRequestContext, title: string): Promise<string> {
  const erp = await sandboxErp(request);
  const customers = (await erp.get('/customers?pageSize=1')) as { items: { customerNumber: string }[] };
  const ticket = (await erp.post('/tickets', { title, description: 'Raised by the drafts test.', customerNumber: customers.items[0]!.customerNumber })) as {
    ticketNumber: string;
  };
  return ticket.ticketNumber;
}

const drawer = (page: Page) => page.getByTestId('ticket-detail');

/** Opens a ticket from the list searched for `search` (by default its number). */
async function openTicket(page: Page, ticketNumber: string, search = ticketNumber): Promise<void> {
  await page.getByLabel('Search tickets').fill(search);
  await page.getByRole('grid', { name: 'Tickets' }).getByText(ticketNumber, { exact: true }).click();
  await expect(drawer(page)).toHaveAttribute('data-ticket', ticketNumber);
}

/** Ways of leaving an editor; each returns the page to a state where the record can be opened again. */
const leaveBy: Record<string, (page: Page, other: string) => Promise<void>> = {
  Escape: async (page) => {
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
  },
  'another record': async (page, other) => {
    // The drawer covers the list: an agent steps to the next ticket with J, once out of the box.
    await page.keyboard.press('Tab');
    await page.keyboard.press('J');
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

test.describe('ticket reply drafts', () => {
  for (const [how, leave] of Object.entries(leaveBy)) {
    test(`a reply typed and left at once by ${how} is restored`, async ({ page, request }) => {
      // Two tickets only these two titles match, so J steps from the first to the second.
      const tag = `Drafted-${Date.now().toString(36)}`;
      const ticketNumber = await freshTicket(request, `${tag} left by ${how}`);
      const other = await freshTicket(request, `${tag} another`);
      await openApp(page, '#/tickets');
      await page.getByLabel('Search tickets').fill(tag);
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Ticket number' }).click();
      await openTicket(page, ticketNumber, tag);
      const text = `Half-written answer, left by ${how}`;
      await drawer(page).getByRole('textbox', { name: 'Reply', exact: true }).fill(text);
      await leave(page, other);
      await openTicket(page, ticketNumber);
      await expect(drawer(page).getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue(text);
      await expect(drawer(page).getByTestId('draft-restored')).toContainText('was restored');
    });
  }

  test('the Drafts list shows a kept reply; Discard removes it; a sent reply leaves no draft', async ({ page, request }, info) => {
    const ticketNumber = await freshTicket(request, 'Drafts list entry');
    await openApp(page, '#/tickets');
    await openTicket(page, ticketNumber);
    await drawer(page).getByRole('textbox', { name: 'Reply', exact: true }).fill('Kept for the list');
    await page.keyboard.press('Escape');
    await expect(
      page
        .getByRole('grid', { name: 'Tickets' })
        .getByRole('row', { name: new RegExp(ticketNumber) })
        .getByLabel('Reply draft kept'),
    ).toBeVisible();

    await page.keyboard.press('Alt+J');
    const panel = page.getByTestId('drafts-panel');
    const entry = panel.getByTestId('draft-entry').filter({ hasText: ticketNumber });
    await expect(entry).toContainText('Reply');
    await screenshotVariants(page, info.project.name, 'drafts-list');
    await entry.getByRole('button', { name: 'Open' }).click();
    await expect(drawer(page)).toHaveAttribute('data-ticket', ticketNumber);
    await expect(drawer(page).getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue('Kept for the list');
    await drawer(page).getByRole('textbox', { name: 'Reply', exact: true }).scrollIntoViewIfNeeded();
    await screenshotVariants(page, info.project.name, 'draft-restored-reply');

    // Discard is reachable by keyboard and leaves the box empty, the draft gone from the list.
    await drawer(page).getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page).getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue('');
    await page.keyboard.press('Alt+J');
    await expect(page.getByTestId('drafts-panel').getByTestId('draft-entry').filter({ hasText: ticketNumber })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await drawer(page).getByRole('textbox', { name: 'Reply', exact: true }).fill('Sent at once');
    await drawer(page).getByRole('button', { name: 'Send reply' }).click();
    await expect(drawer(page).getByText('Sent at once')).toBeVisible();
    await expect(drawer(page).getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');
    await openTicket(page, ticketNumber);
    await expect(drawer(page).getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue('');
    await expect(drawer(page).getByTestId('draft-restored')).toHaveCount(0);
  });
});
