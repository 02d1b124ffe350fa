import type { AppError } from '@shared/errors';

/** The message of the first field error for `field`, to show under that input. */
export function fieldError(error: AppError | null | undefined, field: string): string | undefined {
  return error?.fieldErrors.find((f) => f.field === field)?.message;
}
