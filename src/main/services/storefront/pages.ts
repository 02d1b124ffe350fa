import type { ContentPage } from '../../erp/preview/content-pages';
import type { ContentPageView } from '../../../shared/contract/storefront';

/** The screen's view of a content page: sections flat on the page, nulls made explicit. */
export function pageView(p: ContentPage): ContentPageView {
  return {
    slug: p.slug,
    title: p.title,
    pageType: p.pageType ?? null,
    isPublished: p.isPublished,
    publishedAt: p.publishedAt ?? null,
    publishDate: p.publishDate ?? null,
    metaDescription: p.metaDescription ?? null,
    showInNavigation: p.showInNavigation ?? false,
    sortOrder: p.sortOrder ?? null,
    tags: p.tags,
    sections: p.config.sections.map((s) => ({ ...s, sortOrder: s.sortOrder ?? undefined })),
    modifiedDate: p.modifiedDate ?? null,
  };
}
