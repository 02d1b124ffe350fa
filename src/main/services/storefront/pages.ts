import type { ErpClient } from '../../erp';
import type { ContentPage, ContentPageMetadata } from '../../erp/preview/content-pages';
import { pageDetailsOf, type ContentPageView, type PageDetails, type SectionInput } from '@shared/contract/storefront';
import { sectionFields } from '@shared/domain/content-sections';
import { threeWay } from '@shared/domain/merge-patch';
import { AppError } from '@shared/errors';

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

type PagesApi = ErpClient['preview']['contentPages'];
type DetailsPatch = Omit<Partial<PageDetails>, 'metaDescription'> & { metaDescription?: string | null };

/**
 * The content page calls take no If-Match (row 167), so an edit made on an old copy is caught
 * here (row 261): the page is read again (ETag-revalidated) and every field that differs from
 * the base the user edited must already hold the user's own value. A colleague's change, to the
 * same field or another, is then never written over unseen; a retried save passes.
 */
async function unchangedSince(
  pages: PagesApi,
  channelCode: string,
  slug: string,
  check: { details?: { base: PageDetails; patch: DetailsPatch }; sections?: { base: SectionInput[]; mine: SectionInput[] } },
): Promise<void> {
  if (!check.details && !check.sections) return;
  const now = pageView(await pages.get(channelCode, slug));
  const changed: string[] = [];
  if (check.details) {
    const { base, patch } = check.details;
    const mine = { ...base, ...patch, metaDescription: patch.metaDescription === undefined ? base.metaDescription : (patch.metaDescription ?? '') };
    const merge = threeWay(base, mine, pageDetailsOf(now));
    changed.push(...merge.theirs, ...merge.conflicts);
  }
  if (check.sections) {
    const { base, mine } = check.sections;
    const merge = threeWay(sectionFields(base), sectionFields(mine, base), sectionFields(now.sections));
    if (merge.theirs.length + merge.conflicts.length > 0) changed.push('sections');
  }
  if (changed.length === 0) return;
  const code = 'ContentPage.Modified';
  throw new AppError({
    kind: 'conflict',
    code,
    codes: [code],
    title: 'This page was changed meanwhile',
    detail: `Someone else changed “${now.title}” (${changed.join(', ')}) after you began editing. Nothing was saved; your changes are still in the form beside theirs.`,
  });
}

/** Metadata as the form sends it: no description is null to the ERP. */
function toMetadata(patch: DetailsPatch): ContentPageMetadata {
  return patch.metaDescription === '' ? { ...patch, metaDescription: null } : patch;
}

export interface PageEdit {
  details?: DetailsPatch;
  detailsBase?: PageDetails;
  sections?: SectionInput[];
  sectionsBase?: SectionInput[];
}

/**
 * Saves what changed of a page's details (merge patch: only the members sent) and its sections
 * (the whole list, the ERP has no other way), each guarded against a change made meanwhile.
 */
export async function savePage(pages: PagesApi, channelCode: string, slug: string, edit: PageEdit): Promise<ContentPageView | null> {
  const details = edit.details && Object.keys(edit.details).length > 0 ? edit.details : undefined;
  await unchangedSince(pages, channelCode, slug, {
    details: details && edit.detailsBase ? { base: edit.detailsBase, patch: details } : undefined,
    sections: edit.sections && edit.sectionsBase ? { base: edit.sectionsBase, mine: edit.sections } : undefined,
  });
  let saved: ContentPageView | null = null;
  if (details) saved = pageView(await pages.updateMetadata(channelCode, slug, toMetadata(details)));
  if (edit.sections) saved = pageView(await pages.replaceSections(channelCode, slug, { sections: edit.sections.map((s, i) => ({ ...s, sortOrder: i })) }));
  return saved;
}
