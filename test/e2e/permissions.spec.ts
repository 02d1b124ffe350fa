import { expect, test, type Locator, type Page } from './support/test';
import { openApp } from './support/app';
import { backToDemo, createProfile, useProfileWithKey } from './support/connections';
import { sandboxOrigin } from './support/sandbox';
import { axe, seriousViolations, WCAG_TAGS } from './support/axe';
import { screenshotVariants } from './support/variants';

/** The focusable wrapper of a disabled action adds no serious accessibility violation. */
async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(axe(page).withTags(WCAG_TAGS))).toEqual([]);
}

/** The disabled action's wrapper takes focus by Tab and its tooltip gives the reason. */
async function reasonByKeyboard(page: Page, button: Locator, reason: string, photograph?: () => Promise<void>): Promise<void> {
  await expect(button).toHaveAttribute('data-missing-scope', /:write$/);
  await expect(button).toBeDisabled();
  const wrapper = button.locator('..');
  await wrapper.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(wrapper).toBeFocused();
  await expect(page.getByRole('tooltip', { name: reason })).toBeVisible();
  await photograph?.();
  await page.keyboard.press('Escape');
}

test.describe('permission-aware screens', () => {
  test('a read-only key finds Upload, Delete, Save and New page disabled, the reason reachable by keyboard', async ({ page }, info) => {
    // Eight screenshots of two screens on a shared machine.
    test.slow();
    const sandbox = sandboxOrigin();
    const sandboxInfo = (await (await page.request.get(`${sandbox}/_sandbox/info`)).json()) as {
      tenantId: string;
      apiKeys: { all: string; readOnly: string };
      channels: { code: string }[];
    };
    const channel = sandboxInfo.channels[0]!.code;
    const upload = await page.request.post(`${sandbox}/preview/channels/${channel}/media?folder=Content`, {
      headers: { 'x-api-key': sandboxInfo.apiKeys.all },
      multipart: {
        file: {
          name: 'permissions-swatch.png',
          mimeType: 'image/png',
          buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    await page.request.post(`${sandbox}/preview/channels/${channel}/content-pages`, {
      headers: { 'x-api-key': sandboxInfo.apiKeys.all, 'idempotency-key': crypto.randomUUID() },
      data: { slug: 'permissions-page', title: 'Permissions page' },
    });

    await openApp(page, '#/connections');
    await createProfile(page, 'Read only media', sandbox, sandboxInfo.tenantId);
    await useProfileWithKey(page, 'Read only media', sandboxInfo.apiKeys.readOnly);
    try {
      await page.getByTestId('channel-menu').click();
      await page.getByRole('menuitem', { name: new RegExp(channel) }).click();
      await expect(page.getByTestId('channel-menu')).toContainText(channel);
      await page.getByTestId('nav-media').click();
      await expect(page.getByTestId('workspace-media')).toBeVisible();
      await reasonByKeyboard(
        page,
        page.getByRole('button', { name: 'Upload files' }),
        'This connection may not upload media: its key lacks media:write',
        async () => {
          await noSeriousViolations(page);
          await screenshotVariants(page, info.project.name, 'permissions-media');
        },
      );
      await page.getByTestId('media-tile').first().click();
      await reasonByKeyboard(
        page,
        page.getByRole('button', { name: 'Delete', exact: true }).first(),
        'This connection may not delete media: its key lacks media:write',
      );

      await openApp(page, '#/storefront');
      await page.getByRole('tab', { name: 'Content pages' }).click();
      await reasonByKeyboard(
        page,
        page.getByRole('button', { name: 'New page' }),
        'This connection may not create content pages: its key lacks content-pages:write',
      );
      await page.getByText('Permissions page').first().click();
      await reasonByKeyboard(
        page,
        page.getByRole('button', { name: 'Save details' }),
        'This connection may not edit content pages: its key lacks content-pages:write',
        () => screenshotVariants(page, info.project.name, 'permissions-storefront'),
      );
    } finally {
      await backToDemo(page);
    }
  });
});
