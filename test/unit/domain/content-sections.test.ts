import { describe, expect, it } from 'vitest';
import type { SectionInput } from '../../../src/shared/contract/storefront';
import { sectionFields, sectionsOf } from '../../../src/shared/domain/content-sections';
import { changedFields, rebase, threeWay } from '../../../src/shared/domain/merge-patch';

const hero: SectionInput = { id: 'a', type: 'hero', title: 'Snow', sortOrder: 0 };
const text: SectionInput = { id: 'b', type: 'richText', title: 'Layers', sortOrder: 1 };
const faq: SectionInput = { id: 'c', type: 'faq', title: 'Questions', sortOrder: 2 };
const base = [hero, text, faq];

/** The list a save sends after meeting the page as it is now. */
function merged(mine: SectionInput[], current: SectionInput[], winners = {}) {
  const merge = threeWay(sectionFields(base), sectionFields(mine, base), sectionFields(current));
  return { merge, list: sectionsOf(rebase(sectionFields(mine, base), sectionFields(current), merge, winners)) };
}

describe('content page sections as fields', () => {
  it('changes nothing when only the positions were renumbered', () => {
    const renumbered = base.map((s, i) => ({ ...s, sortOrder: i + 10 }));
    expect(changedFields(sectionFields(base), sectionFields(renumbered))).toEqual({});
  });

  it('keeps a colleague’s change to another section beside the user’s own', () => {
    const { merge, list } = merged([hero, { ...text, title: 'Three layers' }, faq], [{ ...hero, title: 'Deep snow' }, text, faq]);
    expect(merge.conflicts).toEqual([]);
    expect(list.map((s) => s.title)).toEqual(['Deep snow', 'Three layers', 'Questions']);
  });

  it('asks which wins when both changed the same section, the user’s by default', () => {
    const mine = [hero, { ...text, title: 'Mine' }, faq];
    const current = [hero, { ...text, title: 'Theirs' }, faq];
    expect(merged(mine, current).merge.conflicts).toEqual(['section:b']);
    expect(merged(mine, current).list[1]!.title).toBe('Mine');
    expect(merged(mine, current, { 'section:b': 'theirs' }).list[1]!.title).toBe('Theirs');
  });

  it('counts a section the user removed while a colleague changed it as a conflict, not as untouched', () => {
    const { merge } = merged([hero, faq], [hero, { ...text, title: 'Edited' }, faq]);
    expect(merge.conflicts).toContain('section:b');
  });

  it('takes the colleague’s new section and order when the user did not reorder', () => {
    const added: SectionInput = { id: 'd', type: 'banner', title: 'Sale' };
    const { list } = merged([{ ...hero, title: 'Snow!' }, text, faq], [added, hero, text, faq]);
    expect(list.map((s) => s.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(list[1]!.title).toBe('Snow!');
  });
});
