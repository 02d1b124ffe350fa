import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '@shared/contract';
import type { AppError } from '@shared/errors';
import { call } from './client';
import { refetchIntervalOf } from './offline-retry';

/**
 * The cache key of a call's answers: the call name, then its input. Without an input it names
 * every cached answer of the call (what a write invalidates). A value drawn from an answer adds
 * what it also depends on after the input.
 */
export function queryKeyOf<K extends CallName>(name: K, input?: CallInput<K>, ...drawnWith: readonly unknown[]): QueryKey {
  return input === undefined ? [name] : [name, input, ...drawnWith];
}

/** A read through the contract, cached by call name and input; an answer "as of" a replica's last sync is asked again at the offline rhythm. */
export function useCall<K extends CallName>(name: K, input: CallInput<K>, options?: Omit<UseQueryOptions<CallOutput<K>, AppError>, 'queryKey' | 'queryFn'>) {
  return useQuery<CallOutput<K>, AppError>({
    queryKey: queryKeyOf(name, input),
    queryFn: () => call(name, input),
    ...options,
    refetchInterval: refetchIntervalOf(options?.refetchInterval),
  });
}
