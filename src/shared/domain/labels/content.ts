import { gtinKind } from '../barcode';
import { parseGs1 } from '../gs1';

/**
 * What a label says and how its barcode encodes it (docs/api-assumptions.md 348). Pure: the
 * barcode itself is drawn by `barcode-svg.ts`, loaded only where labels are printed.
 */
export const symbologies = ['gs1-128', 'gs1-datamatrix', 'gs1-qr', 'code128', 'datamatrix', 'qr'] as const;
export type Symbology = (typeof symbologies)[number];

export const symbologyNames: Readonly<Record<Symbology, string>> = {
  'gs1-128': 'GS1-128',
  'gs1-datamatrix': 'GS1 DataMatrix',
  'gs1-qr': 'GS1 QR',
  code128: 'Code 128',
  datamatrix: 'DataMatrix',
  qr: 'QR',
};

export const isGs1Symbology = (s: Symbology): boolean => s.startsWith('gs1-');
export const DEFAULT_SYMBOLOGY: Symbology = 'code128';

/** One label: an item, and the batch or serial it is for. Dates ISO (yyyy-mm-dd). */
export interface LabelData {
  itemNumber: string;
  itemName: string | null;
  /** GTIN-8, -12, -13 or -14, when known (a scanned label's; the ERP's API reads none, row 348). */
  gtin: string | null;
  batchNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
}

/** The bwip-js encoder and its text for a label. */
export interface BarcodeSpec {
  bcid: 'gs1-128' | 'gs1datamatrix' | 'gs1qrcode' | 'code128' | 'datamatrix' | 'qrcode';
  /** GS1 symbologies: the bracketed element string, "(01)…(10)…"; others: the text itself. */
  text: string;
  /** Two-dimensional symbols are square; linear ones are drawn wide and low. */
  twoDimensional: boolean;
}

export type LabelProblem = { field: 'gtin' | 'batchNumber' | 'serialNumber' | 'expiryDate'; message: string };
export type BarcodeResult = { ok: true; spec: BarcodeSpec } | { ok: false; problem: LabelProblem };

const BCID: Readonly<Record<Symbology, BarcodeSpec['bcid']>> = {
  'gs1-128': 'gs1-128',
  'gs1-datamatrix': 'gs1datamatrix',
  'gs1-qr': 'gs1qrcode',
  code128: 'code128',
  datamatrix: 'datamatrix',
  qr: 'qrcode',
};

/** GS1's 82 characters allowed in batch and serial numbers (General Specifications 7.11, Figure 7.11-1). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/;

function gs1Value(field: 'batchNumber' | 'serialNumber', value: string): LabelProblem | null {
  if (CSET82.test(value)) return null;
  const what = field === 'batchNumber' ? 'Batch' : 'Serial number';
  return { field, message: `${what} ${value} cannot go into a GS1 barcode: at most 20 letters, digits and GS1's punctuation (no spaces).` };
}

/**
 * The GS1 element string of a label, bracketed: GTIN (01) padded to 14 digits, expiry (17) as
 * YYMMDD, then batch (10) and serial (21). Read back through the app's GS1 parser before use, so a
 * label the floor's scanners would refuse is never printed.
 */
export function gs1ElementString(data: LabelData, today: string): { ok: true; text: string } | { ok: false; problem: LabelProblem } {
  const gtin = data.gtin?.trim() ?? '';
  if (!gtin) return { ok: false, problem: { field: 'gtin', message: 'A GS1 barcode needs the item’s GTIN: scan its GS1 label or type the GTIN.' } };
  if (!gtinKind(gtin)) return { ok: false, problem: { field: 'gtin', message: `${gtin} is not a GTIN: 8, 12, 13 or 14 digits ending in their check digit.` } };
  for (const field of ['batchNumber', 'serialNumber'] as const) {
    const value = data[field];
    const problem = value ? gs1Value(field, value) : null;
    if (problem) return { ok: false, problem };
  }
  const parts = [`(01)${gtin.padStart(14, '0')}`];
  if (data.expiryDate) parts.push(`(17)${data.expiryDate.slice(2, 4)}${data.expiryDate.slice(5, 7)}${data.expiryDate.slice(8, 10)}`);
  if (data.batchNumber) parts.push(`(10)${data.batchNumber}`);
  if (data.serialNumber) parts.push(`(21)${data.serialNumber}`);
  const text = parts.join('');
  const read = parseGs1(text, { today });
  if (!read.ok) return { ok: false, problem: { field: 'gtin', message: read.problem.message } };
  if (data.expiryDate && read.data.expiry !== data.expiryDate) {
    return {
      ok: false,
      problem: { field: 'expiryDate', message: `Expiry ${data.expiryDate} cannot be written as a GS1 date (YYMMDD reads it back as ${read.data.expiry}).` },
    };
  }
  return { ok: true, text };
}

/** How one label's barcode encodes it; a GS1 symbology refuses a label it cannot carry, naming the field. */
export function barcodeFor(data: LabelData, symbology: Symbology, today: string): BarcodeResult {
  const bcid = BCID[symbology];
  const twoDimensional = symbology !== 'gs1-128' && symbology !== 'code128';
  if (!isGs1Symbology(symbology)) return { ok: true, spec: { bcid, text: data.itemNumber, twoDimensional } };
  const gs1 = gs1ElementString(data, today);
  return gs1.ok ? { ok: true, spec: { bcid, text: gs1.text, twoDimensional } } : gs1;
}

/** bwip-js's options for a barcode: one place, so the printed symbol and the one tests decode are drawn alike. */
export function bwipOptions(spec: BarcodeSpec) {
  return {
    bcid: spec.bcid,
    // GS1 data is given bracketed: bwip-js places FNC1 where each variable-length element ends.
    text: spec.text,
    scale: 3,
    ...(spec.twoDimensional ? {} : { height: 8 }),
    includetext: false,
    paddingwidth: spec.twoDimensional ? 2 : 8,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  };
}

/** The words printed beside the barcode, in reading order; `day` writes a date as the screens do. */
export function labelLines(data: LabelData, day: (isoDate: string) => string): string[] {
  return [
    data.itemName ?? '',
    data.batchNumber ? `Batch ${data.batchNumber}` : '',
    data.serialNumber ? `Serial ${data.serialNumber}` : '',
    data.expiryDate ? `Expiry ${day(data.expiryDate)}` : '',
  ].filter(Boolean);
}
