import { Decimal, money, price, qty, readDecimal } from '../rules/decimals';
import type { ErrorList } from '../rules/problems';
import { problem } from '../rules/problems';
import { isObject, readString, requireString } from '../rules/validate';
import type { Customer, Item, Store } from '../store';
import { priceBookOf, priceCustomerOf } from './documents';
import { explode, type Explosion, type ValueInput } from './explode';
import { configurationPrice } from './pricing';
import type { ConfigurationPrice, FormDefinition, StoredValue } from './types';

/**
 * Reads `values[]` and runs explosion plus price engine for one configuration. Structure errors
 * (not an array, a decimal in another format, ...) are 400 here; feature errors are returned in
 * the explosion for calculate to report and create/reconfigure to refuse.
 */
export function readValues(raw: unknown, errors: ErrorList): ValueInput[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.add('values', 'Validation.InvalidArray', "'values' must be an array of {featureCode, number|optionCode|boolean|itemNumber|text}.");
    return [];
  }
  return raw.flatMap((entry: unknown, index): ValueInput[] => {
    const at = (member: string) => `values[${index}].${member}`;
    if (!isObject(entry)) {
      errors.add(`values[${index}]`, 'Validation.InvalidObject', `values[${index}] must be an object.`);
      return [];
    }
    const featureCode = errors.try(() => requireString(entry, 'featureCode', { label: at('featureCode') }));
    const number = errors.try(() => (entry.number === undefined || entry.number === null ? null : readDecimal(entry.number, at('number')).toFixed()));
    const str = (member: 'optionCode' | 'itemNumber' | 'text') => errors.try(() => readString(entry, member, { label: at(member), max: 2000 }));
    const optionCode = str('optionCode');
    const itemNumber = str('itemNumber');
    const text = str('text');
    let boolean: boolean | null = null;
    if (entry.boolean !== undefined && entry.boolean !== null) {
      if (typeof entry.boolean === 'boolean') boolean = entry.boolean;
      else errors.add(at('boolean'), 'Validation.InvalidBoolean', `'${at('boolean')}' must be true or false.`);
    }
    if (featureCode === undefined || number === undefined || optionCode === undefined || itemNumber === undefined || text === undefined) return [];
    return [{ index, featureCode, number, optionCode, boolean, itemNumber, text }];
  });
}

/** The stored form of previously accepted values, re-read with their positions. */
export const inputsOf = (values: readonly StoredValue[]): ValueInput[] => values.map((v, index) => ({ ...v, index }));

export function formOf(store: Store, item: Item): FormDefinition {
  const form = item.isConfigurable ? store.sales.forms.get(item.itemNumber) : undefined;
  if (!form) throw problem.notFound('ItemConfiguration.NotFound', `Item ${item.itemNumber} has no configurator form.`);
  return form;
}

export function readQuantity(value: unknown, item: Item, field = 'quantity'): Decimal {
  if (value === undefined || value === null) return new Decimal(1);
  const d = readDecimal(value, field);
  if (d.lte(0)) throw problem.invalid(field, 'Validation.MustBePositive', `'${field}' must be greater than zero.`);
  if (d.decimalPlaces() > item.decimalPlaces) {
    throw problem.invalid(
      field,
      'Validation.TooManyDecimalPlaces',
      `'${field}' allows at most ${item.decimalPlaces} decimal place(s) for item ${item.itemNumber}; got ${d.toFixed()}.`,
    );
  }
  return d;
}

export interface CostLine {
  featureCode: string;
  optionCode: string | null;
  itemNumber: string;
  itemName: string | null;
  unit: string | null;
  quantityPerUnit: string;
  quantity: string;
  unitCost: string;
  lineCost: string;
}

export interface Evaluation {
  explosion: Explosion;
  price: ConfigurationPrice;
  costLines: CostLine[];
  totalCost: string | null;
  /** The input values as they are stored (Calculated ones are derived on every read). */
  stored: StoredValue[];
}

export function evaluate(
  store: Store,
  item: Item,
  customer: Customer | null,
  quantity: Decimal,
  inputs: readonly ValueInput[],
  currencyCode: string,
): Evaluation {
  const explosion = explode(formOf(store, item), inputs, (n) => store.items.has(n));
  const isValid = explosion.errors.length === 0;
  const priced = configurationPrice(priceBookOf(store), item, priceCustomerOf(customer), quantity, isValid ? explosion.surcharge : null, currencyCode);
  const costLines: CostLine[] = isValid
    ? explosion.costLines.map((line) => {
        const component = store.items.get(line.itemNumber);
        const unitCost = new Decimal(component?.standardCost ?? '0');
        const total = line.quantityPerUnit.times(quantity);
        return {
          featureCode: line.featureCode,
          optionCode: line.optionCode,
          itemNumber: line.itemNumber,
          itemName: component?.name ?? null,
          unit: component?.baseUnitCode ?? null,
          quantityPerUnit: qty(line.quantityPerUnit),
          quantity: qty(total),
          unitCost: price(unitCost),
          lineCost: money(total.times(unitCost)),
        };
      })
    : [];
  const totalCost = isValid ? money(costLines.reduce((sum, l) => sum.plus(l.lineCost), new Decimal(0))) : null;
  const stored = explosion.values
    .filter((v) => v.featureType !== 'Calculated')
    .map(({ featureCode, number, optionCode, boolean, itemNumber, text }) => ({ featureCode, number, optionCode, boolean, itemNumber, text }));
  return { explosion, price: priced, costLines, totalCost, stored };
}

/** ConfigurationValue as the API sends it: every member present, null where unused. */
export function valueDtos(explosion: Explosion) {
  return explosion.values.map((v) => ({
    featureCode: v.featureCode,
    featureName: v.featureName,
    featureType: v.featureType,
    isMeasured: v.isMeasured,
    number: v.number,
    optionCode: v.optionCode,
    optionName: v.optionName,
    boolean: v.boolean,
    itemNumber: v.itemNumber,
    text: v.text,
  }));
}
