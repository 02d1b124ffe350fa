import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallInput, CallName, CallOutput } from '@shared/contract';
import { isOutcomeUnknown, type AppError } from '@shared/errors';
import { call } from './client';
import { queryKeyOf } from './hooks';
import { carriesOperationId } from './operation-id';

/** What a form hands over: a call's input without the operation id, which the write adds itself. */
export type WriteInput<K extends CallName> = CallInput<K> extends infer I ? (I extends { operationId: string } ? Omit<I, 'operationId'> : I) : never;

export interface WriteOptions {
  /** Reads fetched again once the write is done. */
  invalidates?: readonly CallName[];
  /** Reads fetched again when the ERP turns out not to offer the call, so the screen shows why. */
  recheckWhenNotOffered?: readonly CallName[];
  /** Where the operation id lives when it must outlive the screen (a draft); the hook keeps it otherwise. */
  operationId?: { id: string; renew: (id: string) => void };
}

export type WriteCallbacks<K extends CallName> = MutateOptions<CallOutput<K>, AppError, WriteInput<K>>;

/**
 * The one way to send a write. When the call carries an operation id, one logical write keeps
 * its id across retries after a lost answer (the ERP replays instead of repeating) and gets a new
 * one once settled: done, or refused (a refusal is stored under its key, so a corrected retry
 * needs a new one). Once done, the reads named in `invalidates` are fetched again before the
 * write counts as finished.
 */
export function useWrite<K extends CallName>(name: K, options: WriteOptions = {}) {
  const client = useQueryClient();
  const [ownId, setOwnId] = useState(() => crypto.randomUUID());
  const operation = options.operationId ?? { id: ownId, renew: setOwnId };
  const refetch = (names: readonly CallName[] = []) => Promise.all(names.map((n) => client.invalidateQueries({ queryKey: queryKeyOf(n) })));
  const mutation = useMutation<CallOutput<K>, AppError, WriteInput<K>>({
    mutationFn: (input) => call(name, (carriesOperationId(name) ? { ...(input as object), operationId: operation.id } : input) as CallInput<K>),
    onSuccess: async () => void (await refetch(options.invalidates)),
    onError: async (error) => void (error.kind === 'notOffered' && (await refetch(options.recheckWhenNotOffered))),
    onSettled: (_data, error) => {
      if (carriesOperationId(name) && !isOutcomeUnknown(error)) operation.renew(crypto.randomUUID());
    },
  });
  return {
    send: (input: WriteInput<K>, callbacks?: WriteCallbacks<K>) => mutation.mutate(input, callbacks),
    sendAsync: (input: WriteInput<K>) => mutation.mutateAsync(input),
    isPending: mutation.isPending,
    error: mutation.error,
    data: mutation.data,
    reset: mutation.reset,
  };
}
