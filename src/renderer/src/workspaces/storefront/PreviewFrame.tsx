import { useDeferredValue, useMemo } from 'react';
import type { AssortmentRow, Branding, ChannelView } from '@shared/contract/storefront';
import { previewDocument } from './preview-document';

/**
 * The storefront page in an isolated frame: `sandbox=""` gives it no scripts, forms or same
 * origin; the document's own policy blocks every request but the products' pictures from the
 * channel's media. Deferred, so typing stays smooth.
 */
export function PreviewFrame({ branding, channel, rows, height = 560 }: { branding: Branding; channel: ChannelView; rows: AssortmentRow[]; height?: number }) {
  const deferred = useDeferredValue(branding);
  const html = useMemo(() => previewDocument(deferred, channel, rows), [deferred, channel, rows]);
  return (
    <iframe
      title={`Storefront preview of ${channel.name ?? channel.channelCode}`}
      sandbox=""
      srcDoc={html}
      data-testid="storefront-preview"
      style={{ width: '100%', height, border: 0, display: 'block' }}
    />
  );
}
