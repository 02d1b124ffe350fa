import { z } from 'zod';
import { labelSizeIds } from '../domain/labels/sizes';
import { symbologies } from '../domain/labels/content';
import { query } from './define';

/**
 * Labels and printing: the label size, symbology and printer the user chose once, kept by main
 * for the whole app (docs/api-assumptions.md 347), and printing the window's print sheet to that
 * printer without a dialog where the host can (Electron). Nothing here reaches the ERP.
 */
export const labelPreferencesSchema = z.object({
  size: z.enum(labelSizeIds),
  symbology: z.enum(symbologies),
  /** The printer chosen once (Electron); null: the system's default, through the print dialog. */
  printerName: z.string().max(300).nullable(),
  /** The user allowed printing to that printer without a dialog. */
  printSilently: z.boolean(),
});
export type LabelPreferences = z.infer<typeof labelPreferencesSchema>;

const pageMm = z.object({ width: z.number().min(10).max(1000), height: z.number().min(10).max(1000) }).strict();

export const printerSchema = z.object({ name: z.string(), displayName: z.string() });
export type Printer = z.infer<typeof printerSchema>;

export const labelCalls = {
  'labels.preferences': query('The label size, symbology and printer chosen on this computer', z.object({}).strict(), labelPreferencesSchema),
  'labels.setPreferences': query('Remember a label size, symbology or printer', labelPreferencesSchema.partial().strict(), labelPreferencesSchema, {
    size: 'Label size',
    symbology: 'Barcode',
    printerName: 'Printer',
    printSilently: 'Print without asking',
  }),
  'print.printers': query(
    'The printers this computer offers; none where the host cannot print without a dialog (the browser)',
    z.object({}).strict(),
    z.object({ direct: z.boolean(), printers: z.array(printerSchema) }),
  ),
  'print.sheet': query(
    "Print the window's print sheet (what it shows for print) on the chosen printer, or save it as PDF",
    z.object({ pageMm, to: z.enum(['printer', 'pdf']) }).strict(),
    z.object({ printed: z.boolean(), pdfBase64: z.string().nullable() }),
  ),
} as const;

/** The number and date format a document is written in: the screen's (a BCP 47 tag such as nb-NO). */
export const documentLocale = z
  .string()
  .max(40)
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  }, 'Number format: a language tag such as en-GB')
  .optional();

/** A document drawn as PDF by main, for the window to save or print. */
export const documentFileSchema = z.object({ fileName: z.string(), pdfBase64: z.string() });
export type DocumentFile = z.infer<typeof documentFileSchema>;
