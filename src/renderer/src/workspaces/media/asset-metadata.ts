import type { MediaAssetView, MetadataPatch } from '@shared/contract/media';
import { changedFields, rebase, threeWay, type ThreeWay } from '@shared/domain/merge-patch';
import type { Winners } from '../../drafts/ChangedMeanwhile';

/**
 * The details panel's form: the three texts, and the `modifiedDate` of the copy they were
 * edited against (row 157: main refuses an edit of a copy someone changed meanwhile).
 */
export type AssetMetadata = {
  title: string;
  altText: string;
  caption: string;
  modifiedDate: string | null;
};

export const metadataFields = [
  { key: 'title', label: 'Title' },
  { key: 'altText', label: 'Alt text' },
  { key: 'caption', label: 'Caption' },
] as const;

/** One asset's details draft per channel: an id alone does not say which library it is in. */
export const metadataDraftKey = (channelCode: string, assetId: string): string => `${channelCode}/${assetId}`;

export function metadataOf(asset: MediaAssetView): AssetMetadata {
  return { title: asset.title ?? '', altText: asset.altText ?? '', caption: asset.caption ?? '', modifiedDate: asset.modifiedDate };
}

const texts = ({ title, altText, caption }: AssetMetadata) => ({ title, altText, caption });

export interface MetadataSave {
  /** Only the texts that differ from the asset as it is now: what the user changed, and won. */
  patch: MetadataPatch;
  /** The version the patch is measured against. */
  expectedModifiedDate: string | null;
  merge: ThreeWay<AssetMetadata>;
}

/**
 * What saving the form sends: the user's edit (`base` → `mine`) met with the asset as it is now;
 * a colleague's change to a field the user left alone is kept, and a field both changed goes the
 * way `winners` says (the user's by default).
 */
export function metadataSave(base: AssetMetadata, mine: AssetMetadata, current: AssetMetadata, winners: Winners): MetadataSave {
  const merge = threeWay(base, mine, current);
  const target = rebase(mine, current, merge, winners as Partial<Record<keyof AssetMetadata, 'mine' | 'theirs'>>);
  return { patch: changedFields(texts(current), texts(target)), expectedModifiedDate: current.modifiedDate, merge };
}
