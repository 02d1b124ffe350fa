import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openApp } from './support/app';
import { sandboxOrigin } from './support/sandbox';
import { axe, WCAG_TAGS } from './support/axe';
import { screenshotVariants } from './support/variants';
import { discardNewDrafts } from './support/drafts';

/**
 * Storefront editors keep what was typed (issue 18): branding and content pages survive leaving
 * by tab, workspace and Escape, with a line saying a draft was restored and a mark where it is
 * kept; Discard removes it; publishing saves what the form shows first; a colleague's change is
 * shown beside the user's and survives the user's save; a section moved by keyboard keeps focus.
 */

interface PageAnswer {
  slug: string;
  title: string;
  isPublished: boolean;
  metaDescription: string | null;
  config: { sections: { id: string; type: string; title?: string }[] };
}

/** The ERP itself (the demo key), for setting up a page and for a colleague's writes. */
async function erp(request: APIRequestContext) {
  const origin = sandboxOrigin();
  const info = (await (await request.get(`${origin}/_sandbox/info`)).json()) as { apiKeys: { all: string } };
  const headers = { 'x-api-key': info.apiKeys.all, 'content-type': 'application/json' };
  const pages = `${origin}/preview/channels/B2C-NO/content-pages`;
  const write = async (method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown) => {
    const res = await request.fetch(`${pages}${path}`, { method, headers: { ...headers, 'idempotency-key': randomUUID() }, data: body });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as PageAnswer;
  };
  return {
    /** A fresh page with a hero, a text and a questions section. */
    async freshPage(title: string): Promise<PageAnswer> {
      const slug = `drafted-${Date.now().toString(36)}-${randomUUID().slice(0, 4)}`;
      await write('POST', '', { slug, title });
      return write('PUT', `/${slug}/config`, {
        sections: [
          { type: 'hero', title: 'Snow' },
          { type: 'richText', title: 'Layers' },
          { type: 'faq', title: 'Questions' },
        ],
      });
    },
    read: async (slug: string) => (await (await request.get(`${pages}/${slug}`, { headers })).json()) as PageAnswer,
    colleague: (slug: string, patch: unknown) => write('PATCH', `/${slug}`, patch),
    colleagueSections: (slug: string, sections: unknown) => write('PUT', `/${slug}/config`, { sections }),
  };
}

/** The text colour a channel's visitors see now (its session's branding). */
async function publishedTextColour(request: APIRequestContext, channel: string): Promise<string> {
  const origin = sandboxOrigin();
  const { tenantId } = (await (await request.get(`${origin}/_sandbox/info`)).json()) as { tenantId: string };
  const res = await request.get(`${origin}/ecom/session`, { headers: { 'x-tenant-id': tenantId, 'x-channel': channel } });
  expect(res.ok(), await res.text()).toBe(true);
  const session = (await res.json()) as { channel: { branding: { textColor: string } } };
  return session.channel.branding.textColor;
}

async function chooseChannel(page: Page, channel: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Storefront channel' });
  if ((await select.inputValue()).includes(channel)) return;
  await select.click();
  await page.getByRole('option', { name: new RegExp(channel) }).click();
}

async function openStorefront(page: Page, tab: string, channel: string): Promise<void> {
  await openApp(page, '#/storefront');
  await expect(page.getByTestId('workspace-storefront')).toBeVisible();
  await chooseChannel(page, channel);
  await page.getByRole('tab', { name: tab }).click();
}

const drawer = (page: Page) => page.getByTestId('page-editor');
const pagesGrid = (page: Page) => page.getByRole('grid', { name: /Content pages of/ });

async function openPage(page: Page, slug: string): Promise<void> {
  await pagesGrid(page)
    .getByRole('row', { name: new RegExp(slug) })
    .click();
  await expect(drawer(page)).toContainText(`/p/${slug}`);
}

