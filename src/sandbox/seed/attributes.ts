import { gtinCheckDigit } from '@shared/domain/barcode';
import type { AttributeDefinition, Store } from '../store';

/** The attribute the demo tenant keeps its items' GTINs in (docs/api-assumptions.md 323). */
export const GTIN_ATTRIBUTE = 'GTIN';

/** A GS1 company prefix of the demo maker (Norway's 70–709 range; invented). */
const COMPANY_PREFIX = '7090012';

const definition = (d: Partial<AttributeDefinition> & Pick<AttributeDefinition, 'code' | 'name' | 'dataType'>): AttributeDefinition => ({
  description: null,
  group: null,
  allowedValues: [],
  hasPredefinedValues: false,
  isMultiValue: false,
  isVisibleOnProductPage: false,
  minValue: null,
  maxValue: null,
  pattern: null,
  unit: null,
  ...d,
});

/** The GTIN-13 seeded on catalogue item FV-1nnnn: the company prefix, the item's serial, the check digit. */
export function seededGtin(itemNumber: string): string | null {
  const serial = /^FV-1(\d{4})$/.exec(itemNumber)?.[1];
  if (!serial) return null;
  const body = `${COMPANY_PREFIX}0${serial}`;
  return body + String(gtinCheckDigit(body));
}

/**
 * Attribute definitions, and a GTIN on four catalogue items of five (every fifth has none, as a
 * tenant that has not labelled its whole range yet). No randomness: other seeds are unchanged.
 */
export function seedAttributes(store: Store): void {
  store.attributes = [
    definition({ code: 'COLOUR', name: 'Colour', dataType: 'Text', group: 'Appearance', isVisibleOnProductPage: true }),
    definition({
      code: GTIN_ATTRIBUTE,
      name: 'GTIN (EAN/UPC)',
      description: 'The trade item number printed under the barcode: 8, 12, 13 or 14 digits with a valid check digit.',
      dataType: 'Text',
      group: 'Identification',
      pattern: '\\d{8}|\\d{12,14}',
    }),
    definition({ code: 'WEIGHT', name: 'Net weight', dataType: 'DecimalNumber', group: 'Logistics', unit: 'kg', minValue: '0' }),
  ];
  let n = 0;
  for (const item of store.items.values()) {
    const gtin = seededGtin(item.itemNumber);
    if (!gtin || item.isConfigurable || n++ % 5 === 4) continue;
    store.itemAttributes.set(item.itemNumber, new Map([[GTIN_ATTRIBUTE, gtin]]));
  }
}
