import { AsyncLocalStorage } from 'node:async_hooks';

/** The contract call a write belongs to, so the activity log can say what the user asked for. */
export interface WriteScope {
  operation: string;
  summary: string;
}

const storage = new AsyncLocalStorage<WriteScope>();

export function runInWriteScope<T>(scope: WriteScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

/** A service refines the summary once it knows the details ("Scrap -2 of ITEM-7 at MAIN/A-01"). */
export function describeWrite(summary: string): void {
  const scope = storage.getStore();
  if (scope) scope.summary = summary;
}

export function currentWriteScope(): WriteScope | undefined {
  return storage.getStore();
}
