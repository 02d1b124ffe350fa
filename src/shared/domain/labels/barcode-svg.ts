import { code128, datamatrix, drawingSVG, gs1_128, gs1datamatrix, gs1qrcode, qrcode } from 'bwip-js/generic';
import { bwipOptions, type BarcodeSpec } from './content';

/** Only the encoders labels use, so the bundler leaves bwip-js's other hundred symbologies out. */
const encoders = { 'gs1-128': gs1_128, gs1datamatrix, gs1qrcode, code128, datamatrix, qrcode } as const;

/**
 * A barcode as an SVG document, drawn by bwip-js (Barcode Writer in Pure PostScript): vector, so
 * it prints sharp at any size. Only the renderer's print path imports this module, lazily.
 */
export function barcodeSvg(spec: BarcodeSpec): string {
  return encoders[spec.bcid](bwipOptions(spec), drawingSVG());
}
