import type { ConfigurationValue, Feature, FormDefinition, ValueInput } from '@shared/contract/configurator';
import { featureTypes } from '@shared/contract/configurator';
import type { ConditionFacts, FactsByFeature } from '@shared/domain/configuration-conditions';
import { readTypedDecimal } from '../../components/decimal-typing';

/**
 * The answers on the form as the screen keeps them, and their translation to and from the
 * contract's values. Kept apart from React so the rules are unit tested.
 */

/** One feature's answer; only the member of the feature's type is used. */
export interface Answer {
  number?: string;
  optionCode?: string;
  boolean?: boolean;
  itemNumber?: string;
  text?: string;
}

/** Answers by feature code. */
export type Answers = Readonly<Record<string, Answer>>;

const editable = new Set<string>(featureTypes.filter((t) => t !== 'Calculated'));

/** Whether the screen offers an input for this feature (Calculated and unknown types are read-only). */
export const isEditableFeature = (feature: Feature): boolean => editable.has(feature.type);

/** The member of an answer that counts for a feature, as sent to the ERP; undefined when blank. */
function valueOf(feature: Feature, answer: Answer | undefined): Omit<ValueInput, 'featureCode'> | undefined {
  if (!answer) return undefined;
  switch (feature.type) {
    case 'Number':
      return answer.number ? { number: answer.number } : undefined;
    case 'Selection':
      return answer.optionCode ? { optionCode: answer.optionCode } : undefined;
    case 'Boolean':
      return answer.boolean === undefined ? undefined : { boolean: answer.boolean };
    case 'ItemSelection':
      return answer.itemNumber ? { itemNumber: answer.itemNumber } : undefined;
    case 'Text':
      // What was typed is sent as typed; an all-blank text counts as no answer.
      return answer.text && answer.text.trim() ? { text: answer.text } : undefined;
    default:
      return undefined;
  }
}

/** The values to price or save: one per answered feature, in the form's order. */
export function valueInputs(form: FormDefinition, answers: Answers): ValueInput[] {
  return form.features.flatMap((feature) => {
    if (!isEditableFeature(feature)) return [];
    const value = valueOf(feature, answers[feature.code]);
    return value ? [{ featureCode: feature.code, ...value }] : [];
  });
}

/** The answers of a saved configuration, to put back on the form. */
export function answersFrom(values: readonly ConfigurationValue[]): Answers {
  const answers: Record<string, Answer> = {};
  for (const v of values) {
    const answer: Answer = {};
    if (v.number !== null && v.featureType !== 'Calculated') answer.number = v.number;
    if (v.optionCode !== null) answer.optionCode = v.optionCode;
    if (v.boolean !== null) answer.boolean = v.boolean;
    if (v.itemNumber !== null) answer.itemNumber = v.itemNumber;
    if (v.text !== null) answer.text = v.text;
    if (Object.keys(answer).length > 0) answers[v.featureCode] = answer;
  }
  return answers;
}

/** Same values to the ERP: used to tell "quantity only" changes from value changes. */
export function sameValues(a: readonly ValueInput[], b: readonly ValueInput[]): boolean {
  // A Boolean left out counts as false (row 85), so "false" and "absent" are the same answer.
  const key = (values: readonly ValueInput[]) =>
    JSON.stringify(values.filter((v) => v.boolean !== false).sort((x, y) => x.featureCode.localeCompare(y.featureCode)));
  return key(a) === key(b);
}

/** Bounds and step of a Number feature in words: "1500 to 6000 mm, in steps of 10". */
export function numberHint(feature: Feature): string {
  const unit = feature.unit ? ` ${feature.unit}` : '';
  const range =
    feature.minValue && feature.maxValue
      ? `${feature.minValue} to ${feature.maxValue}${unit}`
      : feature.minValue
        ? `At least ${feature.minValue}${unit}`
        : feature.maxValue
          ? `At most ${feature.maxValue}${unit}`
          : feature.unit
            ? `In ${feature.unit}`
            : '';
  const step = feature.step && feature.step !== '1' && !/^0*1(\.0+)?$/.test(feature.step) ? `in steps of ${feature.step}` : '';
  return [range, step].filter(Boolean).join(', ');
}

/** What option conditions look at: the answers, plus the calculated numbers of the last price. */
export function factsFrom(answers: Answers, resolved: readonly { featureCode: string; number: string | null }[]): FactsByFeature {
  const facts: Record<string, ConditionFacts> = { ...answers };
  for (const r of resolved) facts[r.featureCode] = { ...facts[r.featureCode], number: r.number };
  return facts;
}

/** A Number feature whose lower bound is below zero (a temperature, an offset) takes negative numbers. */
export const allowsNegative = (feature: Feature): boolean => !!feature.minValue && feature.minValue.trim().startsWith('-');

/** A typed number the form's own rules refuse: it stays on screen as typed and is never sent to be priced. */
export interface TypedRefusal {
  /** The label on screen ("Quantity", "Projection"). */
  label: string;
  message: string;
  /** What the price card says instead of a figure: "Quantity: too large to price". */
  unpriced: string;
}

/**
 * The numbers on screen that their field refuses (a decimal comma where whole numbers are asked,
 * a figure too large to keep): the same reading as the fields themselves, so the price is only
 * asked for values the screen accepts.
 */
export function typedRefusals(form: FormDefinition, answers: Answers, quantity: string): TypedRefusal[] {
  const refusals: TypedRefusal[] = [];
  const check = (label: string, text: string | undefined, decimalPlaces: number | null | undefined, allowNegative = false) => {
    const read = readTypedDecimal(text ?? '', { decimalPlaces, allowNegative, field: label });
    if (read.message)
      refusals.push({ label, message: read.message, unpriced: `${label}: ${read.tooLarge ? 'too large to price' : 'cannot be priced as typed'}` });
  };
  check('Quantity', quantity, form.decimalPlaces);
  for (const feature of form.features)
    if (feature.type === 'Number') check(feature.name ?? feature.code, answers[feature.code]?.number, feature.decimalPlaces, allowsNegative(feature));
  return refusals;
}
