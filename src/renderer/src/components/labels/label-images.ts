import { barcodeFor, type LabelData, type Symbology } from '@shared/domain/labels';

/** A label ready to draw: its data, and its barcode as an SVG data url (or why it has none). */
export interface DrawnLabel {
  key: string;
  data: LabelData;
  image: { ok: true; src: string; twoDimensional: boolean } | { ok: false; message: string; field: string };
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Draws the labels' barcodes. bwip-js is imported here, on first use, so it stays out of the
 * workspaces' own chunks; equal labels share one drawing, and the work yields to the screen
 * between labels, so a sheet of many labels never freezes the window.
 */
export async function drawLabels(labels: readonly LabelData[], symbology: Symbology, today: string, onProgress: (done: number) => void): Promise<DrawnLabel[]> {
  const { barcodeSvg } = await import('@shared/domain/labels/barcode-svg');
  const drawn = new Map<string, DrawnLabel['image']>();
  const out: DrawnLabel[] = [];
  for (const [i, data] of labels.entries()) {
    const id = JSON.stringify(data);
    let image = drawn.get(id);
    if (!image) {
      const result = barcodeFor(data, symbology, today);
      image = result.ok
        ? { ok: true, src: svgUrl(barcodeSvg(result.spec)), twoDimensional: result.spec.twoDimensional }
        : { ok: false, message: result.problem.message, field: result.problem.field };
      drawn.set(id, image);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    out.push({ key: `${i}`, data, image });
    onProgress(i + 1);
  }
  return out;
}
