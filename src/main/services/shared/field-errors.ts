import { messageForCode } from '@shared/domain/error-messages';
import { AppError, type FieldError } from '@shared/errors';

/** Which input field an ERP error code concerns, for answers that do not name the field themselves. */
export type FieldsByCode = Readonly<Record<string, string>>;

/**
 * Puts an ERP refusal next to the field it concerns: every known code the ERP did not already
 * attach to a field gets one, with the plain sentence for that code. Other errors pass unchanged.
 */
export function attachFields(error: unknown, fieldsByCode: FieldsByCode): unknown {
  if (!(error instanceof AppError)) return error;
  const named = new Set(error.fieldErrors.map((f) => f.code).filter(Boolean));
  const added: FieldError[] = error.data.codes.flatMap((code) => {
    const field = fieldsByCode[code];
    if (!field || named.has(code)) return [];
    return [{ field, code, message: messageForCode(code) ?? error.data.detail ?? error.data.title }];
  });
  return added.length ? new AppError({ ...error.data, fieldErrors: [...error.fieldErrors, ...added] }) : error;
}

/**
 * Renames the fields of an ERP refusal to the names the screen shows them at (the ERP names
 * request paths such as `values[2].number`); a field the rename returns null for stays as sent.
 */
export function renameFields(error: unknown, rename: (field: FieldError) => Pick<FieldError, 'field' | 'message'> | null): unknown {
  if (!(error instanceof AppError) || error.fieldErrors.length === 0) return error;
  return new AppError({ ...error.data, fieldErrors: error.fieldErrors.map((f) => ({ ...f, ...(rename(f) ?? {}) })) });
}
