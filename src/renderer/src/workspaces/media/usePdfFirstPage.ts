import { useQuery } from '@tanstack/react-query';
import type { MediaAssetView } from '@shared/contract/media';
import type { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { queryKeyOf } from '../../api/hooks';
import { pdfPreviewPlan } from './pdf-preview-plan';

/** Drawn once at this width and scaled down by CSS: the panel and the tile share one picture. */
const DRAWN_WIDTH = 640;

/**
 * The first page of a PDF asset as an image url, or why there is none. The bytes come through
 * main (media.pdfBytes); pdf.js is imported only here, on first use. Cached per asset version.
 */
export function usePdfFirstPage(channelCode: string, asset: MediaAssetView, maxBytes?: number) {
  const plan = pdfPreviewPlan(asset, maxBytes);
  const drawn = useQuery<string, AppError | Error>({
    queryKey: queryKeyOf('media.pdfBytes', { channelCode, assetId: asset.id }, 'firstPage', asset.modifiedDate, asset.fileSize),
    queryFn: async () => {
      const { base64 } = await call('media.pdfBytes', { channelCode, assetId: asset.id });
      const { drawFirstPage } = await import('./draw-pdf-page');
      return drawFirstPage(
        Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
        DRAWN_WIDTH,
      );
    },
    enabled: plan.draw,
    retry: false,
    staleTime: Infinity,
  });
  return { plan, drawn };
}
