import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { sandboxErp } from './support/sandbox';
import { drawer, openTicket, openTickets } from './support/tickets';
import { screenshotVariants } from './support/variants';

/**
 * Saved replies: written once in the manager, inserted into a reply at the cursor by keyboard
 * alone with their placeholders filled for the ticket, kept in the reply's draft, and shared
 * through a file (rows 325-327).
 */

const manager = (page: Page) => page.getByRole('dialog', { name: 'Saved replies' });
const replyBox = (page: Page) => drawer(page).getByRole('textbox', { name: 'Reply', exact: true });

async function newSnippet(page: Page, title: string, body: string): Promise<void> {
  await manager(page).getByRole('button', { name: 'New saved reply' }).click();
  const editor = page.getByRole('dialog', { name: 'New saved reply' });
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Text' }).fill(body);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(manager(page).getByRole('article', { name: title })).toBeVisible();
}

/** Alt+I in the reply box, a few letters of the title, Enter. */
async function insertByKeyboard(page: Page, search: string): Promise<void> {
  await page.keyboard.press('Alt+I');
  const picker = page.getByRole('dialog', { name: 'Insert a saved reply' });
  await expect(picker.getByRole('textbox', { name: 'Search saved replies' })).toBeFocused();
  await page.keyboard.type(search);
  await expect(picker.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(replyBox(page)).toBeFocused();
}

test('two saved replies go into a reply at the cursor by keyboard, filled for the ticket, and travel through a file', async ({ page, request }) => {
  // A long flow through three overlays; on a busy two-core machine it takes two minutes.
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const erp = await sandboxErp(request);
  const customer = ((await erp.get('/customers?pageSize=1')) as { items: { customerNumber: string; name: string }[] }).items[0]!;
  const ticket = (await erp.post('/tickets', {
    title: `Stove leaks ${tag}`,
    description: 'Raised by the end-to-end test.',
    customerNumber: customer.customerNumber,
    contactName: 'Ingrid Haug',
  })) as { ticketNumber: string; customerName: string | null };

  await openTickets(page);
  await page.getByRole('button', { name: 'Saved replies' }).click();
  await expect(manager(page)).toBeVisible();
  // A signature pasted past its limit stays as pasted and is not saved until it fits.
  const longSignature = `Anna Berg, Support\n${'Open weekdays 08-16, phone +47 22 00 00 00. '.repeat(23)}`;
  await manager(page).getByRole('textbox', { name: 'Your signature' }).fill(longSignature);
  await expect(manager(page)).toContainText(`The signature is at most 1,000 characters; this one has ${longSignature.trim().length.toLocaleString('en-US')}`);
  await expect(manager(page).getByRole('button', { name: 'Save signature' })).toBeDisabled();
  await screenshotVariants(page, test.info().project.name, 'snippets-signature-too-long');
  await manager(page).getByRole('textbox', { name: 'Your signature' }).fill('Anna, Support');
  await manager(page).getByRole('button', { name: 'Save signature' }).click();
  await expect(manager(page).getByRole('button', { name: 'Save signature' })).toBeDisabled();
  await newSnippet(page, `Greeting ${tag}`, 'Hello {contact.name} of {customer.name}, about {ticket.number} ({ticket.title}). ');
  await newSnippet(page, `Sign-off ${tag}`, '\n{agent.signature} {order.ref}');
  await page.keyboard.press('Escape');
  await expect(manager(page)).toBeHidden();

  await openTicket(page, ticket.ticketNumber);
  await replyBox(page).click();
  await expect(replyBox(page)).toBeFocused();
  // The help overlay lists the shortcut of the reply box.
  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Insert a saved reply at the cursor')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(replyBox(page)).toBeFocused();
  await page.keyboard.type('Start. End.');
  for (let i = 0; i < 'End.'.length; i++) await page.keyboard.press('ArrowLeft');

  await insertByKeyboard(page, `greeting ${tag}`);
  const greeting = `Hello Ingrid Haug of ${customer.name}, about ${ticket.ticketNumber} (Stove leaks ${tag}). `;
  await expect(replyBox(page)).toHaveValue(`Start. ${greeting}End.`);
  await insertByKeyboard(page, `sign-off ${tag}`);
  const expected = `Start. ${greeting}\nAnna, Support {order.ref}End.`;
  await expect(replyBox(page)).toHaveValue(expected);
  // The caret followed the insertions: typing goes on after the second one.
  await page.keyboard.type('!');
  await expect(replyBox(page)).toHaveValue(expected.replace('{order.ref}', '{order.ref}!'));
  await expect(drawer(page).getByTestId('snippet-unfilled')).toHaveText('Left in the reply as written: {order.ref} is not a placeholder Quartermaster knows.');

  // The reply's draft in main holds the insertions: the ticket opened again reads it back from main.
  await expect(drawer(page).getByTestId('reply-composer').getByTestId('draft-state')).toContainText('Draft saved');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await openTicket(page, ticket.ticketNumber);
  await expect(drawer(page).getByTestId('draft-restored')).toBeVisible();
  await expect(replyBox(page)).toHaveValue(expected.replace('{order.ref}', '{order.ref}!'));
  await page.keyboard.press('Escape');

  // Export, then import the file with one text changed by a colleague, and a file that is none.
  await page.getByRole('button', { name: 'Saved replies' }).click();
  const downloading = page.waitForEvent('download');
  await manager(page).getByRole('button', { name: 'Export to a file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^saved-replies-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as { format: string; snippets: { title: string; body: string }[] };
  expect(file.format).toBe('quartermaster.saved-replies');
  expect(file.snippets.filter((s) => s.title.endsWith(tag)).map((s) => s.title)).toEqual([`Greeting ${tag}`, `Sign-off ${tag}`]);

  const shared = { ...file, snippets: file.snippets.map((s) => (s.title === `Greeting ${tag}` ? { ...s, body: 'Hi {contact.name}!' } : s)) };
  const picker = manager(page).getByLabel('File of saved replies to import');
  await picker.setInputFiles({ name: 'team.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(shared)) });
  const imported = manager(page).getByTestId('snippets-imported');
  await expect(imported).toContainText(`1 added under a new title`);
  await expect(imported).toContainText(`“Greeting ${tag}” is now “Greeting ${tag} (imported)”`);
  await expect(manager(page).getByRole('article', { name: `Greeting ${tag} (imported)` })).toContainText('Hi {contact.name}!');
  await expect(manager(page).getByRole('article', { name: `Greeting ${tag}`, exact: true })).toContainText('Hello {contact.name}');

  await picker.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"snippets": []}') });
  await expect(manager(page).getByRole('alert')).toContainText(
    'The file notes.json holds no saved replies: it does not say "format": "quartermaster.saved-replies" as an export from Quartermaster does.',
  );
});
