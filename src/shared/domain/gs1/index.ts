import { gtinKind } from '../barcode';
import { GS, splitBracketed, splitElementString, type Gs1Element } from './elements';
import { looksLikeDigitalLink, splitDigitalLink } from './digital-link';
import { interpret, type Gs1Data } from './interpret';
import { Gs1Error, problem, type Gs1Problem, type Gs1Warning } from './problems';

/**
 * GS1 labels as scanners deliver them: GS1-128 (`]C1`, FNC1 as the group separator character),
 * GS1 DataMatrix (`]d2`), GS1 QR (`]Q3`), GS1 DataBar (`]e0`), the bracketed human-readable form,
 * a bare element string from a scanner that sends no symbology identifier, and GS1 Digital Link
 * web addresses. Pure: the caller passes today's date for the century rule and expiry warnings.
 */

export type { Gs1Data, Gs1Measure } from './interpret';
export type { Gs1Element } from './elements';
export type { Gs1Problem, Gs1ProblemCode, Gs1Warning } from './problems';
export { gs1Date, gs1Year } from './dates';
export { GS } from './elements';
export { gtinStoredForms } from './gtin-forms';

export type Gs1Result = { ok: true; data: Gs1Data; warnings: Gs1Warning[] } | { ok: false; problem: Gs1Problem };

/** Symbology identifiers of GS1 symbols (ISO/IEC 15424): what a scanner puts before the data when set to. */
const GS1_SYMBOLOGIES = [']C1', ']d2', ']Q3', ']e0', ']J1'];

/** A bare element string opens with an SSCC or a GTIN (a plain GTIN-13 or an item number never does). */
const BARE = /^(00\d{18}|0[12]\d{14})/;

const scanned = (text: string) => text.replace(/[\r\n]+$/, '').trim();

/**
 * Whether a scan is meant as a GS1 label at all, so a plain item number or a retail barcode
 * (GTIN-13 alone) is looked up as such: a GS1 symbology identifier, a group separator, the
 * bracketed form, a Digital Link address, or 16+ digits opening with AI 00, 01 or 02.
 */
export function isGs1(text: string): boolean {
  const code = scanned(text);
  if (GS1_SYMBOLOGIES.some((s) => code.startsWith(s))) return true;
  if (code.includes(GS)) return true;
  if (/^\(\d{2,4}\)/.test(code)) return true;
  if (looksLikeDigitalLink(code)) return true;
  return BARE.test(code);
}

/**
 * What a scan on a screen showing items is (docs/api-assumptions.md 324): a GS1 label, a bare
 * GTIN that is none of the shown item numbers (one in ten numeric item numbers passes the check
 * digit), or anything else: an item or document number.
 */
export type ScanKind = 'label' | 'gtin' | 'number';

export function scanKind(text: string, shown: readonly { itemNumber: string }[]): ScanKind {
  const code = scanned(text);
  if (isGs1(code)) return 'label';
  if (gtinKind(code) === null) return 'number';
  return shown.some((l) => l.itemNumber.toLowerCase() === code.toLowerCase()) ? 'number' : 'gtin';
}

/** Whether a scan is a label for main to read: a GS1 label, or a GTIN that is not a shown item number. */
export const isLabelScan = (text: string, shown: readonly { itemNumber: string }[]): boolean => scanKind(text, shown) !== 'number';

function elementsOf(code: string): Gs1Element[] {
  const symbology = GS1_SYMBOLOGIES.find((s) => code.startsWith(s));
  if (symbology) return splitElementString(code.slice(symbology.length));
  if (/^https?:\/\//i.test(code)) return splitDigitalLink(code);
  if (code.startsWith('(')) return splitBracketed(code);
  return splitElementString(code);
}

export interface ParseOptions {
  /** Today's date (yyyy-mm-dd) where the user is: decides the century of two-digit years and whether an expiry passed. */
  today: string;
}

/** Reads a scanned GS1 label into typed elements, or the first problem found, as a sentence. */
export function parseGs1(text: string, { today }: ParseOptions): Gs1Result {
  const code = scanned(text);
  if (!isGs1(code)) {
    return { ok: false, problem: { code: 'notGs1', ai: null, message: `${code || 'The scan'} is not a GS1 label.` } };
  }
  try {
    const elements = elementsOf(code);
    if (!elements.length) throw problem('endsEarly', null, 'The label holds no data after its symbology identifier.');
    return { ok: true, ...interpret(elements, today) };
  } catch (error) {
    if (error instanceof Gs1Error) return { ok: false, problem: error.problem };
    throw error;
  }
}
