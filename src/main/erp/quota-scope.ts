import { AsyncLocalStorage } from 'node:async_hooks';
import type { QuotaWait } from './quota';

/**
 * Who hears that a call waits for quota: long work (a replenishment run, a bulk read) registers a
 * listener around its calls, so every call inside it reports without threading an option through.
 */
const storage = new AsyncLocalStorage<(wait: QuotaWait) => void>();

export function runWithQuotaListener<T>(listener: (wait: QuotaWait) => void, work: () => Promise<T>): Promise<T> {
  return storage.run(listener, work);
}

export function currentQuotaListener(): ((wait: QuotaWait) => void) | undefined {
  return storage.getStore();
}
