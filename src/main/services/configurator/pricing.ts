import type {
  Calculation,
  CalculateInput,
  ConfigurationValue,
  FeatureProblem,
  FormDefinition,
  PriceBreakdown,
  SurchargeLine,
  ValueInput,
} from '@shared/contract/configurator';
import { featureField } from '@shared/contract/configurator';
import { isZero } from '@shared/domain/decimal';
import { moneyOf, roundedToCurrency, times } from '@shared/domain/money';
import { messageForCode } from '@shared/domain/error-messages';
import type { ErpClient } from '../../erp/client';
import type { ErpCalculation, ErpConfiguration, ErpConfigurationValue, ValueBody } from '../../erp/preview/configurations';
import { attachFields, renameFields, type FieldsByCode } from '../shared/field-errors';
import { readForm } from './form';

/**
 * Pricing a configuration: the ERP's calculate answer, plus what each answer on the form adds
 * (the ERP gives only the total surcharge, the form gives each option's priceImpact).
 */

/** Refusals that concern one top-level field rather than a feature's value. */
export const fieldsByCode: FieldsByCode = {
  'Item.NotFound': 'itemNumber',
  'Item.Inactive': 'itemNumber',
  'Configuration.ItemNotConfigurable': 'itemNumber',
  'Customer.NotFound': 'customerNumber',
  'Customer.Inactive': 'customerNumber',
  'Configuration.CustomerRequired': 'customerNumber',
  'Configuration.CustomerAlreadySet': 'customerNumber',
  'Currency.NotFound': 'currencyCode',
  'Warehouse.NotFound': 'warehouseCode',
};

/** Only the member the feature's type reads is sent; empty answers are left out (the ERP reports a missing required one). */
export function valueBodies(values: readonly ValueInput[]): ValueBody[] {
  return values.flatMap((v) => {
    const body: ValueBody = { featureCode: v.featureCode };
    if (v.number !== undefined && v.number !== '') body.number = v.number;
    else if (v.optionCode) body.optionCode = v.optionCode;
    else if (v.boolean !== undefined) body.boolean = v.boolean;
    else if (v.itemNumber) body.itemNumber = v.itemNumber;
    else if (v.text !== undefined && v.text !== '') body.text = v.text;
    else return [];
    return [body];
  });
}

/**
 * ERP refusals name the request path (`values[2].number`); the screen shows them at the feature
 * (`values.WIDTH`). Top-level codes go to their field through the shared mapping.
 */
export function refusalAtFeatures(error: unknown, sent: readonly ValueBody[]): unknown {
  const renamed = renameFields(error, (f) => {
    const index = /^values\[(\d+)\]/.exec(f.field)?.[1];
    const featureCode = index === undefined ? undefined : sent[Number(index)]?.featureCode;
    return featureCode ? { field: featureField(featureCode), message: f.message } : null;
  });
  return attachFields(renamed, fieldsByCode);
}

export function toValue(v: ErpConfigurationValue): ConfigurationValue {
  return {
    featureCode: v.featureCode,
    featureName: v.featureName ?? null,
    featureType: v.featureType ?? null,
    isMeasured: v.isMeasured === true,
    number: v.number ?? null,
    optionCode: v.optionCode ?? null,
    optionName: v.optionName ?? null,
    boolean: v.boolean ?? null,
    itemNumber: v.itemNumber ?? null,
    text: v.text ?? null,
  };
}

/** What each answer adds per unit, in the form's currency: linked items add a cost line instead. */
export function surchargeLines(form: FormDefinition, values: readonly ConfigurationValue[]): SurchargeLine[] {
  const byCode = new Map(form.features.map((f) => [f.code, f]));
  const lines: SurchargeLine[] = [];
  for (const value of values) {
    const feature = byCode.get(value.featureCode);
    if (!feature || feature.linkedItemNumber) continue;
    let choice: string | null = null;
    let amount: string | null = null;
    if (value.optionCode !== null) {
      const option = feature.options.find((o) => o.code === value.optionCode);
      if (option && !option.linkedItemNumber) [choice, amount] = [option.name ?? option.code, option.priceImpact];
    } else if (value.itemNumber !== null) {
      const candidate = feature.candidates.find((c) => c.itemNumber === value.itemNumber);
      if (candidate) [choice, amount] = [candidate.itemName ?? candidate.itemNumber, candidate.priceImpact];
    } else if (value.boolean === true) {
      [choice, amount] = ['Yes', feature.priceImpact];
    } else if (value.number !== null) {
      const perUnit = moneyOf(feature.priceImpactPerUnit, form.currencyCode);
      if (perUnit) [choice, amount] = [feature.unit ? `${value.number} ${feature.unit}` : value.number, roundedToCurrency(times(perUnit, value.number)).amount];
    }
    if (amount && !isZero(amount))
      lines.push({ featureCode: feature.code, featureName: feature.name, choice, amountPerUnit: amount, currencyCode: form.currencyCode });
  }
  return lines;
}

