import Decimal from 'decimal.js';
import { evaluateFormula } from './formula';
import type { Condition, Feature, FeatureType, FormDefinition, StoredValue } from './types';

/**
 * Feature explosion: checks a configuration's values against the item's form, resolves the
 * Calculated features and composes the surcharge (base currency) and the cost lines (bill of
 * materials) per configured unit. Pure: items are looked up through the function passed in.
 */
export interface ValueInput extends StoredValue {
  /** Position in the request's `values`, for field names such as `values[2].number`. */
  index: number;
}

export interface FeatureError {
  code: string;
  featureCode: string;
  field: string;
  detail: string;
}

export interface ExplodedValue extends StoredValue {
  featureName: string;
  featureType: FeatureType;
  isMeasured: boolean;
  optionName: string | null;
}

export interface ResolvedValue {
  featureCode: string;
  featureName: string;
  number: string | null;
  unit: string | null;
  isMeasured: boolean;
}

export interface CostLinePerUnit {
  featureCode: string;
  optionCode: string | null;
  itemNumber: string;
  quantityPerUnit: Decimal;
}

export interface Explosion {
  errors: FeatureError[];
  values: ExplodedValue[];
  resolvedValues: ResolvedValue[];
  /** Surcharge per configured unit in the tenant base currency. */
  surcharge: Decimal;
  costLines: CostLinePerUnit[];
}

/** Which member of a value each feature type takes (Calculated takes none). */
export const MEMBER_OF: Record<FeatureType, keyof StoredValue | null> = {
  Number: 'number',
  Selection: 'optionCode',
  Boolean: 'boolean',
  ItemSelection: 'itemNumber',
  Text: 'text',
  Calculated: null,
};

const MEMBERS = ['number', 'optionCode', 'boolean', 'itemNumber', 'text'] as const;

function storedOf(featureCode: string, member: keyof StoredValue | null, value: unknown): StoredValue {
  const out: StoredValue = { featureCode, number: null, optionCode: null, boolean: null, itemNumber: null, text: null };
  if (member && member !== 'featureCode') (out as unknown as Record<string, unknown>)[member] = value;
  return out;
}

function checkNumber(feature: Feature, value: Decimal): string | null {
  const unit = feature.unit ? ` ${feature.unit}` : '';
  if (feature.minValue !== null && value.lt(feature.minValue)) return `${feature.name} must be at least ${feature.minValue}${unit}.`;
  if (feature.maxValue !== null && value.gt(feature.maxValue)) return `${feature.name} must be at most ${feature.maxValue}${unit}.`;
  if (feature.decimalPlaces !== null && value.decimalPlaces() > feature.decimalPlaces) {
    return `${feature.name} allows at most ${feature.decimalPlaces} decimal place(s).`;
  }
  if (
    feature.step !== null &&
    !value
      .minus(feature.minValue ?? 0)
      .mod(feature.step)
      .isZero()
  ) {
    return `${feature.name} must be ${feature.minValue ?? '0'}${unit} plus a multiple of ${feature.step}${unit}.`;
  }
  return null;
}

