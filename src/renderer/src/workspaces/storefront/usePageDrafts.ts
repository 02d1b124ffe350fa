import { useState } from 'react';
import { sectionFields, sectionsOf } from '@shared/domain/content-sections';
import { changedFields, rebase, threeWay } from '@shared/domain/merge-patch';
import { pageDetailsOf, type ContentPageView, type PageDetails, type SectionInput } from '@shared/contract/storefront';
import type { Winners } from '../../drafts/ChangedMeanwhile';
import { useDraft } from '../../drafts/useDraft';
import { pageRecordKey } from './page-drafts';

/**
 * The two drafts of a content page (details, sections), how each meets a colleague's change
 * made meanwhile, and what a save sends: only the changed details, and the section list rebuilt
 * on the page as it is now when someone else changed it (row 261).
 */
export function usePageDrafts(channelCode: string, page: ContentPageView) {
  const recordKey = pageRecordKey(channelCode, page.slug);
  const label = `${page.title} (/p/${page.slug})`;
  const current = pageDetailsOf(page);
  const details = useDraft<PageDetails>({ editor: 'storefront.pageDetails', recordKey, label, initial: current });
  const sections = useDraft<SectionInput[]>({ editor: 'storefront.pageSections', recordKey, label, initial: page.sections });
  const [detailsWinners, setDetailsWinners] = useState<Winners>({});
  const [sectionWinners, setSectionWinners] = useState<Winners>({});

  const detailsMerge = details.changedMeanwhile ? threeWay(details.base, details.value, current) : null;
  const sectionSides = { base: sectionFields(sections.base), mine: sectionFields(sections.value, sections.base), current: sectionFields(page.sections) };
  const sectionsMerge = sections.changedMeanwhile ? threeWay(sectionSides.base, sectionSides.mine, sectionSides.current) : null;

  // The form shows a colleague's values where only they changed a field; a field both changed shows the user's.
  const detailsShown = detailsMerge ? rebase(details.value, current, detailsMerge) : details.value;
  const sectionsShown = sectionsMerge ? sectionsOf(rebase(sectionSides.mine, sectionSides.current, sectionsMerge)) : sections.value;

  /** The changed details and the base they were changed from; after a collision, rebased on the page as it is. */
  const detailsToSend = () => {
    if (!details.dirty) return null;
    if (!detailsMerge) return { ...changedFields(details.base, details.value), detailsBase: details.base };
    const mine = rebase(details.value, current, detailsMerge, detailsWinners);
    details.rebase(current, mine);
    return { ...changedFields(current, mine), detailsBase: current };
  };

  const sectionsToSend = () => {
    if (!sections.dirty) return null;
    if (!sectionsMerge) return { sections: sections.value, sectionsBase: sections.base };
    const mine = sectionsOf(rebase(sectionSides.mine, sectionSides.current, sectionsMerge, sectionWinners));
    sections.rebase(page.sections, mine);
    return { sections: mine, sectionsBase: page.sections };
  };

  /** Saved (or published): both drafts go, the form now shows the page as the ERP answered it. */
  const saved = (next: ContentPageView, what: { details: boolean; sections: boolean }) => {
    if (what.details) {
      details.done(pageDetailsOf(next));
      setDetailsWinners({});
    }
    if (what.sections) {
      sections.done(next.sections);
      setSectionWinners({});
    }
  };

  return {
    details,
    sections,
    current,
    detailsShown,
    sectionsShown,
    detailsMerge,
    sectionsMerge,
    sectionSides,
    detailsWinners,
    sectionWinners,
    chooseDetails: (key: string, side: 'mine' | 'theirs') => setDetailsWinners((w) => ({ ...w, [key]: side })),
    chooseSection: (key: string, side: 'mine' | 'theirs') => setSectionWinners((w) => ({ ...w, [key]: side })),
    detailsToSend,
    sectionsToSend,
    saved,
  };
}
