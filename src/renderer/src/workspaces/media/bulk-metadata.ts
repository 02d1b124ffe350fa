import type { MetadataPatch } from '@shared/contract/media';

/** The bulk edit's form: which texts to set on every file, and the files it was opened on. */
export type BulkMetadata = {
  assetIds: string[];
  changeTitle: boolean;
  title: string;
  changeAltText: boolean;
  altText: string;
};

export function bulkStart(assetIds: string[]): BulkMetadata {
  return { assetIds: [...assetIds].sort(), changeTitle: false, title: '', changeAltText: true, altText: '' };
}

/** Only the ticked texts are sent; an empty one clears it on every file. */
export function bulkPatch(form: BulkMetadata): MetadataPatch {
  return { ...(form.changeTitle ? { title: form.title } : {}), ...(form.changeAltText ? { altText: form.altText } : {}) };
}

/** FNV-1a: a short, stable name for a set of ids far longer than a record key may be. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * The same selection gets the same draft whatever order it was picked in. Up to 500 ids do not
 * fit a record key (200 characters), so the key names the set by count and hash; the ids
 * themselves are in the draft's value, which is how the Drafts list reopens it.
 */
export function bulkDraftKey(channelCode: string, assetIds: string[]): string {
  return `${channelCode}/${assetIds.length}-files-${fnv1a([...assetIds].sort().join('\n'))}`;
}
