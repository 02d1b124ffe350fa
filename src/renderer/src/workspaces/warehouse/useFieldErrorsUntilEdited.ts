import { useCallback, useState } from 'react';
import type { AppError } from '@shared/errors';
import { useFieldErrors } from '../../components/field-errors';

/**
 * Field errors of the last submit, each hidden once its field is edited: a corrected field no
 * longer shows the old complaint while the others still do.
 */
export function useFieldErrorsUntilEdited(error: AppError | null | undefined) {
  const errorFor = useFieldErrors(error);
  const [edited, setEdited] = useState<{ error: unknown; fields: ReadonlySet<string> }>({ error: null, fields: new Set() });
  const markEdited = useCallback(
    (...names: string[]) => setEdited((current) => ({ error, fields: new Set([...(current.error === error ? current.fields : []), ...names]) })),
    [error],
  );
  // Edits made before this error was answered do not hide it.
  const shown = (field: string) => (edited.error === error && edited.fields.has(field) ? undefined : errorFor(field));
  return { errorFor: shown, markEdited };
}
