import type { ConfigurationDetail, Feature, FormDefinition } from '@shared/contract/configurator';
import { rebase, threeWay, type ThreeWay } from '@shared/domain/merge-patch';
import type { CollisionField, Winners } from '../../drafts/ChangedMeanwhile';
import { isEditableFeature, type Answer } from './configuration-values';
import { sessionOf, type ConfigureSession } from './session';

/**
 * A configuration as fields a colleague and the user may each have changed: the quantity, the
 * customer, and one field per feature's answer (row 270), so a colleague's new width and the
 * user's new colour both survive.
 */
export type ConfigurationFields = Record<string, unknown>;

const featureKey = (code: string) => `feature:${code}`;
const editableFeatures = (form: FormDefinition) => form.features.filter(isEditableFeature);

export function fieldsOf(session: ConfigureSession, form: FormDefinition): ConfigurationFields {
  return {
    quantity: session.quantity,
    customerNumber: session.customerNumber,
    ...Object.fromEntries(editableFeatures(form).map((f) => [featureKey(f.code), session.answers[f.code] ?? null])),
  };
}

function answerText(feature: Feature, answer: Answer | null): string {
  if (!answer) return '–';
  if (answer.boolean !== undefined) return answer.boolean ? 'Yes' : 'No';
  if (answer.optionCode) return feature.options.find((o) => o.code === answer.optionCode)?.name ?? answer.optionCode;
  if (answer.itemNumber) return feature.candidates.find((c) => c.itemNumber === answer.itemNumber)?.itemName ?? answer.itemNumber;
  return answer.number ?? answer.text ?? '–';
}

/** How the collision panel names and shows each field. */
export function collisionFields(form: FormDefinition): CollisionField[] {
  return [
    { key: 'quantity', label: 'Quantity' },
    { key: 'customerNumber', label: 'Customer' },
    ...editableFeatures(form).map((f) => ({ key: featureKey(f.code), label: f.name ?? f.code, format: (v: unknown) => answerText(f, v as Answer | null) })),
  ];
}

export interface ConfigurationCollision {
  merge: ThreeWay<ConfigurationFields>;
  base: ConfigurationFields;
  mine: ConfigurationFields;
  current: ConfigurationFields;
}

export function collisionOf(base: ConfigureSession, mine: ConfigureSession, current: ConfigurationDetail, form: FormDefinition): ConfigurationCollision {
  const fields = { base: fieldsOf(base, form), mine: fieldsOf(mine, form), current: fieldsOf(sessionOf(current), form) };
  return { ...fields, merge: threeWay(fields.base, fields.mine, fields.current) };
}

/**
 * The screen after meeting the colleague's change: their fields where the user changed nothing,
 * the user's where only they changed, a field both changed as chosen; measured from now on
 * against their copy, so saving sends only what the user changed (and won).
 */
export function rebasedSession(
  mine: ConfigureSession,
  current: ConfigurationDetail,
  collision: ConfigurationCollision,
  winners: Winners,
  form: FormDefinition,
): ConfigureSession {
  const merged = rebase(collision.mine, collision.current, collision.merge, winners);
  const theirs = sessionOf(current);
  const answers: Record<string, Answer> = {};
  for (const f of editableFeatures(form)) {
    const answer = merged[featureKey(f.code)] as Answer | null;
    if (answer) answers[f.code] = answer;
  }
  const customerNumber = merged.customerNumber as string | null;
  return {
    ...mine,
    quantity: merged.quantity as string,
    customerNumber,
    customerName: customerNumber === mine.customerNumber ? mine.customerName : theirs.customerName,
    answers,
    opened: current,
  };
}
