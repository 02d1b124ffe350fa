import { useMemo } from 'react';
import type { AppError, AppErrorData, FieldError } from '@shared/errors';
import { fieldErrorSentence } from '@shared/domain/error-messages';
import { joinSentences, normaliseFieldName } from '@shared/domain/field-labels';

/**
 * Puts the ERP's field errors next to the inputs they concern. The ERP names fields in several
 * spellings ("Quantity", "lines[2].quantity", "Lines.2.Quantity", "$.lines[2].quantity"), so
 * names are compared in one normal form.
 */

export type ErrorSource = AppError | AppErrorData | null | undefined;

function dataOf(error: ErrorSource): AppErrorData | undefined {
  if (!error) return undefined;
  return 'data' in error ? error.data : error;
}

/** Every message for one field, in the order the ERP gave them. */
export function fieldErrorsFor(error: ErrorSource, field: string): string[] {
  const wanted = normaliseFieldName(field);
  return (dataOf(error)?.fieldErrors ?? []).filter((e) => normaliseFieldName(e.field) === wanted).map((e) => fieldErrorSentence(e));
}

/** The field errors that concern none of the given fields: a screen shows these in its alert. */
export function unclaimedFieldErrors(error: ErrorSource, shownFields: readonly string[]): FieldError[] {
  const shown = new Set(shownFields.map(normaliseFieldName));
  return (dataOf(error)?.fieldErrors ?? []).filter((e) => !shown.has(normaliseFieldName(e.field)));
}

/**
 * For forms: `const errorFor = useFieldErrors(mutation.error)` then
 * `<DecimalInput error={errorFor('quantity')} />`. Returns undefined for a field without errors,
 * which is what Mantine inputs expect.
 */
export function useFieldErrors(error: ErrorSource): (field: string) => string | undefined {
  return useMemo(() => {
    return (field: string) => {
      const messages = fieldErrorsFor(error, field);
      return messages.length ? joinSentences(...messages) : undefined;
    };
  }, [error]);
}
