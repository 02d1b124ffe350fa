import { useMemo } from 'react';
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

const none: FeatureProblem[] = [];
const noValues: readonly { featureCode: string; featureType?: string; number: string | null }[] = [];

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
  // Kept while what they derive from is the same, so a render that changes nothing here (a
  // keystroke's, a price still on its way) leaves the memoised form's fields alone.
  const valuesKey = JSON.stringify(values);
  const problems = useMemo(
    () => (form && calculation && !frozen ? currentProblems(form, calculation.validationErrors, live.pricedValues, values) : none),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- valuesKey stands for values
    [form, calculation, frozen, live.pricedValues, valuesKey],
  );
  const resolvedList = frozen ? (session.opened?.values ?? noValues).filter((v) => v.featureType === 'Calculated') : (calculation?.resolvedValues ?? noValues);
  const resolvedKey = JSON.stringify(resolvedList);
  const resolved = useMemo<Record<string, string | null>>(
    () => Object.fromEntries(resolvedList.map((r) => [r.featureCode, r.number])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resolvedKey stands for resolvedList
    [resolvedKey],
  );
  const facts = useMemo(
    () => factsFrom(session.answers, resolvedList),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resolvedKey stands for resolvedList
    [session.answers, resolvedKey],
  );
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
    facts,
  };
}

export type ConfigureModel = ReturnType<typeof useConfigureModel>;
