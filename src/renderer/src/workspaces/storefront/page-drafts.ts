import type { DraftRequest } from '../../stores/navigation';

/**
 * How the content page editors name their drafts: the record is `<channel>/<slug>`, a page not
 * yet created `<channel>/new`, the home page `<channel>/home`.
 */
export const pageDraftEditors = ['storefront.pageDetails', 'storefront.pageSections', 'storefront.newPage', 'storefront.homePage'];

export const pageRecordKey = (channelCode: string, slug: string) => `${channelCode}/${slug}`;
export const newPageRecordKey = (channelCode: string) => `${channelCode}/new`;

/** What the Pages tab opens for a draft: a page's editor, or the new-page dialog. */
export interface PageRequest {
  channelCode: string;
  open: { kind: 'page'; slug: string } | { kind: 'new' } | { kind: 'home' };
}

export function pageOfDraft(draft: DraftRequest): PageRequest | null {
  if (!pageDraftEditors.includes(draft.editor)) return null;
  const cut = draft.recordKey.indexOf('/');
  if (cut <= 0) return null;
  const channelCode = draft.recordKey.slice(0, cut);
  const rest = draft.recordKey.slice(cut + 1);
  if (draft.editor === 'storefront.newPage') return { channelCode, open: { kind: 'new' } };
  if (draft.editor === 'storefront.homePage') return { channelCode, open: { kind: 'home' } };
  return { channelCode, open: { kind: 'page', slug: rest } };
}

/** The slugs of a channel with a kept details or sections draft, for marking their rows. */
export function draftedSlugs(drafts: readonly { editor: string; recordKey: string }[], channelCode: string): ReadonlySet<string> {
  const prefix = `${channelCode}/`;
  return new Set(
    drafts
      .filter((d) => (d.editor === 'storefront.pageDetails' || d.editor === 'storefront.pageSections') && d.recordKey.startsWith(prefix))
      .map((d) => d.recordKey.slice(prefix.length)),
  );
}
