import type { MediaAssetView } from '@shared/contract/media';
import { PDF_PREVIEW_MAX_BYTES } from '@shared/domain/media-limits';

/** Grid tiles draw only small PDFs: a page of tiles must not pull tens of megabytes through main. */
export const PDF_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

export type PdfPreviewPlan = { draw: true } | { draw: false; reason: string };

/**
 * Whether the first page of a PDF is drawn, decided before any byte is read (row 159); when not,
 * the sentence the panel shows beside the icon and the link.
 */
export function pdfPreviewPlan(asset: Pick<MediaAssetView, 'kind' | 'url' | 'fileSize'>, maxBytes = PDF_PREVIEW_MAX_BYTES): PdfPreviewPlan {
  if (asset.kind !== 'pdf') return { draw: false, reason: 'This file is not a PDF.' };
  if (!asset.url) return { draw: false, reason: 'No preview: the ERP gave this file no address.' };
  if (asset.fileSize > maxBytes) return { draw: false, reason: `No preview: the PDF is larger than ${maxBytes / 1048576} MB.` };
  return { draw: true };
}

/** The sentence for a PDF whose first page could not be drawn after all (damaged, locked, unreadable). */
export const PDF_NOT_DRAWN = 'The first page could not be drawn; the PDF may be damaged or locked.';
