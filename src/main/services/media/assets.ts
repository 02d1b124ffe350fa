import type { MediaAssetView } from '@shared/contract/media';
import { mediaType } from '@shared/domain/media-limits';
import type { MediaAsset } from '../../erp/preview/media';

/** The ERP's asset as screens see it: every field, plus the kind that drives the type filter. */
export function toAssetView(a: MediaAsset): MediaAssetView {
  return {
    id: a.id,
    channelCode: a.channelCode,
    fileName: a.fileName,
    contentType: a.contentType ?? null,
    kind: (a.contentType && mediaType(a.contentType)?.kind) || null,
    fileSize: a.fileSize,
    width: a.width ?? null,
    height: a.height ?? null,
    folder: a.folder ?? null,
    folderId: a.folderId ?? null,
    folderPath: a.folderPath ?? null,
    title: a.title ?? null,
    altText: a.altText ?? null,
    caption: a.caption ?? null,
    url: a.url ?? null,
    createdDate: a.createdDate ?? null,
    modifiedDate: a.modifiedDate ?? null,
  };
}

/** The ERP's asset again from its view (the view adds only `kind`), as the replica stores it. */
export function assetOfView(view: MediaAssetView): MediaAsset {
  const { kind: _kind, ...asset } = view;
  return asset;
}
