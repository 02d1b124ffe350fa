import type { Page } from '@playwright/test';
import { decodeBarcodes } from '../../support/decode-barcode';

/** What the barcode in the label dialog's preview says, as a scanner delivers it: read from a picture of the screen. */
export async function previewScanned(page: Page): Promise<string[]> {
  // The preview is drawn afresh when the barcode changes: a picture taken while it is replaced reads nothing.
  const png = await page
    .getByTestId('label-preview')
    .getByTestId('label-barcode')
    .screenshot({ animations: 'disabled', scale: 'device', timeout: 2000 })
    .catch(() => null);
  if (!png) return [];
  return (await decodeBarcodes(new Uint8Array(png))).map((d) => d.scanned);
}
