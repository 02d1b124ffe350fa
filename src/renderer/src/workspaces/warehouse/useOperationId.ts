import { useCallback, useState } from 'react';
import type { AppError, ErrorKind } from '@shared/errors';

/** Errors after which the write may or may not have been booked: the same id must be reused. */
const outcomeUnknown: ReadonlySet<ErrorKind> = new Set(['network', 'timeout', 'unavailable', 'rateLimited', 'cancelled']);

export function isOutcomeUnknown(error: AppError | null | undefined): boolean {
  return !!error && outcomeUnknown.has(error.kind);
}

/**
 * The id of one logical write, created when a form opens. It is kept across retries after a lost
 * answer (the ERP then replays instead of booking twice) and renewed once the write is settled:
 * booked, or refused by the ERP (a refusal is stored under its key, so a corrected retry needs a new one).
 */
export function useOperationId() {
  const [id, setId] = useState(() => crypto.randomUUID());
  const settle = useCallback((error: AppError | null) => {
    if (!isOutcomeUnknown(error)) setId(crypto.randomUUID());
  }, []);
  return { id, settle };
}
