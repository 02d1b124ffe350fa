import type { FormDefinition } from '@shared/contract/configurator';
import type { ErpClient } from '../../erp/client';
import type { ItemConfiguration } from '../../erp/preview/items';

/** The configurator form as the screen draws it: features in sortOrder, every member present. */
export function toFormDefinition(form: ItemConfiguration): FormDefinition {
  return {
    itemNumber: form.itemNumber,
    itemName: form.itemName ?? null,
    baseUnitCode: form.baseUnitCode ?? null,
    decimalPlaces: form.decimalPlaces ?? null,
    currencyCode: form.currencyCode ?? null,
    features: [...form.features]
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
      .map((f) => ({
        code: f.code,
        name: f.name ?? null,
        description: f.description ?? null,
        type: f.type,
        isRequired: f.isRequired === true,
        sortOrder: f.sortOrder ?? 0,
        unit: f.unit ?? null,
        isMeasured: f.isMeasured === true,
        minValue: f.minValue ?? null,
        maxValue: f.maxValue ?? null,
        step: f.step ?? null,
        decimalPlaces: f.decimalPlaces ?? null,
        maxLength: f.maxLength ?? null,
        priceImpact: f.priceImpact ?? null,
        priceImpactPerUnit: f.priceImpactPerUnit ?? null,
        linkedItemNumber: f.linkedItemNumber ?? null,
        formula: f.formula ?? null,
        options: (f.options ?? []).map((o) => ({
          code: o.code,
          name: o.name ?? null,
          priceImpact: o.priceImpact ?? null,
          linkedItemNumber: o.linkedItemNumber ?? null,
          linkedQuantity: o.linkedQuantity ?? null,
          requires: (o.requires ?? []).map((c) => ({
            featureCode: c.featureCode,
            optionCodes: c.optionCodes ?? null,
            boolean: c.boolean ?? null,
            minNumber: c.minNumber ?? null,
            maxNumber: c.maxNumber ?? null,
          })),
        })),
        candidates: (f.candidates ?? []).map((c) => ({ itemNumber: c.itemNumber, itemName: c.itemName ?? null, priceImpact: c.priceImpact ?? null })),
      })),
  };
}

/** ETag-revalidated: a form read again costs a 304. */
export async function readForm(client: ErpClient, itemNumber: string): Promise<FormDefinition> {
  return toFormDefinition(await client.preview.items.configuration(itemNumber));
}
