import type { CalculateInput, FormDefinition, PriceBreakdown } from '@shared/contract/configurator';
import { configurationPrice } from '@shared/domain/configuration-price';
import { formatDecimal, isDecimalString } from '@shared/domain/decimal';
import { isSameMoney, type Money } from '@shared/domain/money';

/**
 * What differs between two sets of answers or two prices, in words: the cause shown beside a
 * price change, and the rows of the side-by-side comparison.
 */

type Feature = FormDefinition['features'][number];
type Value = {
  number?: string | null;
  optionCode?: string | null;
  optionName?: string | null;
  boolean?: boolean | null;
  itemNumber?: string | null;
  text?: string | null;
};

/** One answer as a person reads it: "Full cassette", "2400 mm", "Yes", "FV-81003 Remote Control 1-channel". */
export function answerText(feature: Feature | undefined, value: Value | undefined): string {
  if (!value) return feature?.type === 'Boolean' ? 'No' : '–';
  if (value.optionCode) return value.optionName ?? feature?.options.find((o) => o.code === value.optionCode)?.name ?? value.optionCode;
  if (value.boolean !== undefined && value.boolean !== null) return value.boolean ? 'Yes' : 'No';
  if (value.itemNumber) {
    const name = feature?.candidates.find((c) => c.itemNumber === value.itemNumber)?.itemName;
    return name ? `${value.itemNumber} ${name}` : value.itemNumber;
  }
  if (value.number !== undefined && value.number !== null) {
    const shown = isDecimalString(value.number) ? formatDecimal(value.number) : value.number;
    return feature?.unit ? `${shown} ${feature.unit}` : shown;
  }
  if (value.text !== undefined && value.text !== null) return `“${value.text}”`;
  return feature?.type === 'Boolean' ? 'No' : '–';
}

export interface AnswerDifference {
  featureCode: string;
  featureName: string;
  before: string;
  after: string;
}

/** The features whose answer differs, in the form's order. */
export function answerDifferences(
  form: FormDefinition,
  before: readonly (Value & { featureCode: string })[],
  after: readonly (Value & { featureCode: string })[],
): AnswerDifference[] {
  const byCode = (values: readonly (Value & { featureCode: string })[]) => new Map(values.map((v) => [v.featureCode, v]));
  const a = byCode(before);
  const b = byCode(after);
  return form.features.flatMap((feature) => {
    const was = answerText(feature, a.get(feature.code));
    const now = answerText(feature, b.get(feature.code));
    return was === now ? [] : [{ featureCode: feature.code, featureName: feature.name ?? feature.code, before: was, after: now }];
  });
}

/** How a line's figure reads: a unit amount, a signed surcharge, a rounded total, or plain text. */
export type PriceLineShape = 'unit' | 'signed' | 'total' | 'text';

export interface PriceLineDifference {
  label: string;
  shape: PriceLineShape;
  before: Money | string | null;
  after: Money | string | null;
  differs: boolean;
}

/** Two amounts in different currencies are never the same line, nor ever subtracted. */
function same(a: Money | string | null, b: Money | string | null): boolean {
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  return isSameMoney(a, b);
}

/**
 * The price lines of two configurations side by side, each amount in its own currency: surcharges
 * in the form's, the rest in the configuration's, with the surcharges' sum converted into it, so
 * base + surcharges together = unit price on each side. `differs` marks the lines not the same.
 */
export function priceLines(a: PriceBreakdown, b: PriceBreakdown): PriceLineDifference[] {
  const left = configurationPrice(a);
  const right = configurationPrice(b);
  const surcharges = new Map<string, Omit<PriceLineDifference, 'differs'>>();
  for (const [side, price] of [
    ['before', left],
    ['after', right],
  ] as const) {
    for (const s of price.surcharges) {
      const label = `${s.label}${s.choice ? `: ${s.choice}` : ''}`;
      const line = surcharges.get(label) ?? { label, shape: 'signed' as const, before: null, after: null };
      line[side] = s.perUnit;
      surcharges.set(label, line);
    }
  }
  const lines: Omit<PriceLineDifference, 'differs'>[] = [
    { label: 'Base price per unit', shape: 'unit', before: left.base, after: right.base },
    ...surcharges.values(),
    { label: 'Surcharges together per unit', shape: 'unit', before: left.surchargePerUnit, after: right.surchargePerUnit },
    { label: 'Unit price', shape: 'unit', before: left.unitPrice, after: right.unitPrice },
    { label: 'Quantity', shape: 'text', before: a.quantity, after: b.quantity },
    { label: 'Total', shape: 'total', before: left.total, after: right.total },
    { label: 'Currency', shape: 'text', before: a.currencyCode, after: b.currencyCode },
  ];
  return lines.map((l) => ({ ...l, differs: !same(l.before, l.after) }));
}

/**
 * What one change on the form was, in words, one entry per thing changed: "Frame: Full cassette",
 * "Quantity: 2". Sent with the change to the live price, which hands them back with the price delta.
 */
export function changeCauses(form: FormDefinition, before: CalculateInput | null, after: CalculateInput): string[] {
  if (!before || before.itemNumber !== after.itemNumber) return [];
  const causes = answerDifferences(form, before.values, after.values).map((d) => `${d.featureName}: ${d.after}`);
  if (before.quantity !== after.quantity) causes.push(`Quantity: ${after.quantity}`);
  if ((before.customerNumber ?? null) !== (after.customerNumber ?? null)) causes.push(`Customer: ${after.customerNumber ?? 'anyone'}`);
  return causes;
}

/** The causes behind one price change, each thing named once with its latest value ("Width: 2400", not every keystroke). */
export function summariseCauses(causes: readonly string[]): string | null {
  const latest = new Map<string, string>();
  for (const cause of causes) {
    const name = cause.split(': ')[0] ?? cause;
    latest.delete(name);
    latest.set(name, cause);
  }
  const parts = [...latest.values()];
  return parts.length === 0 ? null : parts.join(', ');
}
