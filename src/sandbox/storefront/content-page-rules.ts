import { randomUUID } from 'node:crypto';
import { ErrorList, problem } from '../rules/problems';
import { parseInstant } from '../rules/timestamps';
import { isObject, readBoolean, readInteger, readString, type Json } from '../rules/validate';
import type { Store } from '../store';
import type { ContentPage, PageConfig, Section } from './types';

/**
 * Rules of content pages not spelled out by the description (docs/api-assumptions.md 167-169):
 * slug shape, text limits, which members PATCH takes, and what a section may name.
 */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG = 100;
export const SECTION_TYPES = [
  'hero',
  'banner',
  'richText',
  'imageText',
  'productGrid',
  'productCarousel',
  'categoryGrid',
  'supplierLogos',
  'faq',
  'newsletter',
] as const;
export const MAX_SECTIONS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Metadata members a PATCH may change; slug, config and publish state have their own calls. */
export const PATCHABLE = [
  'title',
  'pageType',
  'authorName',
  'excerpt',
  'featuredImageUrl',
  'metaDescription',
  'parentSlug',
  'publishDate',
  'showInNavigation',
  'sortOrder',
  'tags',
] as const;
const LIMITS: Record<string, number> = { title: 200, authorName: 100, excerpt: 500, featuredImageUrl: 2000, metaDescription: 300, parentSlug: MAX_SLUG };

export function checkSlug(slug: unknown, field = 'slug'): string {
  if (typeof slug !== 'string' || slug.trim() === '') throw problem.invalid(field, 'Validation.Required', `'${field}' is required.`);
  if (slug.length > MAX_SLUG) throw problem.invalid(field, 'Validation.TooLong', `'${field}' may be at most ${MAX_SLUG} characters.`);
  if (!SLUG.test(slug))
    throw problem.invalid(
      field,
      'ContentPage.InvalidSlug',
      `'${field}' may hold only lowercase letters, digits and single hyphens between them; got '${slug}'.`,
    );
  return slug;
}

/** Reads one metadata member into `page`, recording errors; used by create and PATCH alike. */
export function applyMember(store: Store, page: ContentPage, body: Json, member: (typeof PATCHABLE)[number], errors: ErrorList): void {
  const value = body[member];
  errors.try(() => {
    switch (member) {
      case 'title': {
        const title = readString(body, 'title', { required: true, max: LIMITS.title });
        page.title = (title ?? '').trim();
        return;
      }
      case 'pageType': {
        if (value === null || value === undefined) return void (page.pageType = 'Page');
        const hit = (['Page', 'BlogPost', 'NewsPost'] as const).find((t) => typeof value === 'string' && t.toLowerCase() === value.toLowerCase());
        if (typeof value === 'string' && value.toLowerCase() === 'home')
          throw problem.invalid(
            'pageType',
            'ContentPage.HomeIsChannel',
            'The home page lives on the channel (GET and PUT /channels/{channelCode}/home-page); a content page cannot be of type Home.',
          );
        if (!hit)
          throw problem.invalid('pageType', 'Validation.UnknownEnumValue', `'pageType' must be one of Page, BlogPost, NewsPost; got ${JSON.stringify(value)}.`);
        page.pageType = hit;
        return;
      }
      case 'parentSlug': {
        if (value === null || value === undefined || value === '') return void (page.parentSlug = null);
        const parent = checkSlug(value, 'parentSlug');
        if (parent === page.slug) throw problem.invalid('parentSlug', 'ContentPage.ParentIsSelf', 'A page cannot be its own parent.');
        if (!store.storefront.pages.get(page.channelCode)?.has(parent))
          throw problem.invalid('parentSlug', 'ContentPage.ParentNotFound', `No page '${parent}' in channel ${page.channelCode}.`);
        page.parentSlug = parent;
        return;
      }
      case 'publishDate':
        page.publishDate = value === null || value === undefined || value === '' ? null : parseInstant(String(value), 'publishDate');
        return;
      case 'showInNavigation':
        page.showInNavigation = readBoolean(value, 'showInNavigation', false);
        return;
      case 'sortOrder':
        page.sortOrder = value === null || value === undefined ? 0 : readInteger(value, 'sortOrder', { min: 0, max: 1_000_000 });
        return;
      case 'tags':
        page.tags = readTags(value);
        return;
      default: {
        const text = readString(body, member, { max: LIMITS[member] });
        page[member] = text === null || text.trim() === '' ? null : text;
        if (member === 'featuredImageUrl' && page.featuredImageUrl !== null && !/^https?:\/\/\S+$/i.test(page.featuredImageUrl)) {
          throw problem.invalid(member, 'Validation.InvalidUrl', "'featuredImageUrl' must be an absolute http(s) URL.");
        }
      }
    }
  });
}

