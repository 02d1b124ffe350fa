import { randomUUID } from 'node:crypto';
import type { IdempotencyJournal, JournalRequest } from '../store/idempotency-journal';

/**
 * Where Idempotency-Keys come from. With a journal, keys are durable (survive a restart);
 * without one (tests, throwaway clients) they live in memory for the client's lifetime,
 * which still gives "same operationId, same key" within a run.
 */
export interface KeySource {
  begin(request: JournalRequest): Promise<{ key: string }>;
  complete(key: string, status: number): Promise<void>;
  /** Keys survive a restart: a write the ERP could not be reached for can wait in the outbox. */
  readonly durable: boolean;
}

export function journalKeys(journal: IdempotencyJournal): KeySource {
  return { begin: (r) => journal.begin(r), complete: (k, s) => journal.complete(k, s), durable: true };
}

export function memoryKeys(limit = 10_000): KeySource {
  const byOperation = new Map<string, string>();
  return {
    async begin(request) {
      const known = request.operationId ? byOperation.get(request.operationId) : undefined;
      if (known) return { key: known };
      const key = randomUUID();
      if (request.operationId) {
        byOperation.set(request.operationId, key);
        // Bounded: the oldest operation ids are forgotten first (the ERP forgets keys after 24 h anyway).
        if (byOperation.size > limit) byOperation.delete(byOperation.keys().next().value!);
      }
      return { key };
    },
    async complete() {},
    durable: false,
  };
}
