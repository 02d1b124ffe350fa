import { createHash } from 'node:crypto';
import { MEDIA_FOLDERS, type MediaFolder } from '@shared/domain/media-limits';
import { contentTag } from '../media/files';
import { readSize } from '@shared/domain/media-sniff';
import type { MediaAssetRecord, MediaFolderRecord } from '../media/types';
import { DAY_MS } from '../rules/timestamps';
import { nextCreated, type Store } from '../store';
import { jpegBytes, pdfBytes, pngBytes, svgBytes, type Rgb } from './media-bytes';
import type { Prng } from './prng';

const HOUR_MS = 3_600_000;

/**
 * The media library of each channel: the five root folders, a few subfolders, and a handful of
 * small real files in every folder (docs/api-assumptions.md 141). Files are kept in memory.
 */
const SUBFOLDERS: Partial<Record<MediaFolder, string[][]>> = {
  Hero: [['Campaigns'], ['Campaigns', 'Winter']],
  Content: [['Blog'], ['Blog', '2025']],
  Documents: [['Manuals']],
};

const PALETTE: { name: string; rgb: Rgb; hex: string }[] = [
  { name: 'fjord', rgb: [42, 111, 151], hex: '#2a6f97' },
  { name: 'moss', rgb: [82, 121, 65], hex: '#527941' },
  { name: 'ember', rgb: [202, 84, 49], hex: '#ca5431' },
  { name: 'slate', rgb: [71, 85, 105], hex: '#475569' },
];

type Make = (p: Prng, i: number) => { fileName: string; bytes: Buffer; contentType: string; title: string; altText: string | null };

const MAKERS: Record<MediaFolder, Make> = {
  Hero: (p, i) => photo(p, i, 'hero', 240, 90),
  Banner: (p, i) => photo(p, i, 'banner', 192, 48),
  Sections: (p, i) => {
    const c = p.pick(PALETTE);
    return {
      fileName: `icon-${c.name}-${i + 1}.svg`,
      bytes: svgBytes(48, 48, c.hex, String(i + 1)),
      contentType: 'image/svg+xml',
      title: `Section icon ${i + 1}`,
      altText: `${c.name} icon`,
    };
  },
  Content: (p, i) => photo(p, i, 'content', 120, 80),
  Documents: (p, i) => {
    const title = p.pick(['Size guide', 'Care instructions', 'Warranty terms', 'Product sheet']);
    return {
      fileName: `${title.toLowerCase().replace(/\s+/g, '-')}-${i + 1}.pdf`,
      bytes: pdfBytes(title),
      contentType: 'application/pdf',
      title,
      altText: null,
    };
  },
};

function photo(p: Prng, i: number, kind: string, width: number, height: number) {
  const c = p.pick(PALETTE);
  const png = i % 2 === 0;
  return {
    fileName: `${kind}-${c.name}-${i + 1}.${png ? 'png' : 'jpg'}`,
    bytes: png ? pngBytes(width, height, c.rgb, p.pick(PALETTE).rgb) : jpegBytes(width, height, c.rgb),
    contentType: png ? 'image/png' : 'image/jpeg',
    title: `${kind[0]?.toUpperCase()}${kind.slice(1)} ${c.name} ${i + 1}`,
    altText: p.chance(0.7) ? `${c.name} coloured ${kind} picture` : null,
  };
}

/** `total`, when given, replaces the few files per folder with that many over all folders of all channels. */
export function seedMedia(store: Store, p: Prng, anchor: number, total?: number): void {
  const all: MediaFolderRecord[] = [];
  for (const channel of store.channels.values()) {
    const folders: MediaFolderRecord[] = [];
    for (const root of MEDIA_FOLDERS) {
      const top: MediaFolderRecord = { id: p.uuid(), channelCode: channel.channelCode, root, parentId: null, path: root };
      folders.push(top);
      for (const segments of SUBFOLDERS[root] ?? []) {
        const parent = folders.find((f) => f.path === [root, ...segments.slice(0, -1)].join('/')) ?? top;
        folders.push({ id: p.uuid(), channelCode: channel.channelCode, root, parentId: parent.id, path: [root, ...segments].join('/') });
      }
    }
    for (const folder of folders) {
      store.media.folders.set(folder.id, folder);
      if (total !== undefined) continue;
      const count = p.int(2, 3);
      for (let i = 0; i < count; i++) addAsset(store, p, anchor, folder, MAKERS[folder.root](p, i));
    }
    all.push(...folders);
  }
  if (total !== undefined) seedManyFiles(store, p, anchor, all, total);
}

const CONTENTS_PER_KIND = 4;

/**
 * Many files for benchmarks, dealt over the folders in turn: a few contents per folder kind are
 * made once and shared (as the same picture uploaded under several names), so 30,000 files
 * take little time and memory; names and titles are each file's own.
 */
function seedManyFiles(store: Store, p: Prng, anchor: number, folders: MediaFolderRecord[], total: number): void {
  const made = new Map<string, ReturnType<Make>>();
  for (let n = 0; n < total; n++) {
    const folder = folders[n % folders.length] as MediaFolderRecord;
    const i = Math.floor(n / folders.length);
    const key = `${folder.root}:${i % CONTENTS_PER_KIND}`;
    let file = made.get(key);
    if (!file) made.set(key, (file = MAKERS[folder.root](p, i % CONTENTS_PER_KIND)));
    const dot = file.fileName.lastIndexOf('.');
    addAsset(store, p, anchor, folder, {
      ...file,
      fileName: `${file.fileName.slice(0, dot)}-${n + 1}${file.fileName.slice(dot)}`,
      title: `${file.title} (${n + 1})`,
    });
  }
}

function addAsset(store: Store, p: Prng, anchor: number, folder: MediaFolderRecord, file: ReturnType<Make>): void {
  const createdDate = anchor - p.int(1, 200) * DAY_MS - p.int(0, DAY_MS - 1);
  const size = readSize(file.contentType, file.bytes);
  const asset: MediaAssetRecord = {
    id: p.uuid(),
    channelCode: folder.channelCode,
    folderId: folder.id,
    fileName: file.fileName,
    contentType: file.contentType,
    fileSize: file.bytes.length,
    width: size?.width ?? null,
    height: size?.height ?? null,
    title: file.title,
    altText: file.altText,
    caption: null,
    contentTag: contentTag(createHash('sha256').update(file.bytes).digest()),
    content: { bytes: file.bytes },
    createdDate,
    created: nextCreated(store),
    // A change that would lie in the future is put in the last hour instead, at an instant of its own
    // (from the file's creation time), as real edits are: not hundreds in one millisecond.
    modifiedDate: p.chance(0.3) ? Math.min(anchor - 60_000 - (createdDate % HOUR_MS), createdDate + p.int(1, 30) * DAY_MS) : null,
  };
  store.media.assets.set(asset.id, asset);
}
