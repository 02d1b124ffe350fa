import { gtinCheckDigit } from '../barcode';
import { aiSpec, type MeasureField } from './ais';
import { gs1Date } from './dates';
import type { Gs1Element } from './elements';
import { problem, type Gs1Warning } from './problems';

export interface Gs1Measure {
  ai: string;
  field: MeasureField;
  /** Exact decimal string: "001250" under AI 3103 is "1.250". */
  value: string;
  unit: string;
}

/** What a label says, typed. Dates are ISO (yyyy-mm-dd); counts and measures decimal strings. */
export interface Gs1Data {
  /** Every element in the order scanned. */
  elements: Gs1Element[];
  gtin?: string;
  /** GTIN of the trade items contained in a logistic unit (AI 02). */
  content?: string;
  sscc?: string;
  shipTo?: string;
  batch?: string;
  serial?: string;
  orderNumber?: string;
  additionalId?: string;
  customerPartNumber?: string;
  productionDate?: string;
  packagingDate?: string;
  bestBefore?: string;
  expiry?: string;
  count?: string;
  variableCount?: string;
  netWeight?: { value: string; unit: string };
  measures: Gs1Measure[];
}

/** "001250" with 3 decimals is "1.250": the digits kept, the leading zeros of the whole part dropped. */
export function impliedDecimal(digits: string, decimals: number): string {
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  return decimals === 0 ? whole : `${whole}.${digits.slice(digits.length - decimals)}`;
}

function checkDigit(ai: string, title: string, value: string): void {
  const expected = gtinCheckDigit(value.slice(0, -1));
  const given = Number(value.at(-1));
  if (expected !== given) {
    throw problem(
      'badCheckDigit',
      ai,
      `AI (${ai}) ${title} ${value} has check digit ${given}, but the digits before it give ${expected}: the label is misprinted or misread.`,
    );
  }
}

/** Reads the elements into the typed result; throws a Gs1Error for the first element that is wrong. */
export function interpret(elements: Gs1Element[], today: string): { data: Gs1Data; warnings: Gs1Warning[] } {
  const data: Gs1Data = { elements, measures: [] };
  const seen = new Map<string, string>();
  for (const e of elements) {
    const before = seen.get(e.ai);
    if (before !== undefined && before !== e.value) {
      throw problem('repeatedAi', e.ai, `AI (${e.ai}) ${e.title} appears twice with different values (${before} and ${e.value}).`);
    }
    seen.set(e.ai, e.value);
    const kind = aiSpec(e.ai)!.kind;
    switch (kind.type) {
      case 'key':
        checkDigit(e.ai, e.title, e.value);
        data[kind.field === 'gln' ? 'shipTo' : kind.field] = e.value;
        break;
      case 'text':
        data[kind.field] = e.value;
        break;
      case 'count':
        data[kind.field] = e.value.replace(/^0+(?=\d)/, '');
        break;
      case 'date': {
        const read = gs1Date(e.value, today);
        if ('reason' in read) throw problem('badDate', e.ai, `AI (${e.ai}) ${e.title} ${e.value} ${read.reason}.`);
        data[kind.field] = read.date;
        break;
      }
      case 'measure': {
        const measure: Gs1Measure = { ai: e.ai, field: kind.field, value: impliedDecimal(e.value, Number(e.ai[3])), unit: kind.unit };
        data.measures.push(measure);
        if (kind.field === 'netWeight') data.netWeight = { value: measure.value, unit: measure.unit };
        break;
      }
    }
  }
  return { data, warnings: warningsOf(data, today) };
}

function warningsOf(data: Gs1Data, today: string): Gs1Warning[] {
  const out: Gs1Warning[] = [];
  if (data.expiry && data.expiry < today) {
    out.push({ code: 'expired', ai: '17', message: `The label’s expiry date ${data.expiry} (AI 17) has already passed: the goods are expired.` });
  }
  if (data.bestBefore && data.bestBefore < today) {
    out.push({ code: 'bestBeforePassed', ai: '15', message: `The label’s best-before date ${data.bestBefore} (AI 15) has already passed.` });
  }
  return out;
}
