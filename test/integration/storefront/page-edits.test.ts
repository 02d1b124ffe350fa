import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../../src/main/create-app';
import { demoSandbox } from '../../../src/main/connection/demo-sandbox';
import { createMemorySecretStore } from '../../../src/main/vault/keychain';
import { pageDetailsOf, type ContentPageView } from '../../../src/shared/contract/storefront';
import type { AppErrorData } from '../../../src/shared/errors';

/**
 * Content page edits through the contract on the Demo profile, a colleague writing to the same
 * page straight to the ERP over HTTP: only the changed members go, a change made meanwhile is
 * refused instead of overwritten (row 261), and publishing saves what the form shows first.
 */
let core: AppCore;

async function call<T>(name: string, input: unknown = {}): Promise<T> {
  const envelope = await core.dispatch(name, input);
  if (!envelope.ok) throw Object.assign(new Error(envelope.error.title), { data: envelope.error });
  return envelope.value as T;
}

async function refused(name: string, input: unknown): Promise<AppErrorData> {
  const envelope = await core.dispatch(name, input);
  expect(envelope.ok).toBe(false);
  return (envelope as { error: AppErrorData }).error;
}

/** A colleague's write, straight to the ERP. */
async function colleague(method: 'PATCH' | 'PUT', path: string, body: unknown): Promise<ContentPageView> {
  const sb = await demoSandbox();
  const res = await fetch(`${sb.previewUrl}/channels/B2C-NO/content-pages/${path}`, {
    method,
    headers: { 'x-api-key': sb.apiKeys.all, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return (await res.json()) as ContentPageView;
}

const read = async (slug: string) =>
  (await call<{ pages: ContentPageView[] }>('storefront.pages', { channelCode: 'B2C-NO' })).pages.find((p) => p.slug === slug)!;

async function freshPage(): Promise<ContentPageView> {
  const slug = `edits-${randomUUID().slice(0, 8)}`;
  await call('storefront.createPage', { channelCode: 'B2C-NO', slug, title: 'Winter guide', operationId: randomUUID() });
  return call<ContentPageView>('storefront.saveSections', {
    channelCode: 'B2C-NO',
    slug,
    sections: [
      { id: randomUUID(), type: 'hero', title: 'Snow' },
      { id: randomUUID(), type: 'richText', title: 'Layers' },
    ],
  });
}

beforeAll(async () => {
  core = await createAppCore({
    host: 'browser',
    version: '0.0.0-test',
    dataDir: mkdtempSync(join(tmpdir(), 'qm-page-edits-')),
    secrets: createMemorySecretStore(),
  });
}, 60_000);
afterAll(async () => core.close?.());

describe('content page details', () => {
  it('sends only the changed members, so a colleague’s change to another member made before survives', async () => {
    const page = await freshPage();
    const base = pageDetailsOf(page);
    await colleague('PATCH', page.slug, { metaDescription: 'Set by a colleague' });
    // Refused first: the colleague's description is new to this user, who must see it.
    const error = await refused('storefront.updatePage', { channelCode: 'B2C-NO', slug: page.slug, title: 'Winter guide 2026', detailsBase: base });
    expect(error).toMatchObject({ kind: 'conflict', code: 'ContentPage.Modified' });
    expect((await read(page.slug)).title).toBe('Winter guide');
    // Sent again against the page as it is now: only the title goes, the description stays.
    const saved = await call<ContentPageView>('storefront.updatePage', {
      channelCode: 'B2C-NO',
      slug: page.slug,
      title: 'Winter guide 2026',
      detailsBase: pageDetailsOf(await read(page.slug)),
    });
    expect(saved).toMatchObject({ title: 'Winter guide 2026', metaDescription: 'Set by a colleague' });
  });

  it('refuses a title a colleague changed meanwhile and keeps theirs', async () => {
    const page = await freshPage();
    await colleague('PATCH', page.slug, { title: 'Their title' });
    const error = await refused('storefront.updatePage', { channelCode: 'B2C-NO', slug: page.slug, title: 'My title', detailsBase: pageDetailsOf(page) });
    expect(error.detail).toContain('title');
    expect((await read(page.slug)).title).toBe('Their title');
  });

  it('lets a save whose answer was lost be sent again: the page already holds the user’s values', async () => {
    const page = await freshPage();
    const edit = { channelCode: 'B2C-NO', slug: page.slug, title: 'Sent twice', detailsBase: pageDetailsOf(page) };
    await call('storefront.updatePage', edit);
    expect((await call<ContentPageView>('storefront.updatePage', edit)).title).toBe('Sent twice');
  });
});

describe('content page sections', () => {
  it('keeps a colleague’s change to another section once the user saves against the page as it is now', async () => {
    const page = await freshPage();
    const [snow, layers] = page.sections;
    await colleague('PUT', `${page.slug}/config`, { sections: [{ ...snow, title: 'Deep snow' }, layers] });
    const mine = [snow, { ...layers, title: 'Three layers' }];
    const error = await refused('storefront.saveSections', { channelCode: 'B2C-NO', slug: page.slug, sections: mine, sectionsBase: page.sections });
    expect(error.code).toBe('ContentPage.Modified');
    expect((await read(page.slug)).sections.map((s) => s.title)).toEqual(['Deep snow', 'Layers']);
  });

  it('saves when nobody else changed the sections', async () => {
    const page = await freshPage();
    const [snow, layers] = page.sections;
    const saved = await call<ContentPageView>('storefront.saveSections', {
      channelCode: 'B2C-NO',
      slug: page.slug,
      sections: [layers, snow],
      sectionsBase: page.sections,
    });
    expect(saved.sections.map((s) => s.title)).toEqual(['Layers', 'Snow']);
  });
});

describe('publishing a page', () => {
  it('saves the details and sections on screen first, so what is published is what the form shows', async () => {
    const page = await freshPage();
    const published = await call<ContentPageView>('storefront.publishPage', {
      channelCode: 'B2C-NO',
      slug: page.slug,
      operationId: randomUUID(),
      title: 'Published as shown',
      detailsBase: pageDetailsOf(page),
      sections: [page.sections[1], page.sections[0]],
      sectionsBase: page.sections,
    });
    expect(published).toMatchObject({ isPublished: true, title: 'Published as shown' });
    expect(published.sections.map((s) => s.title)).toEqual(['Layers', 'Snow']);
  });

  it('publishes nothing when a colleague changed what the form would save', async () => {
    const page = await freshPage();
    await colleague('PATCH', page.slug, { title: 'Their title' });
    const error = await refused('storefront.publishPage', {
      channelCode: 'B2C-NO',
      slug: page.slug,
      operationId: randomUUID(),
      title: 'Mine',
      detailsBase: pageDetailsOf(page),
    });
    expect(error.code).toBe('ContentPage.Modified');
    expect(await read(page.slug)).toMatchObject({ isPublished: false, title: 'Their title' });
  });
});