export function explode(form: FormDefinition, inputs: readonly ValueInput[], isKnownItem: (itemNumber: string) => boolean = () => true): Explosion {
  const errors: FeatureError[] = [];
  const byCode = new Map(form.features.map((f) => [f.code, f]));
  const chosen = new Map<string, ValueInput>();
  const fail = (feature: Feature | string, code: string, field: string, detail: string) =>
    errors.push({ code, featureCode: typeof feature === 'string' ? feature : feature.code, field, detail });

  for (const input of inputs) {
    const feature = byCode.get(input.featureCode);
    const at = `values[${input.index}]`;
    if (!feature) {
      fail(input.featureCode, 'FeatureExplosion.UnknownFeature', `${at}.featureCode`, `Item ${form.itemNumber} has no feature '${input.featureCode}'.`);
      continue;
    }
    if (chosen.has(feature.code)) {
      fail(feature, 'FeatureExplosion.DuplicateFeature', `${at}.featureCode`, `${feature.name} is given more than once.`);
      continue;
    }
    const member = MEMBER_OF[feature.type];
    const sent = MEMBERS.filter((m) => input[m] !== null);
    if (member === null) {
      if (sent.length > 0) fail(feature, 'FeatureExplosion.InvalidValue', `${at}.${sent[0] as string}`, `${feature.name} is calculated and takes no input.`);
      continue;
    }
    const wrong = sent.find((m) => m !== member);
    if (wrong) {
      fail(feature, 'FeatureExplosion.InvalidValue', `${at}.${wrong}`, `${feature.name} is a ${feature.type} feature; send its value in '${member}'.`);
      continue;
    }
    if (input[member] !== null) chosen.set(feature.code, input);
  }

  // Numbers first, so Calculated features and option conditions can read them.
  const numbers = new Map<string, Decimal>();
  const features = [...form.features];
  for (const feature of features) {
    const input = chosen.get(feature.code);
    if (feature.type !== 'Number' || !input || input.number === null) continue;
    const value = new Decimal(input.number);
    const problem = checkNumber(feature, value);
    if (problem) fail(feature, 'FeatureExplosion.ValueOutOfRange', `values[${input.index}].number`, problem);
    else numbers.set(feature.code, value);
  }
  const calculated = new Map<string, Decimal | null>();
  for (const feature of features) {
    if (feature.type !== 'Calculated' || feature.formula === null) continue;
    const raw = evaluateFormula(feature.formula, numbers);
    const value = raw === null ? null : raw.toDecimalPlaces(feature.decimalPlaces ?? 4, Decimal.ROUND_HALF_UP);
    calculated.set(feature.code, value);
    if (value !== null) numbers.set(feature.code, value);
  }

  const holds = (c: Condition): boolean => {
    const other = byCode.get(c.featureCode);
    if (!other) return false;
    if (c.optionCodes) return c.optionCodes.includes(chosen.get(c.featureCode)?.optionCode ?? '');
    if (c.boolean !== undefined) return (chosen.get(c.featureCode)?.boolean ?? false) === c.boolean;
    const n = numbers.get(c.featureCode);
    if (n === undefined) return false;
    return (c.minNumber === undefined || n.gte(c.minNumber)) && (c.maxNumber === undefined || n.lte(c.maxNumber));
  };
  const describe = (c: Condition): string => {
    const other = byCode.get(c.featureCode);
    const name = other?.name ?? c.featureCode;
    if (c.optionCodes) return `${name} ${c.optionCodes.map((o) => other?.options.find((x) => x.code === o)?.name ?? o).join(' or ')}`;
    if (c.boolean !== undefined) return `${name} ${c.boolean ? 'selected' : 'not selected'}`;
    const unit = other?.unit ? ` ${other.unit}` : '';
    if (c.minNumber !== undefined && c.maxNumber !== undefined) return `${name} between ${c.minNumber} and ${c.maxNumber}${unit}`;
    return c.minNumber !== undefined ? `${name} of at least ${c.minNumber}${unit}` : `${name} of at most ${c.maxNumber ?? ''}${unit}`;
  };

  let surcharge = new Decimal(0);
  const costLines: CostLinePerUnit[] = [];
  const values: ExplodedValue[] = [];
  const resolvedValues: ResolvedValue[] = [];
  const emit = (feature: Feature, stored: StoredValue, optionName: string | null = null) =>
    values.push({ ...stored, featureName: feature.name, featureType: feature.type, isMeasured: feature.isMeasured, optionName });

  for (const feature of features) {
    const input = chosen.get(feature.code);
    const at = input ? `values[${input.index}].${MEMBER_OF[feature.type] ?? 'featureCode'}` : 'values';
    const missing = () => fail(feature, 'FeatureExplosion.RequiredFeatureMissing', 'values', `${feature.name} is required.`);
    switch (feature.type) {
      case 'Number': {
        if (!input) {
          if (feature.isRequired) missing();
          break;
        }
        const value = numbers.get(feature.code);
        emit(feature, storedOf(feature.code, 'number', input.number));
        if (value && feature.priceImpactPerUnit !== null && feature.linkedItemNumber === null)
          surcharge = surcharge.plus(value.times(feature.priceImpactPerUnit));
        if (value && feature.linkedItemNumber !== null)
          costLines.push({ featureCode: feature.code, optionCode: null, itemNumber: feature.linkedItemNumber, quantityPerUnit: value });
        break;
      }
      case 'Calculated': {
        const value = calculated.get(feature.code) ?? null;
        resolvedValues.push({
          featureCode: feature.code,
          featureName: feature.name,
          number: value === null ? null : value.toFixed(),
          unit: feature.unit,
          isMeasured: feature.isMeasured,
        });
        if (value === null) break;
        emit(feature, storedOf(feature.code, 'number', value.toFixed()));
        if (feature.linkedItemNumber !== null)
          costLines.push({ featureCode: feature.code, optionCode: null, itemNumber: feature.linkedItemNumber, quantityPerUnit: value });
        else if (feature.priceImpactPerUnit !== null) surcharge = surcharge.plus(value.times(feature.priceImpactPerUnit));
        break;
      }
      case 'Selection': {
        if (!input) {
          if (feature.isRequired) missing();
          break;
        }
        const option = feature.options.find((o) => o.code === input.optionCode);
        if (!option) {
          fail(
            feature,
            'FeatureExplosion.InvalidOption',
            at,
            `'${input.optionCode ?? ''}' is not an option of ${feature.name}; choose ${feature.options.map((o) => o.code).join(', ')}.`,
          );
          break;
        }
        const unmet = option.requires.filter((c) => !holds(c));
        if (unmet.length > 0) {
          fail(feature, 'FeatureExplosion.InvalidOption', at, `${feature.name} ${option.name} is only available with ${unmet.map(describe).join(' and ')}.`);
          break;
        }
        emit(feature, storedOf(feature.code, 'optionCode', option.code), option.name);
        if (option.linkedItemNumber !== null) {
          costLines.push({
            featureCode: feature.code,
            optionCode: option.code,
            itemNumber: option.linkedItemNumber,
            quantityPerUnit: new Decimal(option.linkedQuantity ?? '1'),
          });
        } else {
          surcharge = surcharge.plus(option.priceImpact);
        }
        break;
      }
      case 'Boolean': {
        if (!input) break;
        emit(feature, storedOf(feature.code, 'boolean', input.boolean));
        if (input.boolean === true && feature.priceImpact !== null) surcharge = surcharge.plus(feature.priceImpact);
        break;
      }
      case 'ItemSelection': {
        if (!input) {
          if (feature.isRequired) missing();
          break;
        }
        const candidate = feature.candidates.find((c) => c.itemNumber === input.itemNumber);
        if (!candidate || !isKnownItem(candidate.itemNumber)) {
          fail(
            feature,
            'FeatureExplosion.InvalidOption',
            at,
            `'${input.itemNumber ?? ''}' cannot be chosen for ${feature.name}; choose ${feature.candidates.map((c) => c.itemNumber).join(', ')}.`,
          );
          break;
        }
        emit(feature, storedOf(feature.code, 'itemNumber', candidate.itemNumber));
        surcharge = surcharge.plus(candidate.priceImpact);
        costLines.push({ featureCode: feature.code, optionCode: null, itemNumber: candidate.itemNumber, quantityPerUnit: new Decimal(1) });
        break;
      }
      case 'Text': {
        const text = input?.text ?? null;
        if (text === null || text.trim() === '') {
          if (feature.isRequired) missing();
          if (text !== null && input) emit(feature, storedOf(feature.code, 'text', text));
          break;
        }
        if (feature.maxLength !== null && text.length > feature.maxLength) {
          fail(feature, 'FeatureExplosion.ValueOutOfRange', at, `${feature.name} may be at most ${feature.maxLength} characters.`);
          break;
        }
        emit(feature, storedOf(feature.code, 'text', text));
        break;
      }
    }
  }
  return { errors, values, resolvedValues, surcharge, costLines };
}
