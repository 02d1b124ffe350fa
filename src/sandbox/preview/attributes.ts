import type { Api } from '../api';
import { readPaging, toPage } from '../rules/paging';
import { problem } from '../rules/problems';
import { matchesSearch } from '../rules/validate';
import type { AttributeDefinition, Store } from '../store';

/** Attribute definitions (items:read, as the Items group they are listed in). */
export function attributeDto(a: AttributeDefinition) {
  return {
    code: a.code,
    name: a.name,
    description: a.description,
    group: a.group,
    dataType: a.dataType,
    allowedValues: a.allowedValues,
    hasPredefinedValues: a.hasPredefinedValues,
    isMultiValue: a.isMultiValue,
    isVisibleOnProductPage: a.isVisibleOnProductPage,
    minValue: a.minValue,
    maxValue: a.maxValue,
    pattern: a.pattern,
    unit: a.unit,
  };
}

/**
 * The items list's `attribute` filter (docs/api-assumptions.md 322): `CODE:value` keeps items whose
 * value of that attribute is exactly `value` (everything after the first colon); `CODE` alone
 * keeps items with any value. The code is matched case-insensitively and must be defined.
 * Returns undefined when the filter is absent.
 */
export function attributeFilter(store: Store, raw: string | undefined): ((itemNumber: string) => boolean) | undefined {
  if (raw === undefined) return undefined;
  const colon = raw.indexOf(':');
  const code = (colon < 0 ? raw : raw.slice(0, colon)).trim();
  const value = colon < 0 ? undefined : raw.slice(colon + 1);
  if (!code) throw problem.invalid('attribute', 'Validation.Required', "'attribute' takes an attribute code, optionally followed by ':' and a value.");
  const defined = store.attributes.find((a) => a.code.toLowerCase() === code.toLowerCase());
  if (!defined) throw problem.invalid('attribute', 'Item.UnknownAttribute', `No attribute '${code}' is defined.`);
  return (itemNumber) => {
    const held = store.itemAttributes.get(itemNumber)?.get(defined.code);
    return held !== undefined && (value === undefined || held === value);
  };
}

export function registerAttributes(api: Api): void {
  api.get(
    '/preview/attributes',
    'items:read',
    ({ store, query }) => {
      const rows = store.attributes.filter((a) => matchesSearch(query.search, a.code, a.name, a.description));
      return { body: toPage(rows, readPaging(query), attributeDto) };
    },
    { optional: 'item-attributes.read' },
  );
}
