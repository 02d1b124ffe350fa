import { PAGE_TEXT_LIMITS, SLUG_PATTERN, type PageDetails, type SectionInput, type sectionTypes } from '@shared/contract/storefront';
import { textLimit, type TextLimit } from '../../components/text-limit';

export const pageFieldLabels = {
  slug: 'Address (slug)',
  title: 'Title',
  metaDescription: 'Search description',
  tags: 'Tags',
  sortOrder: 'Order',
  pageType: 'Type',
  showInNavigation: 'Show in navigation',
};

export const pageTypeOptions = [
  { value: 'Page', label: 'Page' },
  { value: 'BlogPost', label: 'Blog post' },
  { value: 'NewsPost', label: 'News post' },
];

export const sectionTypeLabels: Record<(typeof sectionTypes)[number], string> = {
  hero: 'Hero',
  banner: 'Banner',
  richText: 'Text',
  imageText: 'Picture and text',
  productGrid: 'Product grid',
  productCarousel: 'Product carousel',
  categoryGrid: 'Category grid',
  supplierLogos: 'Supplier logos',
  faq: 'Questions and answers',
  newsletter: 'Newsletter sign-up',
};

/** Which business keys a section type names, so its editor offers the matching picker. */
export const sectionKeys: Partial<Record<string, 'productNumbers' | 'categoryCodes' | 'supplierNumbers'>> = {
  productGrid: 'productNumbers',
  productCarousel: 'productNumbers',
  categoryGrid: 'categoryCodes',
  supplierLogos: 'supplierNumbers',
};

/** Why a typed slug cannot be used, said while typing; the ERP still has the last word. */
export function slugProblem(slug: string, taken: readonly string[]): string | null {
  if (!slug) return null;
  if (slug.length > 100) return 'At most 100 characters.';
  if (!SLUG_PATTERN.test(slug)) return 'Use lowercase letters, digits and single hyphens between them (e.g. summer-sale).';
  if (taken.includes(slug)) return 'A page of this channel already has this address.';
  return null;
}

/** Moves one entry by `delta` places; the order sent is the list order. */
export function moveSection<T>(list: T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A page's title and search description against their limits: counted near them, named past them. */
export function pageDetailLimits(details: Pick<PageDetails, 'title' | 'metaDescription'>): { title: TextLimit; metaDescription: TextLimit } {
  return {
    title: textLimit(details.title, PAGE_TEXT_LIMITS.title, 'The title'),
    metaDescription: textLimit(details.metaDescription, PAGE_TEXT_LIMITS.metaDescription, 'The search description'),
  };
}

/** A section's title and subtitle against their limits. */
export function sectionLimits(section: SectionInput): { title: TextLimit; subtitle: TextLimit } {
  return {
    title: textLimit(section.title ?? '', PAGE_TEXT_LIMITS.sectionTitle, 'The title'),
    subtitle: textLimit(section.subtitle ?? '', PAGE_TEXT_LIMITS.sectionSubtitle, 'The subtitle'),
  };
}

/** Whether any of these texts is too long to send: the save or publish waits, the fields say why. */
export const anyTooLong = (limits: readonly Record<string, TextLimit>[]): boolean => limits.some((l) => Object.values(l).some((x) => x.tooLong));
