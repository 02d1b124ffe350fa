import type { ConfigurationDetail, FormDefinition, ReconfigureInput, ValueInput } from '@shared/contract/configurator';
import { compare, isDecimalString } from '@shared/domain/decimal';
import type { AppError } from '@shared/errors';
import { useCommand } from '../../api/hooks';
import { useOperationId } from '../../components/useOperationId';
import { answersFrom, sameValues, valueInputs } from './configuration-values';
import type { ConfigureSession } from './session';

export interface SaveDetails {
  title?: string;
  description?: string;
}

/** What would change on the ERP if the screen were saved now; null when nothing would. */
export function pendingChanges(session: ConfigureSession, form: FormDefinition | undefined): Omit<ReconfigureInput, 'operationId' | 'configurationNumber'> | null {
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

/**
 * Saves the screen: a new configuration, or the changes to the opened one. Each keeps its
 * operation id until the ERP has answered, so a retry after a lost answer stores nothing twice.
 */
export function useSaveConfiguration(session: ConfigureSession, form: FormDefinition | undefined) {
  const invalidates = ['configurator.configurations', 'configurator.configuration'] as const;
  const create = useCommand('configurator.save', { invalidates: [...invalidates] });
  const change = useCommand('configurator.reconfigure', { invalidates: [...invalidates] });
  const createId = useOperationId();
  const changeId = useOperationId();
  const changes = pendingChanges(session, form);

  const save = async (details: SaveDetails = {}): Promise<ConfigurationDetail> => {
    if (!form || !session.itemNumber) throw new Error('Choose an item first');
    const values: ValueInput[] = valueInputs(form, session.answers);
    if (!session.opened) {
      try {
        const saved = await create.mutateAsync({
          operationId: createId.id,
          itemNumber: session.itemNumber,
          quantity: session.quantity,
          values,
          ...(session.customerNumber ? { customerNumber: session.customerNumber } : {}),
          ...(details.title?.trim() ? { title: details.title.trim() } : {}),
          ...(details.description?.trim() ? { description: details.description.trim() } : {}),
        });
        createId.settle(null);
        return saved;
      } catch (error) {
        createId.settle(error as AppError);
        throw error;
      }
    }
    if (!changes) return session.opened;
    try {
      const saved = await change.mutateAsync({ operationId: changeId.id, configurationNumber: session.opened.configurationNumber, ...changes });
      changeId.settle(null);
      return saved;
    } catch (error) {
      changeId.settle(error as AppError);
      throw error;
    }
  };

  return { save, isDirty: !session.opened || !!changes, quantityOnly: !!changes && !changes.values && !changes.customerNumber, error: create.error ?? change.error, pending: create.isPending || change.isPending, reset: () => (create.reset(), change.reset()) };
}
