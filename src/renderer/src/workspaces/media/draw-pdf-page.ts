import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
// The worker is a file of the app bundle, so it loads under script-src/worker-src 'self' (no blob:, no CDN).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The first page of a PDF drawn as a PNG data url `width` pixels wide (image sources allow data:).
 * Loaded only when a PDF is shown, so pdf.js stays out of the workspace's own chunk. The bytes
 * are handed over whole: pdf.js fetches nothing itself (the page's connect-src is 'none'), and
 * fonts the file does not embed are drawn with the system's fonts.
 */
export async function drawFirstPage(bytes: Uint8Array, width: number): Promise<string> {
  const task = getDocument({ data: bytes, useSystemFonts: true, stopAtErrors: false });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / unscaled.width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    // A white sheet, as paper looks in either colour scheme.
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
    return canvas.toDataURL('image/png');
  } finally {
    await task.destroy();
  }
}
