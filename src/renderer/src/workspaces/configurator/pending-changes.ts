import type { FormDefinition, ReconfigureInput } from '@shared/contract/configurator';
import { compare, isDecimalString } from '@shared/domain/decimal';
import { answersFrom, sameValues, valueInputs } from './configuration-values';
import type { ConfigureSession } from './session';

/** What would change on the ERP if the screen were saved now; null when nothing would. */
export function pendingChanges(
  session: ConfigureSession,
  form: FormDefinition | undefined,
): Omit<ReconfigureInput, 'operationId' | 'configurationNumber'> | null {
  const opened = session.opened;
  if (!opened || !form) return null;
  const values = valueInputs(form, session.answers);
  const change: Omit<ReconfigureInput, 'operationId' | 'configurationNumber'> = {};
  if (!opened.quantity || !isDecimalString(session.quantity) || compare(session.quantity, opened.quantity) !== 0) change.quantity = session.quantity;
  // Values left out keep the saved set: a quantity-only change sends no values.
  if (!sameValues(values, valueInputs(form, answersFrom(opened.values)))) change.values = values;
  if (session.customerNumber && !opened.customerNumber) change.customerNumber = session.customerNumber;
  return Object.keys(change).length > 0 ? change : null;
}