type Maybe<T> = T | null | undefined;

/** The priced part every sales document line shares (quote and sales-order lines). */
export function documentLine(l: {
  itemName?: Maybe<string>;
  description?: Maybe<string>;
  quantity?: Maybe<string>;
  unit?: Maybe<string>;
  unitPrice?: Maybe<string>;
  discountPercent?: Maybe<string>;
  taxPercent?: Maybe<string>;
  lineTotal?: Maybe<string>;
}) {
  return {
    itemName: l.itemName ?? null,
    description: l.description ?? null,
    quantity: l.quantity ?? null,
    unit: l.unit ?? null,
    unitPrice: l.unitPrice ?? null,
    discountPercent: l.discountPercent ?? null,
    taxPercent: l.taxPercent ?? null,
    lineTotal: l.lineTotal ?? null,
  };
}

type PriceFields = Pick<
  ErpCalculation,
  | 'currencyCode'
  | 'basePricePerUnit'
  | 'priceSource'
  | 'priceListName'
  | 'configurationSurchargePerUnit'
  | 'configurationPriceImpact'
  | 'unitPrice'
  | 'totalPrice'
>;

export function toBreakdown(
  p: PriceFields,
  quantity: string,
  surcharges: SurchargeLine[],
  costs: Pick<ErpCalculation, 'costCurrencyCode' | 'costLines' | 'totalCost'> | null,
): PriceBreakdown {
  return {
    currencyCode: p.currencyCode ?? null,
    quantity,
    basePricePerUnit: p.basePricePerUnit ?? null,
    priceSource: p.priceSource ?? null,
    priceListName: p.priceListName ?? null,
    surcharges,
    surchargePerUnit: p.configurationSurchargePerUnit ?? null,
    surchargeTotal: p.configurationPriceImpact ?? null,
    unitPrice: p.unitPrice ?? null,
    total: p.totalPrice ?? null,
    costCurrencyCode: costs?.costCurrencyCode ?? null,
    costLines: (costs?.costLines ?? []).map((c) => ({
      featureCode: c.featureCode,
      optionCode: c.optionCode ?? null,
      itemNumber: c.itemNumber,
      itemName: c.itemName ?? null,
      unit: c.unit ?? null,
      quantityPerUnit: c.quantityPerUnit ?? null,
      quantity: c.quantity ?? null,
      unitCost: c.unitCost ?? null,
      lineCost: c.lineCost ?? null,
    })),
    totalCost: costs?.totalCost ?? null,
  };
}

/** A feature problem with the sentence to show at the feature, which the ERP's detail names by its label. */
export function featureProblem(form: FormDefinition, e: { code: string; featureCode?: string | null; detail?: string | null }): FeatureProblem {
  const feature = form.features.find((f) => f.code === e.featureCode);
  const label = feature?.name ?? e.featureCode ?? 'The configuration';
  return {
    featureCode: e.featureCode ?? null,
    featureName: feature?.name ?? null,
    code: e.code,
    message: e.detail || `${label}: ${messageForCode(e.code) ?? 'this value is not accepted.'}`,
  };
}

/** A configuration record's price (single reads, create, reconfigure); cost lines come with calculate only. */
export function priceOfRecord(form: FormDefinition, record: ErpConfiguration, values: ConfigurationValue[]): PriceBreakdown {
  return toBreakdown(record, record.quantity ?? '1', surchargeLines(form, values), null);
}

/** Prices without storing anything; the form is read alongside (a 304 once cached). */
export async function calculate(client: ErpClient, input: CalculateInput, signal?: AbortSignal): Promise<Calculation> {
  const values = valueBodies(input.values);
  const body = {
    itemNumber: input.itemNumber,
    quantity: input.quantity,
    values,
    ...(input.customerNumber ? { customerNumber: input.customerNumber } : {}),
    ...(input.currencyCode ? { currencyCode: input.currencyCode } : {}),
    ...(input.warehouseCode ? { warehouseCode: input.warehouseCode } : {}),
  };
  const [form, answer] = await Promise.all([
    readForm(client, input.itemNumber),
    client.preview.configurations.calculate(body, { signal }).catch((error: unknown) => {
      throw refusalAtFeatures(error, values);
    }),
  ]);
  const resolved = answer.values.map(toValue);
  return {
    itemNumber: answer.itemNumber,
    itemName: answer.itemName ?? null,
    customerNumber: answer.customerNumber ?? null,
    customerName: answer.customerName ?? null,
    isValid: answer.isValid,
    validationErrors: answer.validationErrors.map((e) => featureProblem(form, e)),
    values: resolved,
    resolvedValues: answer.resolvedValues.map((r) => ({
      featureCode: r.featureCode,
      featureName: r.featureName ?? null,
      number: r.number ?? null,
      unit: r.unit ?? null,
      isMeasured: r.isMeasured === true,
    })),
    price: toBreakdown(answer, answer.quantity ?? input.quantity, answer.isValid ? surchargeLines(form, resolved) : [], answer),
  };
}
