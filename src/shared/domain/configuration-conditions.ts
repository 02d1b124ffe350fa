import type { FormDefinition } from '../contract/configurator';
import { compare, isDecimalString } from './decimal';

/**
 * The ERP's option compatibility (docs/api-assumptions.md row 82), read from the form so a screen
 * can say up front why an option does not fit the current choices. An option is valid only when
 * every condition holds; a condition on a feature without a value fails. The ERP stays the judge:
 * it reports a chosen option that fails as FeatureExplosion.InvalidOption.
 */

type Feature = FormDefinition['features'][number];
type Option = Feature['options'][number];
export type Condition = Option['requires'][number];

/** What the conditions look at: the chosen option, the switch, or the number (typed or calculated). */
export interface ConditionFacts {
  optionCode?: string;
  boolean?: boolean;
  number?: string | null;
}

export type FactsByFeature = Readonly<Record<string, ConditionFacts | undefined>>;

export function conditionHolds(condition: Condition, facts: FactsByFeature): boolean {
  const value = facts[condition.featureCode];
  if (condition.optionCodes) {
    if (!value?.optionCode || !condition.optionCodes.includes(value.optionCode)) return false;
  }
  if (condition.boolean !== null) {
    // A Boolean left out counts as false.
    if ((value?.boolean ?? false) !== condition.boolean) return false;
  }
  if (condition.minNumber !== null || condition.maxNumber !== null) {
    const n = value?.number;
    if (!n || !isDecimalString(n)) return false;
    if (condition.minNumber !== null && compare(n, condition.minNumber) < 0) return false;
    if (condition.maxNumber !== null && compare(n, condition.maxNumber) > 0) return false;
  }
  return true;
}

/** The condition in words, with the names on the form: "Frame is Full cassette", "Hull length is at least 4.8 m". */
export function describeCondition(condition: Condition, form: FormDefinition): string {
  const feature = form.features.find((f) => f.code === condition.featureCode);
  const name = feature?.name ?? condition.featureCode;
  const unit = feature?.unit ? ` ${feature.unit}` : '';
  const parts: string[] = [];
  if (condition.optionCodes) {
    const names = condition.optionCodes.map((code) => feature?.options.find((o) => o.code === code)?.name ?? code);
    parts.push(`${name} is ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`}`);
  }
  if (condition.boolean !== null) parts.push(`${name} is ${condition.boolean ? 'on' : 'off'}`);
  if (condition.minNumber !== null && condition.maxNumber !== null) parts.push(`${name} is between ${condition.minNumber} and ${condition.maxNumber}${unit}`);
  else if (condition.minNumber !== null) parts.push(`${name} is at least ${condition.minNumber}${unit}`);
  else if (condition.maxNumber !== null) parts.push(`${name} is at most ${condition.maxNumber}${unit}`);
  return parts.join(' and ');
}

/** Why an option does not fit now, as one sentence ("Only when Frame is Full cassette."), or null when it fits. */
export function optionExclusion(option: Option, form: FormDefinition, facts: FactsByFeature): string | null {
  const failing = option.requires.filter((c) => !conditionHolds(c, facts));
  if (failing.length === 0) return null;
  return `Only when ${failing.map((c) => describeCondition(c, form)).join(' and ')}.`;
}

/** A chosen option that the other answers now exclude. */
export interface ExcludedChoice {
  featureCode: string;
  featureName: string;
  optionName: string;
  reason: string;
}

/** Every chosen option whose conditions fail, in the form's order. */
export function excludedChoices(form: FormDefinition, facts: FactsByFeature): ExcludedChoice[] {
  return form.features.flatMap((feature) => {
    const chosen = facts[feature.code]?.optionCode;
    const option = chosen ? feature.options.find((o) => o.code === chosen) : undefined;
    const reason = option ? optionExclusion(option, form, facts) : null;
    return option && reason ? [{ featureCode: feature.code, featureName: feature.name ?? feature.code, optionName: option.name ?? option.code, reason }] : [];
  });
}
