import { toSVG } from 'bwip-js/generic';
import { bwipOptions, type BarcodeSpec } from './content';

/**
 * A barcode as an SVG document, drawn by bwip-js (Barcode Writer in Pure PostScript): vector, so
 * it prints sharp at any size. Only the renderer's print path imports this module, lazily.
 */
export function barcodeSvg(spec: BarcodeSpec): string {
  return toSVG(bwipOptions(spec));
}
