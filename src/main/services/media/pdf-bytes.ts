import { AppError } from '@shared/errors';
import { PDF_PREVIEW_MAX_BYTES } from '@shared/domain/media-limits';
import type { MediaAssetView } from '@shared/contract/media';

const READ_TIMEOUT_MS = 20_000;

const cannotPreview = (detail: string) => new AppError({ kind: 'validation', title: 'No preview of this PDF', detail });

/**
 * The bytes of a PDF asset, read from its public url (row 154: no key is sent) for the details
 * panel to draw its first page (row 159). Main reads it because the page may not fetch anything
 * itself (connect-src 'none'); the url is the one the ERP gave for the asset, never one the page
 * names. At most maxBytes: a longer answer is cut off and refused, whatever its size said.
 */
export async function readPdfBytes(asset: MediaAssetView, maxBytes = PDF_PREVIEW_MAX_BYTES, fetcher: typeof fetch = fetch): Promise<Uint8Array> {
  if (asset.kind !== 'pdf') throw cannotPreview(`${asset.fileName} is not a PDF.`);
  if (!asset.url || !/^https?:\/\//i.test(asset.url)) throw cannotPreview('The ERP gave this file no web address.');
  const tooLarge = () => cannotPreview(`${asset.fileName} is larger than ${maxBytes / 1048576} MB, the most the preview reads.`);
  if (asset.fileSize > maxBytes) throw tooLarge();

  const response = await fetcher(asset.url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }).catch(() => {
    throw new AppError({ kind: 'network', title: 'The PDF could not be read', detail: 'Its address did not answer.' });
  });
  if (!response.ok || !response.body) {
    throw new AppError({ kind: 'unavailable', title: 'The PDF could not be read', detail: `Its address answered ${response.status}.` });
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, length);
}
