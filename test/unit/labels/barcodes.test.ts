import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { barcodeSvg } from '../../../src/shared/domain/labels/barcode-svg';
import { barcodeFor, bwipOptions, symbologies, type LabelData, type Symbology } from '../../../src/shared/domain/labels';
import { parseGs1 } from '../../../src/shared/domain/gs1';
import { decodeBarcodes } from '../../support/decode-barcode';

const today = '2026-11-26';
const batchLabel: LabelData = {
  itemNumber: 'TENT-2P-0042',
  itemName: 'Fjellduk 2-person tent',
  gtin: '7090012000429',
  batchNumber: 'B2026-07/A',
  expiryDate: '2028-06-30',
  serialNumber: null,
};
const serialLabel: LabelData = { ...batchLabel, batchNumber: null, expiryDate: null, serialNumber: 'SN-000981' };

const formats: Record<Symbology, string> = {
  'gs1-128': 'Code128',
  'gs1-datamatrix': 'DataMatrix',
  'gs1-qr': 'QRCode',
  code128: 'Code128',
  datamatrix: 'DataMatrix',
  qr: 'QRCode',
};

/** The barcode drawn with the very options the label's SVG is drawn with, as a PNG, read back. */
async function printedAndRead(data: LabelData, symbology: Symbology) {
  const result = barcodeFor(data, symbology, today);
  if (!result.ok) throw new Error(result.problem.message);
  const png = await bwipjs.toBuffer(bwipOptions(result.spec));
  const decoded = await decodeBarcodes(new Uint8Array(png));
  expect(decoded, `${symbology} holds one barcode`).toHaveLength(1);
  expect(decoded[0]!.format).toBe(formats[symbology]);
  return { spec: result.spec, scanned: decoded[0]!.scanned };
}

describe('label barcodes decode back to their data', () => {
  it.each(symbologies.filter((s) => !s.startsWith('gs1-')))('%s carries the item number, as the stock lookup scans it', async (symbology) => {
    const { scanned } = await printedAndRead(batchLabel, symbology);
    // ]C0, ]d1, ]Q1: the plain symbologies' identifiers; the data is the item number alone.
    expect(scanned.slice(3)).toBe('TENT-2P-0042');
  });

  it.each(symbologies.filter((s) => s.startsWith('gs1-')))('%s of a batch reads back through the GS1 parser as GTIN, batch and expiry', async (symbology) => {
    const { scanned } = await printedAndRead(batchLabel, symbology);
    expect(scanned.slice(0, 3)).toBe({ 'gs1-128': ']C1', 'gs1-datamatrix': ']d2', 'gs1-qr': ']Q3' }[symbology as string]);
    const read = parseGs1(scanned, { today });
    expect(read.ok && read.data).toMatchObject({ gtin: '07090012000429', batch: 'B2026-07/A', expiry: '2028-06-30' });
    expect(read.ok && read.data.serial).toBeUndefined();
  });

  it.each(['gs1-128', 'gs1-datamatrix'] as const)('%s of a serial reads back with its serial number', async (symbology) => {
    const { scanned } = await printedAndRead(serialLabel, symbology);
    const read = parseGs1(scanned, { today });
    expect(read.ok && read.data).toMatchObject({ gtin: '07090012000429', serial: 'SN-000981' });
  });

  it('draws the same symbol as vector SVG for printing', () => {
    const result = barcodeFor(batchLabel, 'gs1-datamatrix', today);
    const svg = result.ok ? barcodeSvg(result.spec) : '';
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });
});

describe('labels a GS1 barcode cannot carry are refused, naming the field', () => {
  it('wants a GTIN', () => {
    expect(barcodeFor({ ...batchLabel, gtin: null }, 'gs1-128', today)).toMatchObject({ ok: false, problem: { field: 'gtin' } });
  });

  it('refuses a GTIN whose check digit is wrong', () => {
    expect(barcodeFor({ ...batchLabel, gtin: '7090012000428' }, 'gs1-qr', today)).toMatchObject({
      ok: false,
      problem: { field: 'gtin', message: '7090012000428 is not a GTIN: 8, 12, 13 or 14 digits ending in their check digit.' },
    });
  });

  it('refuses a batch with a space or over 20 characters', () => {
    expect(barcodeFor({ ...batchLabel, batchNumber: 'LOT 7' }, 'gs1-128', today)).toMatchObject({ ok: false, problem: { field: 'batchNumber' } });
    expect(barcodeFor({ ...batchLabel, batchNumber: 'B'.repeat(21) }, 'gs1-128', today)).toMatchObject({ ok: false, problem: { field: 'batchNumber' } });
  });

  it('refuses an expiry the two-digit GS1 year cannot reach from today', () => {
    expect(barcodeFor({ ...batchLabel, expiryDate: '2090-01-31' }, 'gs1-128', today)).toMatchObject({ ok: false, problem: { field: 'expiryDate' } });
  });

  it('prints a plain symbology without a GTIN', () => {
    expect(barcodeFor({ ...batchLabel, gtin: null }, 'code128', today)).toMatchObject({ ok: true, spec: { bcid: 'code128', text: 'TENT-2P-0042' } });
  });
});
