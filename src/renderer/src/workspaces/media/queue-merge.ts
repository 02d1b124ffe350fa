import type { UploadItem } from '@shared/contract/media';

/**
 * Events and a call's answer race each other: of two copies of an item the one with the higher
 * revision wins. `whole`: `next` is the entire queue, so items missing from it were cleared.
 */
export function newest(known: Map<string, UploadItem>, next: UploadItem[], whole: boolean): Map<string, UploadItem> {
  const items = whole ? new Map<string, UploadItem>() : new Map(known);
  for (const item of next) {
    const before = known.get(item.itemId);
    items.set(item.itemId, before && before.revision > item.revision ? before : item);
  }
  return items;
}
