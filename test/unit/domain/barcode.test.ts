import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinKind, unmatchedScanMessage } from '../../../src/shared/domain/barcode';

describe('GTIN check digit', () => {
  it.each([
    ['4006381333931', 'GTIN-13'], // EAN-13 from the GS1 examples
    ['96385074', 'GTIN-8'],
    ['036000291452', 'GTIN-12'], // UPC-A
    ['10614141000415', 'GTIN-14'],
  ])('%s is a %s', (code, kind) => {
    expect(gtinKind(code)).toBe(kind);
  });

  it('computes the digit from the others', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
  });

  it.each([
    ['4006381333932', 'a wrong check digit'],
    ['40063813339', 'eleven digits'],
    ['FV-10001', 'an item number'],
    ['PO-1001', 'an order number'],
    ['12345', 'a short number'],
    ['4006381333931X', 'a letter inside'],
  ])('%s is not a GTIN (%s)', (code) => {
    expect(gtinKind(code)).toBeNull();
  });
});

describe('unmatchedScanMessage', () => {
  it('names a barcode as a barcode, and the GTIN attribute it is looked up through (rows 323/324)', () => {
    expect(unmatchedScanMessage('4006381333931', 'x', 'EAN13')).toBe(
      '4006381333931 is a barcode (GTIN-13), not an item number. A barcode finds its item when scanned as a label, through the item attribute EAN13 (the connection’s GTIN attribute). Here, type or scan the item number from the label.',
    );
    expect(unmatchedScanMessage('4006381333931', 'x')).toBe(
      '4006381333931 is a barcode (GTIN-13), not an item number. A barcode finds its item when scanned as a label, through the item attribute the connection names as its GTIN attribute in Connections (Edit the connection, GTIN attribute). Here, type or scan the item number from the label.',
    );
  });
  it('says so, and where to set it, when the connection names no GTIN attribute', () => {
    for (const none of [null, '']) {
      expect(unmatchedScanMessage('4006381333931', 'x', none)).toBe(
        '4006381333931 is a barcode (GTIN-13), not an item number. This connection names no item attribute that holds GTINs, so a barcode finds no item: set one in Connections (Edit the connection, GTIN attribute). Here, type or scan the item number from the label.',
      );
    }
  });
  it('never says items carry no barcode: they are found through the GTIN attribute', () => {
    expect(unmatchedScanMessage('4006381333931', 'x')).not.toMatch(/carry no barcode/);
  });
  it('keeps the ordinary sentence for anything else', () => {
    expect(unmatchedScanMessage('FV-99999', 'FV-99999 is not on PO-1001.')).toBe('FV-99999 is not on PO-1001.');
  });
});
