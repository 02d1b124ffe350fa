import type { Api, Ctx } from '../api';
import { readMergePatch } from '../rules/merge-patch';
import { ErrorList, problem } from '../rules/problems';
import { readPaging, toPage } from '../rules/paging';
import { ts } from '../rules/timestamps';
import { matchesSearch, queryBoolean, readBody } from '../rules/validate';
import { applyMember, checkSlug, PATCHABLE, readConfig } from '../storefront/content-page-rules';
import { PAGE_TYPES, type ContentPage, type HomePage } from '../storefront/types';
import { channelByCode } from './channels';
import { changedSince, link, modifiedSince } from './common';

/**
 * Content pages of a channel and its home page (content-pages:read / :write): the group's ten
 * calls (docs/api-assumptions.md 167-169): list, read, create, metadata PATCH, replace sections,
 * publish, unpublish, delete, and the home page's read and replace.
 */
const READ = 'content-pages:read';
const WRITE = 'content-pages:write';

function pagesOf(c: Ctx): { channelCode: string; pages: Map<string, ContentPage> } {
  const channel = channelByCode(c.store, c.params.channelCode ?? '');
  let pages = c.store.storefront.pages.get(channel.channelCode);
  if (!pages) c.store.storefront.pages.set(channel.channelCode, (pages = new Map()));
  return { channelCode: channel.channelCode, pages };
}

function pageOf(c: Ctx): ContentPage {
  const { pages, channelCode } = pagesOf(c);
  const slug = c.params.slug ?? '';
  const page = pages.get(slug);
  if (!page) throw problem.notFound('ContentPage.NotFound', `No content page '${slug}' in channel ${channelCode}.`);
  return page;
}

export function pageDto(p: ContentPage, base: string) {
  return {
    channelCode: p.channelCode,
    slug: p.slug,
    title: p.title,
    pageType: p.pageType,
    authorName: p.authorName,
    excerpt: p.excerpt,
    featuredImageUrl: p.featuredImageUrl,
    metaDescription: p.metaDescription,
    parentSlug: p.parentSlug,
    publishDate: ts(p.publishDate),
    publishedAt: ts(p.publishedAt),
    isPublished: p.isPublished,
    showInNavigation: p.showInNavigation,
    sortOrder: p.sortOrder,
    tags: p.tags,
    config: p.config,
    createdDate: ts(p.createdDate),
    modifiedDate: ts(p.modifiedDate),
    links: { self: `${link(base, 'channels', p.channelCode).self}/content-pages/${p.slug}` },
  };
}

function homeDto(h: HomePage, base: string) {
  return {
    channelCode: h.channelCode,
    pageType: 'Home',
    title: h.title,
    metaDescription: h.metaDescription,
    config: h.config,
    modifiedDate: ts(h.modifiedDate),
    links: { self: `${link(base, 'channels', h.channelCode).self}/home-page` },
  };
}

const written = (c: Ctx, p: ContentPage, status: number, effect: string) => ({
  status,
  body: pageDto(p, c.base),
  ...(status === 201 ? { location: pageDto(p, c.base).links.self } : {}),
  resourceRef: `channels/${p.channelCode}/content-pages/${p.slug}`,
  effect,
});

