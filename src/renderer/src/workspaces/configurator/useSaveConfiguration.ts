import type { ConfigurationDetail, FormDefinition, ValueInput } from '@shared/contract/configurator';
import type { AppError } from '@shared/errors';
import { useCommand } from '../../api/hooks';
import { useOperationId } from '../../components/useOperationId';
import { valueInputs } from './configuration-values';
import { pendingChanges } from './pending-changes';
import type { ConfigureSession } from './session';

export interface SaveDetails {
  title?: string;
  description?: string;
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

  /** `screen`: what to save when it is not yet what the screen shows (the user's changes met with a colleague's). */
  const save = async (details: SaveDetails = {}, screen: ConfigureSession = session): Promise<ConfigurationDetail> => {
    if (!form || !screen.itemNumber) throw new Error('Choose an item first');
    const values: ValueInput[] = valueInputs(form, screen.answers);
    if (!screen.opened) {
      try {
        const saved = await create.mutateAsync({
          operationId: createId.id,
          itemNumber: screen.itemNumber,
          quantity: screen.quantity,
          values,
          ...(screen.customerNumber ? { customerNumber: screen.customerNumber } : {}),
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
    const toSend = pendingChanges(screen, form);
    if (!toSend) return screen.opened;
    try {
      // Measured against the copy the changes were made to (row 270): a colleague's change since is refused, not overwritten.
      const saved = await change.mutateAsync({ operationId: changeId.id, configurationNumber: screen.opened.configurationNumber, ...toSend, expectedModifiedDate: screen.opened.modifiedDate });
      changeId.settle(null);
      return saved;
    } catch (error) {
      changeId.settle(error as AppError);
      throw error;
    }
  };

  return { save, isDirty: !session.opened || !!changes, quantityOnly: !!changes && !changes.values && !changes.customerNumber, error: create.error ?? change.error, pending: create.isPending || change.isPending, reset: () => (create.reset(), change.reset()) };
}
