import type { WebContents } from 'electron';
import type { SheetPrinter } from '../context';

/** Electron takes page sizes in microns. */
const microns = (mm: number) => Math.round(mm * 1000);

/**
 * The Electron side of printing (row 347): the window's print sheet (its print stylesheet shows
 * only the labels or document) to the chosen printer, without a dialog when the user allowed it,
 * and as PDF for saving. Not exercised by the tests, which run the browser host.
 */
export function electronPrinter(contents: () => WebContents | undefined): SheetPrinter {
  const target = () => {
    const found = contents();
    if (!found) throw new Error('The window is not open');
    return found;
  };
  return {
    printers: async () => (await target().getPrintersAsync()).map((p) => ({ name: p.name, displayName: p.displayName || p.name })),
    print: ({ pageMm, deviceName, silent }) =>
      new Promise((resolve, reject) => {
        target().print(
          {
            silent,
            printBackground: true,
            margins: { marginType: 'none' },
            pageSize: { width: microns(pageMm.width), height: microns(pageMm.height) },
            ...(deviceName ? { deviceName } : {}),
          },
          (success, reason) => (success || reason === 'Print job canceled' || reason === 'cancelled' ? resolve(success) : reject(new Error(reason))),
        );
      }),
    toPdf: async (pageMm) =>
      target().printToPDF({
        printBackground: true,
        margins: { top: 0, right: 0, bottom: 0, left: 0 },
        pageSize: { width: pageMm.width / 25.4, height: pageMm.height / 25.4 },
      }),
  };
}
