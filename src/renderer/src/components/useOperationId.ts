import { useCallback, useState } from 'react';
import { isOutcomeUnknown, type AppError } from '@shared/errors';

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
