import { z } from 'zod';
import { isoDate } from './bounds';

/** A scanned label or barcode as the scanner typed it, and the user's today (the century rule, expiry warnings). */
export const scannedLabelInput = z.object({
  code: z.string().min(1, 'Scan a label').max(1000, 'A scanned label is at most 1000 characters'),
  today: isoDate('Today'),
});

/**
 * What a GS1 label says of the goods besides its GTIN (docs/api-assumptions.md 323, 324): the
 * stock lookup and the receipt both read it, each adding what it needs.
 */
export const labelFactsSchema = z.object({
  batchNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** Sentences about a label that is valid but deserves a look (an expiry already passed). */
  warnings: z.array(z.string()),
});
