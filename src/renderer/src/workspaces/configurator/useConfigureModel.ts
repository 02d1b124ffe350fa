import type { FeatureProblem, FormDefinition, ValueInput } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';
import { factsFrom, typedRefusals, valueInputs } from './configuration-values';
import { answerDifferences } from './differences';
import { isFrozen, type ConfigureSession } from './session';
import { useLivePrice } from './useLivePrice';

/** Problems of the last answer that still concern what is on screen: a changed answer drops its own at once. */
export function currentProblems(
  form: FormDefinition,
  problems: readonly FeatureProblem[],
  priced: readonly ValueInput[],
  onScreen: readonly ValueInput[],
): FeatureProblem[] {
  const changed = new Set(answerDifferences(form, priced, onScreen).map((d) => d.featureCode));
  return problems.filter((p) => !p.featureCode || !changed.has(p.featureCode));
}

/** The form of the chosen item and the live price of the answers on screen (or the frozen price of an ordered configuration). */
export function useConfigureModel(session: ConfigureSession) {
  const frozen = isFrozen(session);
  const formQuery = useCall('configurator.form', { itemNumber: session.itemNumber ?? '' }, { enabled: !!session.itemNumber, staleTime: 5 * 60_000 });
  const form = session.itemNumber && formQuery.data?.itemNumber === session.itemNumber ? formQuery.data : undefined;
  const values = form ? valueInputs(form, session.answers) : [];
  const input =
    form && !frozen && session.quantity ? { itemNumber: form.itemNumber, quantity: session.quantity, customerNumber: session.customerNumber, values } : null;
  const refused = form && !frozen ? typedRefusals(form, session.answers, session.quantity) : [];
  const live = useLivePrice(input, form, refused.length > 0);
  const calculation = live.calculation;
  const price = frozen ? (session.opened?.price ?? null) : (calculation?.price ?? null);
  const valid = frozen || !!calculation?.isValid;
  const problems = form && calculation && !frozen ? currentProblems(form, calculation.validationErrors, live.pricedValues, values) : [];
  const resolvedList = frozen ? (session.opened?.values ?? []).filter((v) => v.featureType === 'Calculated') : (calculation?.resolvedValues ?? []);
  const resolved: Record<string, string | null> = Object.fromEntries(resolvedList.map((r) => [r.featureCode, r.number]));
  return {
    frozen,
    formQuery,
    /** What is priced: the values and quantity on screen, null while they cannot be priced. */
    input: refused.length > 0 ? null : input,
    form,
    live,
    price,
    valid,
    /** The answer for exactly the values on screen is in, and it is a valid configuration. */
    ready: !frozen && live.answerMatchesValues && valid,
    problems,
    /** Typed numbers their field refuses: the price shown is not for the values on screen. */
    refused,
    resolved,
    facts: factsFrom(session.answers, resolvedList),
  };
}

export type ConfigureModel = ReturnType<typeof useConfigureModel>;
