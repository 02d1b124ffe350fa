import { AppError } from '@shared/errors';
import type { HandlerGroup } from '../../hosts/dispatcher';

type LabelCalls = 'labels.preferences' | 'labels.setPreferences' | 'print.printers' | 'print.sheet';

const noDirectPrinting = () =>
  new AppError({
    kind: 'notOffered',
    title: 'This window prints through the browser',
    detail: 'Printing without a dialog needs the desktop app; use the browser’s print instead.',
  });

/** The label choices remembered on this computer, and direct printing where the host offers it (row 347). */
export const labelHandlers: HandlerGroup<LabelCalls> = {
  'labels.preferences': async (ctx) => ctx.labelPreferences.get(),
  'labels.setPreferences': async (ctx, change) => ctx.labelPreferences.set(change),
  'print.printers': async (ctx) => (ctx.printer ? { direct: true, printers: await ctx.printer.printers() } : { direct: false, printers: [] }),
  'print.sheet': async (ctx, { pageMm, to }) => {
    if (!ctx.printer) throw noDirectPrinting();
    if (to === 'pdf') return { printed: true, pdfBase64: Buffer.from(await ctx.printer.toPdf(pageMm)).toString('base64') };
    const { printerName, printSilently } = ctx.labelPreferences.get();
    const printed = await ctx.printer.print({ pageMm, deviceName: printerName, silent: printSilently && printerName !== null });
    return { printed, pdfBase64: null };
  },
};
