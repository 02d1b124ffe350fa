import { useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '@shared/contract';
import { useOperationId } from '../components/useOperationId';
import { useCommand } from './hooks';

/** Calls whose input carries the operation id that keeps one logical write one write. */
type KeyedCall = { [K in CallName]: CallInput<K> extends { operationId: string } ? K : never }[CallName];

/**
 * One logical write of a dialog or form, sent exactly once: the operation id is kept across
 * retries after a lost answer (the ERP replays instead of repeating) and renewed once settled.
 * When the ERP turns out not to offer the call, the reads named in `recheckWhenNotOffered` are
 * fetched again, so the screen disables the action with the reason instead of offering it again.
 */
export function useWrite<K extends KeyedCall>(name: K, options: { invalidates?: CallName[]; recheckWhenNotOffered?: CallName[] } = {}) {
  const client = useQueryClient();
  const command = useCommand(name, { invalidates: options.invalidates });
  const operation = useOperationId();
  const send = (input: Omit<CallInput<K>, 'operationId'>, onSuccess?: (output: CallOutput<K>) => void) =>
    command.mutate({ ...input, operationId: operation.id } as CallInput<K>, {
      onSuccess,
      onSettled: (_data, error) => operation.settle(error),
      onError: (error) => {
        if (error.kind !== 'notOffered') return;
        for (const key of options.recheckWhenNotOffered ?? []) void client.invalidateQueries({ queryKey: [key] });
      },
    });
  return { send, isPending: command.isPending, error: command.error };
}