export function registerContentPages(api: Api): void {
  api.get('/preview/channels/:channelCode/content-pages', READ, (c) => {
    const paging = readPaging(c.query);
    const { pages } = pagesOf(c);
    const typeRaw = c.query.pageType;
    const pageType = typeRaw === undefined ? undefined : PAGE_TYPES.find((t) => t.toLowerCase() === typeRaw.toLowerCase());
    if (typeRaw !== undefined && !pageType)
      throw problem.invalid('pageType', 'Validation.UnknownEnumValue', `'pageType' must be one of ${PAGE_TYPES.join(', ')}; got '${typeRaw}'.`);
    const isPublished = queryBoolean(c.query.isPublished, 'isPublished');
    const tag = c.query.tag?.toLowerCase();
    const since = modifiedSince(c.query);
    const rows = [...pages.values()]
      .filter(
        (p) =>
          (pageType === undefined || p.pageType === pageType) &&
          (isPublished === undefined || p.isPublished === isPublished) &&
          matchesSearch(c.query.search, p.slug, p.title) &&
          (tag === undefined || p.tags.some((t) => t.toLowerCase() === tag)) &&
          changedSince(since, p.modifiedDate, p.createdDate),
      )
      .sort((a, b) => a.sortOrder - b.sortOrder || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    return { body: toPage(rows, paging, (p) => pageDto(p, c.base)) };
  });

  api.get('/preview/channels/:channelCode/content-pages/:slug', READ, (c) => ({ body: pageDto(pageOf(c), c.base), etag: true }));

  api.post('/preview/channels/:channelCode/content-pages', WRITE, (c) => {
    const { channelCode, pages } = pagesOf(c);
    const body = readBody(c.body);
    const errors = new ErrorList();
    const slug = errors.try(() => checkSlug(body.slug)) ?? '';
    const page: ContentPage = {
      channelCode,
      slug,
      title: '',
      pageType: 'Page',
      authorName: null,
      excerpt: null,
      featuredImageUrl: null,
      metaDescription: null,
      parentSlug: null,
      publishDate: null,
      publishedAt: null,
      isPublished: false,
      showInNavigation: false,
      sortOrder: 0,
      tags: [],
      config: { fullWidth: false, layout: 'default', sections: [] },
      createdDate: c.now,
      modifiedDate: null,
    };
    for (const member of PATCHABLE) applyMember(c.store, page, body, member, errors);
    errors.throwIfAny();
    if (pages.has(slug)) throw problem.conflict('ContentPage.SlugTaken', `Channel ${channelCode} already has a page '${slug}'.`, 'slug');
    pages.set(slug, page);
    return written(c, page, 201, 'created');
  });

  api.patch('/preview/channels/:channelCode/content-pages/:slug', WRITE, (c) => {
    const page = pageOf(c);
    const patch = readMergePatch(c.body, PATCHABLE);
    const draft = { ...page };
    const errors = new ErrorList();
    for (const member of PATCHABLE) if (Object.prototype.hasOwnProperty.call(patch, member)) applyMember(c.store, draft, patch, member, errors);
    errors.throwIfAny();
    Object.assign(page, draft, { modifiedDate: c.now });
    return written(c, page, 200, 'updated');
  });

  api.put('/preview/channels/:channelCode/content-pages/:slug/config', WRITE, (c) => {
    const page = pageOf(c);
    page.config = readConfig(c.store, c.body, page.config);
    page.modifiedDate = c.now;
    return written(c, page, 200, 'sections-replaced');
  });

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    api.post(`/preview/channels/:channelCode/content-pages/:slug/${action}`, WRITE, (c) => {
      const page = pageOf(c);
      // Publishing a published page changes nothing (its publishedAt stays); unpublishing clears it.
      if (page.isPublished !== publish) {
        page.isPublished = publish;
        page.publishedAt = publish ? c.now : null;
        page.modifiedDate = c.now;
      }
      return written(c, page, 200, action === 'publish' ? 'published' : 'unpublished');
    });
  }

  api.delete(
    '/preview/channels/:channelCode/content-pages/:slug',
    WRITE,
    (c) => {
      const page = pageOf(c);
      const { pages } = pagesOf(c);
      const children = [...pages.values()].filter((p) => p.parentSlug === page.slug);
      if (children.length > 0)
        throw problem.conflict(
          'ContentPage.HasChildren',
          `Page '${page.slug}' is the parent of ${children.map((p) => p.slug).join(', ')}; move or delete those first.`,
        );
      pages.delete(page.slug);
      c.store.deletions.push({ entityType: 'ContentPage', key: `${page.channelCode}/${page.slug}`, deletedDate: c.now });
      return { status: 204, body: null, resourceRef: `channels/${page.channelCode}/content-pages/${page.slug}`, effect: 'deleted' };
    },
    { optional: 'content-page.delete' },
  );

  api.get(
    '/preview/channels/:channelCode/home-page',
    READ,
    (c) => {
      const channel = channelByCode(c.store, c.params.channelCode ?? '');
      const home = c.store.storefront.homePages.get(channel.channelCode) ?? {
        channelCode: channel.channelCode,
        title: channel.name,
        metaDescription: null,
        config: { fullWidth: true, layout: 'default', sections: [] },
        modifiedDate: null,
      };
      return { body: homeDto(home, c.base), etag: true };
    },
    { optional: 'home-page.read' },
  );

  api.put(
    '/preview/channels/:channelCode/home-page',
    WRITE,
    (c) => {
      const channel = channelByCode(c.store, c.params.channelCode ?? '');
      const body = readBody(c.body);
      const previous = c.store.storefront.homePages.get(channel.channelCode);
      const errors = new ErrorList();
      const title = errors.try(() => checkTitle(body.title)) ?? '';
      const meta = body.metaDescription;
      if (meta !== undefined && meta !== null && (typeof meta !== 'string' || meta.length > 300))
        errors.add('metaDescription', 'Validation.TooLong', "'metaDescription' must be a text of at most 300 characters.");
      const config = errors.try(() => readConfig(c.store, body.config ?? {}, previous?.config ?? { fullWidth: true, layout: 'default', sections: [] }));
      errors.throwIfAny();
      const home: HomePage = {
        channelCode: channel.channelCode,
        title,
        metaDescription: typeof meta === 'string' && meta.trim() !== '' ? meta : null,
        config: config!,
        modifiedDate: c.now,
      };
      c.store.storefront.homePages.set(channel.channelCode, home);
      return { status: 200, body: homeDto(home, c.base), resourceRef: `channels/${channel.channelCode}/home-page`, effect: 'replaced' };
    },
    { optional: 'home-page.replace' },
  );
}

function checkTitle(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw problem.invalid('title', 'Validation.Required', "'title' is required.");
  if (value.length > 200) throw problem.invalid('title', 'Validation.TooLong', "'title' may be at most 200 characters.");
  return value.trim();
}
