import type { ConfigurationDetail, FormDefinition, ValueInput } from '@shared/contract/configurator';
import { useWrite } from '../../api/useWrite';
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
  const invalidates = ['configurator.configurations', 'configurator.configuration', 'configurator.rowPrices'] as const;
  const create = useWrite('configurator.save', { invalidates });
  const change = useWrite('configurator.reconfigure', { invalidates });
  const changes = pendingChanges(session, form);

  /** `screen`: what to save when it is not yet what the screen shows (the user's changes met with a colleague's). */
  const save = async (details: SaveDetails = {}, screen: ConfigureSession = session): Promise<ConfigurationDetail> => {
    if (!form || !screen.itemNumber) throw new Error('Choose an item first');
    const values: ValueInput[] = valueInputs(form, screen.answers);
    if (!screen.opened) {
      return create.sendAsync({
        itemNumber: screen.itemNumber,
        quantity: screen.quantity,
        values,
        ...(screen.customerNumber ? { customerNumber: screen.customerNumber } : {}),
        ...(details.title?.trim() ? { title: details.title.trim() } : {}),
        ...(details.description?.trim() ? { description: details.description.trim() } : {}),
      });
    }
    const toSend = pendingChanges(screen, form);
    if (!toSend) return screen.opened;
    // Measured against the copy the changes were made to (row 270): a colleague's change since is refused, not overwritten.
    return change.sendAsync({ configurationNumber: screen.opened.configurationNumber, ...toSend, expectedModifiedDate: screen.opened.modifiedDate });
  };

  return {
    save,
    isDirty: !session.opened || !!changes,
    quantityOnly: !!changes && !changes.values && !changes.customerNumber,
    error: create.error ?? change.error,
    pending: create.isPending || change.isPending,
    reset: () => (create.reset(), change.reset()),
  };
}
