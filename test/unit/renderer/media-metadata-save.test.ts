import { describe, expect, it } from 'vitest';
import { metadataSave, type AssetMetadata } from '../../../src/renderer/src/workspaces/media/asset-metadata';
import { bulkDraftKey, bulkPatch, bulkStart } from '../../../src/renderer/src/workspaces/media/bulk-metadata';

const base: AssetMetadata = { title: 'Chair', altText: 'A chair', caption: '', modifiedDate: '2026-01-01T00:00:00Z' };

describe('saving media details', () => {
  it('sends only the texts the user changed, against the version edited', () => {
    const saved = metadataSave(base, { ...base, altText: 'A red chair' }, base, {});
    expect(saved.patch).toEqual({ altText: 'A red chair' });
    expect(saved.expectedModifiedDate).toBe(base.modifiedDate);
  });

  it("keeps a colleague's change to a field the user left alone, and measures against their version", () => {
    const current = { ...base, title: 'Armchair', modifiedDate: '2026-01-02T00:00:00Z' };
    const saved = metadataSave(base, { ...base, caption: 'Oak' }, current, {});
    expect(saved.patch).toEqual({ caption: 'Oak' });
    expect(saved.expectedModifiedDate).toBe(current.modifiedDate);
    expect(saved.merge.theirs).toContain('title');
  });

  it('asks about a field both changed: the user wins by default, and nothing of theirs is sent back when they win', () => {
    const current = { ...base, title: 'Armchair', modifiedDate: '2026-01-02T00:00:00Z' };
    const mine = { ...base, title: 'Stool', caption: 'Oak' };
    expect(metadataSave(base, mine, current, {}).merge.conflicts).toEqual(['title']);
    expect(metadataSave(base, mine, current, {}).patch).toEqual({ title: 'Stool', caption: 'Oak' });
    expect(metadataSave(base, mine, current, { title: 'theirs' }).patch).toEqual({ caption: 'Oak' });
  });
});

describe('bulk media details draft', () => {
  it('names the same selection the same way whatever order it was picked in, within a record key', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const key = bulkDraftKey('B2B-NO', ids);
    expect(bulkDraftKey('B2B-NO', [...ids].reverse())).toBe(key);
    expect(bulkDraftKey('B2B-NO', ids.slice(1))).not.toBe(key);
    expect(key.length).toBeLessThanOrEqual(200);
  });

  it('sends only the ticked texts; an empty ticked one clears it', () => {
    expect(bulkPatch({ ...bulkStart(['b', 'a']), changeTitle: true, title: '' })).toEqual({ title: '', altText: '' });
    expect(bulkPatch({ ...bulkStart(['a']), changeAltText: false })).toEqual({});
    expect(bulkStart(['b', 'a']).assetIds).toEqual(['a', 'b']);
  });
});
