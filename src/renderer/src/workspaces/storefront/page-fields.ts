import type { sectionTypes } from '@shared/contract/storefront';

export const pageFieldLabels = { slug: 'Address (slug)', title: 'Title', metaDescription: 'Search description', tags: 'Tags', sortOrder: 'Order', pageType: 'Type', showInNavigation: 'Show in navigation' };

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