/** The accessibility scan of test/e2e/accessibility.spec.ts, on the screen as it is. */
async function noAxeViolations(page: Page): Promise<void> {
  const result = await axe(page).withTags(WCAG_TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const screenshots = (page: Page, project: string, name: string) =>
  screenshotVariants(page, project, `drafts-storefront-${name}`, page.locator('.mantine-Button-root[data-loading], .mantine-Loader-root'));

test.describe('storefront drafts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a branding edit survives another tab and another workspace; Discard removes it; publishing leaves no draft', async ({ page, request }, info) => {
    await openStorefront(page, 'Branding', 'B2B-NO');
    const textColour = page.getByRole('textbox', { name: 'Text colour' });
    const css = page.getByTestId('css-editor');
    // What the ERP publishes, not what the form shows: another scenario of this worker may have left a draft.
    const published = await publishedTextColour(request, 'B2B-NO');
    await textColour.fill('#333333');
    await css.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\n.kept-draft { letter-spacing: 1px; }');

    // Left at once by another tab: coming back restores both, and the tab says a draft is kept.
    await page.getByRole('tab', { name: 'Assortment' }).click();
    await expect(page.getByRole('tab', { name: /Branding/ }).getByTestId('draft-mark')).toBeVisible();
    await page.getByRole('tab', { name: /Branding/ }).click();
    await expect(textColour).toHaveValue('#333333');
    await expect(css).toContainText('.kept-draft { letter-spacing: 1px; }');
    await expect(page.getByTestId('draft-restored')).toContainText('was restored');

    // And by another workspace.
    await page.keyboard.press('Alt+5');
    await expect(page.getByTestId('workspace-storefront')).toHaveCount(0);
    await page.keyboard.press('Alt+6');
    await chooseChannel(page, 'B2B-NO');
    await expect(textColour).toHaveValue('#333333');
    await expect(css).toContainText('.kept-draft');
    await screenshots(page, info.project.name, 'branding-restored');
    await noAxeViolations(page);

    // Discard is one keyboard press away and puts the published branding back.
    await page.getByTestId('draft-discard').focus();
    await page.keyboard.press('Enter');
    await expect(textColour).toHaveValue(published);
    await expect(css).not.toContainText('.kept-draft');
    await expect(page.getByRole('tab', { name: /Branding/ }).getByTestId('draft-mark')).toHaveCount(0);

    // Published: nothing is kept, the next visit starts from what the ERP stores.
    await page.getByRole('textbox', { name: 'Footer text' }).fill('#fefefe');
    await page.getByRole('button', { name: /^Publish/ }).click();
    await page.getByTestId('publish-result').getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await expect(page.getByTestId('workspace-storefront')).toBeVisible();
    await chooseChannel(page, 'B2B-NO');
    await expect(page.getByRole('textbox', { name: 'Footer text' })).toHaveValue('#fefefe');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Branding/ }).getByTestId('draft-mark')).toHaveCount(0);
  });

  test('a search description and a section title pasted past their limits stay as pasted; saving and publishing wait', async ({ page, request }, info) => {
    const created = await (await erp(request)).freshPage('Limits shown, not cut');
    await openStorefront(page, 'Content pages', 'B2C-NO');
    await openPage(page, created.slug);
    const editor = drawer(page);
    const description = `${'Warm layers for deep snow and long days on the fjord, '.repeat(6)}end`;
    await editor.getByRole('textbox', { name: 'Search description' }).fill(description);
    await expect(editor.getByRole('textbox', { name: 'Search description' })).toHaveValue(description);
    await expect(editor).toContainText(`The search description is at most 300 characters; this one has ${description.length}`);
    await expect(editor.getByRole('button', { name: 'Save details' })).toBeDisabled();
    const heading = 'Deep snow '.repeat(21).trim();
    await editor.getByRole('textbox', { name: 'Title of section 1 (Hero)', exact: true }).fill(heading);
    await expect(editor).toContainText(`The title is at most 200 characters; this one has ${heading.length}`);
    await expect(editor.getByRole('button', { name: 'Save sections' })).toBeDisabled();
    await expect(editor.getByRole('button', { name: /^Publish/ })).toBeDisabled();
    await screenshots(page, info.project.name, 'page-limits');
    // Made to fit, both can be saved again.
    await editor.getByRole('textbox', { name: 'Title of section 1 (Hero)', exact: true }).fill('Deep snow');
    await expect(editor.getByRole('button', { name: 'Save sections' })).toBeEnabled();
    await editor.getByRole('textbox', { name: 'Search description' }).fill(description.slice(0, 280));
    await expect(editor).toContainText('280 of at most 300 characters');
    await expect(editor.getByRole('button', { name: 'Save details' })).toBeEnabled();
    await expect(editor.getByRole('button', { name: /^Publish/ })).toBeEnabled();
    await discardNewDrafts(request, ['storefront.pageDetails', 'storefront.pageSections'], `B2C-NO/${created.slug}`);
  });

  test('a section title changed and left by Escape is there when the page opens again; the row is marked', async ({ page, request }, info) => {
    const sandbox = await erp(request);
    const created = await sandbox.freshPage('Escape keeps sections');
    await openStorefront(page, 'Content pages', 'B2C-NO');
    await openPage(page, created.slug);
    await drawer(page).getByRole('textbox', { name: 'Title of section 1 (Hero)', exact: true }).fill('Deep snow, kept');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    const row = pagesGrid(page).getByRole('row', { name: new RegExp(created.slug) });
    await expect(row.getByTestId('draft-mark')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Content pages/ }).getByTestId('draft-mark')).toBeVisible();
    await screenshots(page, info.project.name, 'page-row-marked');

    await openPage(page, created.slug);
    await expect(drawer(page).getByRole('textbox', { name: 'Title of section 1 (Hero)', exact: true })).toHaveValue('Deep snow, kept');
    await expect(drawer(page).getByTestId('draft-restored')).toContainText('draft of the sections');
    await screenshots(page, info.project.name, 'page-restored');
    await drawer(page).getByRole('button', { name: 'Discard draft of the sections' }).click();
    await expect(drawer(page).getByRole('textbox', { name: 'Title of section 1 (Hero)', exact: true })).toHaveValue('Snow');
    await page.keyboard.press('Escape');
    await expect(row.getByTestId('draft-mark')).toHaveCount(0);
  });

  test('Publish page with an unsaved title publishes the title on screen, and leaves no draft', async ({ page, request }) => {
    const sandbox = await erp(request);
    const created = await sandbox.freshPage('Old title');
    await openStorefront(page, 'Content pages', 'B2C-NO');
    await openPage(page, created.slug);
    await drawer(page).getByRole('textbox', { name: 'Title', exact: true }).fill('New title on screen');
    await expect(drawer(page).getByText('Publishing saves your changes first.')).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Publish page' }).click();
    await expect(drawer(page).getByText(/^Published/)).toBeVisible();
    expect(await sandbox.read(created.slug)).toMatchObject({ isPublished: true, title: 'New title on screen' });
    await page.keyboard.press('Escape');
    await openPage(page, created.slug);
    await expect(drawer(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('New title on screen');
    await expect(drawer(page).getByTestId('draft-restored')).toHaveCount(0);
  });

  test('a colleague’s change meanwhile is shown beside mine; saving mine anyway keeps theirs', async ({ page, request }, info) => {
    const sandbox = await erp(request);
    const created = await sandbox.freshPage('Shared page');
    await openStorefront(page, 'Content pages', 'B2C-NO');
    await openPage(page, created.slug);
    await drawer(page).getByRole('textbox', { name: 'Title', exact: true }).fill('My title');
    await drawer(page).getByRole('textbox', { name: 'Title of section 3 (Questions and answers)', exact: true }).fill('My questions');
    await sandbox.colleague(created.slug, { title: 'Their title', metaDescription: 'Their description' });
    const [hero, text, faq] = created.config.sections;
    await sandbox.colleagueSections(created.slug, [hero, { ...text, title: 'Their layers' }, faq]);

    // Details: both changed the title (asked, mine by default); only they changed the description.
    await drawer(page).getByRole('button', { name: 'Save details' }).click();
    const collision = drawer(page).getByTestId('changed-meanwhile').first();
    await expect(collision.getByTestId('changed-title')).toContainText('Their title');
    await expect(collision.getByTestId('changed-metaDescription')).toContainText('Unchanged by you');
    await expect(drawer(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('My title');
    // Their description is in the form at once; nothing of theirs is hidden behind the old value.
    await expect(drawer(page).getByRole('textbox', { name: 'Search description' })).toHaveValue('Their description');
    await screenshots(page, info.project.name, 'page-changed-meanwhile');
    await drawer(page).getByRole('button', { name: 'Save my details anyway' }).click();
    await expect.poll(async () => (await sandbox.read(created.slug)).title).toBe('My title');
    expect((await sandbox.read(created.slug)).metaDescription).toBe('Their description');

    // Sections: they changed another section than mine (read again with the refusal above); both survive.
    await expect(drawer(page).getByRole('textbox', { name: 'Title of section 2 (Text)', exact: true })).toHaveValue('Their layers');
    await drawer(page).getByRole('button', { name: 'Save my sections anyway' }).click();
    await expect.poll(async () => (await sandbox.read(created.slug)).config.sections.map((s) => s.title)).toEqual(['Snow', 'Their layers', 'My questions']);
    await expect(drawer(page).getByTestId('changed-meanwhile')).toHaveCount(0);
  });

  test('moving a section by keyboard keeps the focus on it at its new place and announces the position', async ({ page, request }) => {
    const sandbox = await erp(request);
    const created = await sandbox.freshPage('Reordered by keyboard');
    await openStorefront(page, 'Content pages', 'B2C-NO');
    await openPage(page, created.slug);
    await drawer(page).getByRole('button', { name: 'Move section 1 (Hero) down' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page).getByRole('button', { name: 'Move section 2 (Hero) down' })).toBeFocused();
    await expect(drawer(page).getByTestId('section-moved')).toHaveText('Hero “Snow” moved to position 2 of 3.');
    // A second Enter moves it on, not back; at the end the focus is on its other button.
    await page.keyboard.press('Enter');
    await expect(drawer(page).getByRole('button', { name: 'Move section 3 (Hero) up' })).toBeFocused();
    await expect(drawer(page).getByTestId('section-moved')).toHaveText('Hero “Snow” moved to position 3 of 3.');
    await expect(drawer(page).getByTestId('section').first()).toContainText('1. Text');
  });

  test('a new page typed and closed by Escape is restored when the dialog opens again', async ({ page }) => {
    await openStorefront(page, 'Content pages', 'B2C-NO');
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New content page' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Half a new page');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /New page/ }).getByTestId('draft-mark')).toBeVisible();
    await page.getByRole('button', { name: /New page/ }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Half a new page');
    await dialog.getByTestId('draft-discard').click();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });
});