function readTags(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.length > 20) throw problem.invalid('tags', 'Validation.InvalidTags', "'tags' must be a list of at most 20 strings.");
  const out: string[] = [];
  value.forEach((t, i) => {
    if (typeof t !== 'string' || t.trim() === '' || t.length > 50)
      throw problem.invalid(`tags[${i}]`, 'Validation.InvalidTag', `'tags[${i}]' must be a text of 1 to 50 characters.`);
    if (!out.some((o) => o.toLowerCase() === t.trim().toLowerCase())) out.push(t.trim());
  });
  return out;
}

function keyList(section: Json, member: string, field: string, exists: (key: string) => boolean, code: string, errors: ErrorList): void {
  const value = section[member];
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) return errors.add(`${field}.${member}`, 'Validation.InvalidList', `'${field}.${member}' must be a list of keys.`);
  value.forEach((key, j) => {
    if (typeof key !== 'string' || !exists(key)) errors.add(`${field}.${member}[${j}]`, code, `'${String(key)}' does not exist.`);
  });
}

/** The whole section list as PUT .../config sends it; every problem is reported at once. */
export function readConfig(store: Store, body: unknown, previous: PageConfig): PageConfig {
  if (!isObject(body)) throw problem.badRequest('Request.InvalidBody', 'The request body must be a JSON object with a sections list.');
  const errors = new ErrorList();
  const raw = body.sections;
  if (!Array.isArray(raw)) throw problem.invalid('sections', 'Validation.Required', "'sections' must be a list (it replaces the whole section list).");
  if (raw.length > MAX_SECTIONS) throw problem.invalid('sections', 'ContentPage.TooManySections', `A page may have at most ${MAX_SECTIONS} sections.`);
  const categories = new Set(store.categories.map((c) => c.code));
  const ids = new Set<string>();
  const sections: Section[] = [];
  raw.forEach((s, i) => {
    const field = `sections[${i}]`;
    if (!isObject(s)) return errors.add(field, 'Validation.InvalidSection', `'${field}' must be an object.`);
    const type = SECTION_TYPES.find((t) => t === s.type);
    if (!type)
      errors.add(
        `${field}.type`,
        'ContentPage.UnknownSectionType',
        `'${field}.type' must be one of ${SECTION_TYPES.join(', ')}; got ${JSON.stringify(s.type)}.`,
      );
    const id = s.id === undefined || s.id === null ? randomUUID() : String(s.id).toLowerCase();
    if (!UUID.test(id)) errors.add(`${field}.id`, 'Validation.InvalidUuid', `'${field}.id' must be a uuid.`);
    else if (ids.has(id)) errors.add(`${field}.id`, 'ContentPage.DuplicateSectionId', `'${field}.id' is used by another section.`);
    ids.add(id);
    const isVisible = errors.try(() => readBoolean(s.isVisible, `${field}.isVisible`, true)) ?? true;
    const sortOrder =
      errors.try(() => (s.sortOrder === undefined || s.sortOrder === null ? i : readInteger(s.sortOrder, `${field}.sortOrder`, { min: 0, max: 1_000_000 }))) ??
      i;
    for (const t of ['title', 'subtitle'] as const) errors.try(() => readString(s, t, { max: 200, label: `${field}.${t}` }));
    if (s.maxProducts !== undefined && s.maxProducts !== null) errors.try(() => readInteger(s.maxProducts, `${field}.maxProducts`, { min: 1, max: 48 }));
    keyList(s, 'productNumbers', field, (k) => store.items.has(k), 'Item.NotFound', errors);
    keyList(s, 'categoryCodes', field, (k) => categories.has(k), 'ItemCategory.NotFound', errors);
    keyList(s, 'supplierNumbers', field, (k) => store.suppliers.has(k), 'Supplier.NotFound', errors);
    if (s.categoryCode !== undefined && s.categoryCode !== null && !categories.has(String(s.categoryCode)))
      errors.add(`${field}.categoryCode`, 'ItemCategory.NotFound', `'${String(s.categoryCode)}' does not exist.`);
    sections.push({ ...s, id, type: type ?? String(s.type), isVisible, sortOrder });
  });
  errors.throwIfAny();
  const fullWidth = errors.try(() => readBoolean(body.fullWidth, 'fullWidth', previous.fullWidth)) ?? previous.fullWidth;
  const layout = typeof body.layout === 'string' && body.layout.trim() !== '' ? body.layout.trim() : previous.layout;
  errors.throwIfAny();
  return { fullWidth, layout, sections: sections.sort((a, b) => a.sortOrder - b.sortOrder) };
}
