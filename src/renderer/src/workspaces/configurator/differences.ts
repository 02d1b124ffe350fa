import type { Calculation, FormDefinition, PriceBreakdown } from '@shared/contract/configurator';
import { formatDecimal, isDecimalString, sub } from '@shared/domain/decimal';

/**
 * What differs between two sets of answers or two prices, in words: the cause shown beside a
 * price change, and the rows of the side-by-side comparison.
 */

type Feature = FormDefinition['features'][number];
type Value = { number?: string | null; optionCode?: string | null; optionName?: string | null; boolean?: boolean | null; itemNumber?: string | null; text?: string | null };

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
export function answerDifferences(form: FormDefinition, before: readonly (Value & { featureCode: string })[], after: readonly (Value & { featureCode: string })[]): AnswerDifference[] {
  const byCode = (values: readonly (Value & { featureCode: string })[]) => new Map(values.map((v) => [v.featureCode, v]));
  const a = byCode(before);
  const b = byCode(after);
  return form.features.flatMap((feature) => {
    const was = answerText(feature, a.get(feature.code));
    const now = answerText(feature, b.get(feature.code));
    return was === now ? [] : [{ featureCode: feature.code, featureName: feature.name ?? feature.code, before: was, after: now }];
  });
}

/** "Frame: Open arm → Full cassette", or "Frame and 2 more answers" when several changed at once. */
export function describeChange(differences: readonly AnswerDifference[], other: readonly string[] = []): string | null {
  const parts = [...differences.map((d) => `${d.featureName}: ${d.before} → ${d.after}`), ...other];
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} and ${parts.length - 1} more change${parts.length === 2 ? '' : 's'}`;
}

export interface PriceLineDifference {
  label: string;
  before: string | null;
  after: string | null;
}

/** The price lines of two configurations side by side; `differs` marks the ones that are not the same. */
export function priceLines(a: PriceBreakdown, b: PriceBreakdown): (PriceLineDifference & { differs: boolean })[] {
  const surcharges = new Map<string, PriceLineDifference>();
  for (const [side, price] of [['before', a], ['after', b]] as const) {
    for (const s of price.surcharges) {
      const label = `${s.featureName ?? s.featureCode}${s.choice ? `: ${s.choice}` : ''}`;
      const line = surcharges.get(label) ?? { label, before: null, after: null };
      line[side] = s.amountPerUnit;
      surcharges.set(label, line);
    }
  }
  const lines: PriceLineDifference[] = [
    { label: 'Base price per unit', before: a.basePricePerUnit, after: b.basePricePerUnit },
    ...surcharges.values(),
    { label: 'Unit price', before: a.unitPrice, after: b.unitPrice },
    { label: 'Quantity', before: a.quantity, after: b.quantity },
    { label: 'Total', before: a.total, after: b.total },
    { label: 'Currency', before: a.currencyCode, after: b.currencyCode },
  ];
  return lines.map((l) => ({ ...l, differs: l.before !== l.after }));
}

/**
 * The move of the total between two answers for the same item and currency, with its cause; null
 * when either answer has no total (an invalid form) or they cannot be compared.
 */
export function priceChangeBetween(form: FormDefinition, previous: Calculation, current: Calculation): { delta: string; cause: string | null } | null {
  const [was, now] = [previous.price, current.price];
  if (previous.itemNumber !== current.itemNumber || !was.total || !now.total || was.currencyCode !== now.currencyCode) return null;
  const other = [
    ...(was.quantity !== now.quantity ? [`Quantity: ${was.quantity} → ${now.quantity}`] : []),
    ...(previous.customerNumber !== current.customerNumber ? [`Customer: ${previous.customerName ?? 'anyone'} → ${current.customerName ?? 'anyone'}`] : []),
  ];
  const answered = (c: Calculation) => c.values.filter((v) => v.featureType !== 'Calculated');
  return { delta: sub(now.total, was.total), cause: describeChange(answerDifferences(form, answered(previous), answered(current)), other) };
}
