import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetOutcome, LibraryPage, MediaFolderView } from '../../../src/shared/contract/media';
import { assetsNamed, CHANNEL, enqueue, fileOnDisk, pdfOfSize, settled, smallPng, startApp, uniqueName, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
}, 60_000);
afterAll(() => h.core.close());

async function uploaded(names: string[], bytes: (i: number) => Buffer, folder = 'Content') {
  const items = await enqueue(h, await Promise.all(names.map(async (n, i) => ({ path: await fileOnDisk(n, bytes(i)) }))), { folder });
  return (
    await settled(
      h,
      items.map((i) => i.itemId),
    )
  ).map((i) => i.asset!);
}

describe('Media library', () => {
  it('lists newest first with search, folder and kind, paged', async () => {
    const stem = uniqueName('catalogue', 'x').replace(/\.x$/, '');
    const [png] = await uploaded([`${stem}-a.png`], (i) => smallPng(i + 40), 'Banner');
    const [pdf] = await uploaded([`${stem}-b.pdf`], () => pdfOfSize(4096), 'Banner');
    const all = await h.call<LibraryPage>('media.library', { channelCode: CHANNEL, search: stem, folder: 'Banner' });
    expect(all.items.map((a) => a.id)).toEqual([pdf!.id, png!.id]);
    const pdfs = await h.call<LibraryPage>('media.library', { channelCode: CHANNEL, search: stem, kind: 'pdf' });
    expect(pdfs).toMatchObject({ totalCount: 1, items: [{ id: pdf!.id, kind: 'pdf' }] });
    const first = await h.call<LibraryPage>('media.library', { channelCode: CHANNEL, search: stem, pageSize: 1 });
    expect(first).toMatchObject({ totalCount: 2, hasNextPage: true, items: [{ id: pdf!.id }] });
    const elsewhere = await h.call<LibraryPage>('media.library', { channelCode: CHANNEL, search: stem, folder: 'Hero' });
    expect(elsewhere.items).toEqual([]);
  });

  it('knows the five roots and the subfolders the assets reveal', async () => {
    const { folders } = await h.call<{ folders: MediaFolderView[] }>('media.folders', { channelCode: CHANNEL });
    expect(folders.slice(0, 5).map((f) => f.folderPath)).toEqual(['Hero', 'Banner', 'Sections', 'Content', 'Documents']);
    const sub = folders.slice(5);
    expect(sub.length).toBeGreaterThan(0);
    expect(sub.every((f) => f.folderId && f.folderPath.includes('/'))).toBe(true);
  });

  it('sets title and alt text on many assets at once; an asset that fails does not stop the others', async () => {
    const names = [0, 1, 2].map(() => uniqueName('bulk', 'png'));
    const assets = await uploaded(names, (i) => smallPng(i + 60));
    const missing = '00000000-0000-4000-8000-000000000000';
    const { outcomes } = await h.call<{ outcomes: AssetOutcome[] }>('media.updateMany', {
      channelCode: CHANNEL,
      assetIds: [...assets.map((a) => a.id), missing],
      patch: { title: 'Autumn sale', altText: 'Red leaves on a shelf' },
    });
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]!.error?.codes).toContain('ChannelMediaAsset.NotFound');
    for (const name of names) expect(await assetsNamed(name)).toMatchObject([{ title: 'Autumn sale', altText: 'Red leaves on a shelf' }]);

    const cleared = await h.call<{ title: string | null; altText: string | null }>('media.update', {
      channelCode: CHANNEL,
      assetId: assets[0]!.id,
      patch: { title: '' },
    });
    expect(cleared).toMatchObject({ title: null, altText: 'Red leaves on a shelf' });
  });

  it('refuses an edit made on a copy someone else changed meanwhile, keeping their change; the next edit against the new copy goes through', async () => {
    const [asset] = await uploaded([uniqueName('guarded', 'png')], (i) => smallPng(i + 70));
    const opened = asset!.modifiedDate;
    const theirs = await h.call<{ modifiedDate: string }>('media.update', { channelCode: CHANNEL, assetId: asset!.id, patch: { altText: 'Theirs' } });
    const refused = await h.raw('media.update', { channelCode: CHANNEL, assetId: asset!.id, patch: { altText: 'Mine' }, expectedModifiedDate: opened });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatchObject({ kind: 'conflict', codes: ['ChannelMediaAsset.Modified'] });
    expect(refused.error.detail).toContain(asset!.fileName);
    expect(await assetsNamed(asset!.fileName)).toMatchObject([{ altText: 'Theirs' }]);
    const saved = await h.call<{ altText: string }>('media.update', {
      channelCode: CHANNEL,
      assetId: asset!.id,
      patch: { altText: 'Mine' },
      expectedModifiedDate: theirs.modifiedDate,
    });
    expect(saved.altText).toBe('Mine');
  });

  it('refuses a title longer than the ERP allows, naming the field as the screen shows it', async () => {
    const refused = await h.raw('media.updateMany', { channelCode: CHANNEL, assetIds: ['x'], patch: { title: 'x'.repeat(201) } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.fieldErrors[0]?.message).toBe('Title is at most 200 characters');
  });

  it('deletes many assets; each one reports its own outcome', async () => {
    const names = [0, 1].map(() => uniqueName('remove', 'png'));
    const assets = await uploaded(names, (i) => smallPng(i + 80));
    const { outcomes } = await h.call<{ outcomes: AssetOutcome[] }>('media.remove', { channelCode: CHANNEL, assetIds: assets.map((a) => a.id) });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    for (const name of names) expect(await assetsNamed(name)).toEqual([]);
    const again = await h.call<{ outcomes: AssetOutcome[] }>('media.remove', { channelCode: CHANNEL, assetIds: [assets[0]!.id] });
    expect(again.outcomes[0]).toMatchObject({ ok: false, error: { codes: ['ChannelMediaAsset.NotFound'] } });
  });
});
