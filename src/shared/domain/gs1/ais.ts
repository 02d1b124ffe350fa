/**
 * The application identifiers (AIs) this app reads, and the GS1 General Specifications' table of
 * predefined lengths: an element whose AI starts with one of those two-digit prefixes has a fixed
 * length and needs no separator after it; every other element runs to a separator (FNC1, sent as
 * the group separator character) or to the end of the string.
 */

/** Total length (AI and data) of elements by the AI's first two digits (GS1 General Specifications, figure 7.8.5-2). */
export const PREDEFINED_LENGTHS: Readonly<Record<string, number>> = {
  '00': 20,
  '01': 16,
  '02': 16,
  '03': 16,
  '04': 18,
  '11': 8,
  '12': 8,
  '13': 8,
  '14': 8,
  '15': 8,
  '16': 8,
  '17': 8,
  '18': 8,
  '19': 8,
  '20': 4,
  '31': 10,
  '32': 10,
  '33': 10,
  '34': 10,
  '35': 10,
  '36': 10,
  '41': 16,
};

/** How an element's data is read into the typed result. */
export type AiKind =
  | { type: 'key'; field: 'gtin' | 'content' | 'sscc' | 'gln'; digits: number }
  | { type: 'text'; field: 'batch' | 'serial' | 'orderNumber' | 'additionalId' | 'customerPartNumber' }
  | { type: 'date'; field: 'productionDate' | 'packagingDate' | 'bestBefore' | 'expiry' }
  | { type: 'count'; field: 'count' | 'variableCount' }
  | { type: 'measure'; field: MeasureField; unit: string };

export type MeasureField = 'netWeight' | 'length' | 'width' | 'depth' | 'area' | 'netVolume';

export interface AiSpec {
  ai: string;
  /** The GS1 data title, as printed under a label's barcode. */
  title: string;
  /** Fixed data length, or the most a variable one may hold. */
  length: number;
  fixed: boolean;
  numeric: boolean;
  kind: AiKind;
}

const spec = (ai: string, title: string, length: number, fixed: boolean, numeric: boolean, kind: AiKind): AiSpec => ({
  ai,
  title,
  length,
  fixed,
  numeric,
  kind,
});

const measures: readonly [string, string, MeasureField, string][] = [
  ['310', 'NET WEIGHT (kg)', 'netWeight', 'kg'],
  ['311', 'LENGTH (m)', 'length', 'm'],
  ['312', 'WIDTH (m)', 'width', 'm'],
  ['313', 'HEIGHT (m)', 'depth', 'm'],
  ['314', 'AREA (m²)', 'area', 'm2'],
  ['315', 'NET VOLUME (l)', 'netVolume', 'l'],
  ['316', 'NET VOLUME (m³)', 'netVolume', 'm3'],
];

const table: AiSpec[] = [
  spec('00', 'SSCC', 18, true, true, { type: 'key', field: 'sscc', digits: 18 }),
  spec('01', 'GTIN', 14, true, true, { type: 'key', field: 'gtin', digits: 14 }),
  spec('02', 'CONTENT', 14, true, true, { type: 'key', field: 'content', digits: 14 }),
  spec('10', 'BATCH/LOT', 20, false, false, { type: 'text', field: 'batch' }),
  spec('11', 'PROD DATE', 6, true, true, { type: 'date', field: 'productionDate' }),
  spec('13', 'PACK DATE', 6, true, true, { type: 'date', field: 'packagingDate' }),
  spec('15', 'BEST BEFORE', 6, true, true, { type: 'date', field: 'bestBefore' }),
  spec('17', 'USE BY OR EXPIRY', 6, true, true, { type: 'date', field: 'expiry' }),
  spec('21', 'SERIAL', 20, false, false, { type: 'text', field: 'serial' }),
  spec('240', 'ADDITIONAL ID', 30, false, false, { type: 'text', field: 'additionalId' }),
  spec('241', 'CUST. PART No.', 30, false, false, { type: 'text', field: 'customerPartNumber' }),
  spec('30', 'VAR. COUNT', 8, false, true, { type: 'count', field: 'variableCount' }),
  spec('37', 'COUNT', 8, false, true, { type: 'count', field: 'count' }),
  spec('400', 'ORDER NUMBER', 30, false, false, { type: 'text', field: 'orderNumber' }),
  spec('410', 'SHIP TO LOC', 13, true, true, { type: 'key', field: 'gln', digits: 13 }),
  ...measures.flatMap(([prefix, title, field, unit]) =>
    [0, 1, 2, 3, 4, 5].map((n) => spec(`${prefix}${n}`, title, 6, true, true, { type: 'measure', field, unit })),
  ),
];

const byAi = new Map(table.map((s) => [s.ai, s]));

/** The known AI at the start of `text` (AIs are 2 to 4 digits and none is a prefix of another), or null. */
export function aiAt(text: string): AiSpec | null {
  for (const size of [2, 3, 4]) {
    const found = byAi.get(text.slice(0, size));
    if (found) return found;
  }
  return null;
}

/** The spec of one AI by its digits, or null when this app does not read it. */
export function aiSpec(ai: string): AiSpec | null {
  return byAi.get(ai) ?? null;
}

/** Characters a GS1 alphanumeric field may hold (GS1 AI encodable character set 82). */
export const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;
