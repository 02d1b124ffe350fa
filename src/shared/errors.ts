import { z } from 'zod';
import { checkSentence, fieldLabel, speakFields, type FieldLabels } from './domain/field-labels';

/**
 * The one error shape that crosses every boundary (ERP -> main -> IPC -> renderer).
 * Electron flattens thrown errors into a message, so errors travel as data and are
 * turned back into a typed exception on the other side.
 */
export const errorKinds = [
  'validation', // input refused before anything was sent (names the field)
  'problem', // the ERP answered with a ProblemDetails body
  'auth', // 401: credential missing, invalid, revoked, or sign-in expired
  'forbidden', // 403: scope missing or permission denied
  'notFound',
  'notOffered', // the server lacks an optional call (docs/api-assumptions.md 73)
  'conflict', // 409, or an idempotency key reused for another request (422)
  'rateLimited', // 429
  'unavailable', // 503 / 5xx after retries
  'network', // connection failed, reset, or the answer was lost
  'queued', // the ERP could not be reached; the write waits in the outbox and is sent when it can be
  'timeout',
  'cancelled',
  'keychain', // the OS keychain cannot be reached
  'internal',
] as const;
export type ErrorKind = (typeof errorKinds)[number];

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string().optional(),
  /** The field as the screen shows it ("line 3, Quantity"); set where the field's label is known. */
  label: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const appErrorSchema = z.object({
  kind: z.enum(errorKinds),
  status: z.number().int().optional(),
  code: z.string().optional(),
  codes: z.array(z.string()).default([]),
  title: z.string(),
  detail: z.string().optional(),
  fieldErrors: z.array(fieldErrorSchema).default([]),
  retryAfter: z.number().optional(),
  requiredScopes: z.array(z.string()).optional(),
  grantedScopes: z.array(z.string()).optional(),
});
export type AppErrorData = z.infer<typeof appErrorSchema>;

/** A typed exception carrying AppErrorData; thrown in main and re-created in the renderer. */
export class AppError extends Error {
  readonly data: AppErrorData;
  constructor(data: Partial<AppErrorData> & Pick<AppErrorData, 'kind' | 'title'>) {
    super(data.detail ? `${data.title}: ${data.detail}` : data.title);
    this.name = 'AppError';
    this.data = { codes: [], fieldErrors: [], ...data };
  }
  get kind(): ErrorKind {
    return this.data.kind;
  }
  get code(): string | undefined {
    return this.data.code;
  }
  get fieldErrors(): FieldError[] {
    return this.data.fieldErrors;
  }
  static is(value: unknown): value is AppError {
    return value instanceof AppError;
  }
}

/**
 * Gives every field error the label its form shows and turns quoted identifiers in the texts
 * into those labels, so no identifier reaches a person. Labels set earlier (a service that knows
 * better, such as "item 1001, Quantity") are kept.
 */
export function withFieldLabels(data: AppErrorData, labels: FieldLabels = {}): AppErrorData {
  const fieldErrors = data.fieldErrors.map((f) => ({ ...f, label: f.label ?? fieldLabel(f.field, labels), message: speakFields(f.message, labels, f.field) }));
  return { ...data, fieldErrors, ...(data.detail ? { detail: speakFields(data.detail, labels) } : {}) };
}

/** Input refused before anything was sent; the detail names each field once, by its label. */
export function invalidInput(title: string, fieldErrors: FieldError[], labels: FieldLabels = {}): AppError {
  const detail = checkSentence(fieldErrors.map((f) => f.label ?? fieldLabel(f.field, labels)));
  const data = withFieldLabels({ kind: 'validation', title, detail, codes: [], fieldErrors }, labels);
  return new AppError(data);
}

/**
 * Errors after which a write may or may not have been booked (the answer was lost, the ERP was
 * busy, the call was cancelled in flight): the same idempotency key must be reused to retry.
 */
const outcomeUnknownKinds: ReadonlySet<ErrorKind> = new Set(['network', 'queued', 'timeout', 'unavailable', 'rateLimited', 'cancelled']);

export function isOutcomeUnknown(error: { kind: ErrorKind } | null | undefined): boolean {
  return !!error && outcomeUnknownKinds.has(error.kind);
}

export type Envelope<T> = { ok: true; value: T } | { ok: false; error: AppErrorData };

/** Turn anything thrown into the data shape; unknown errors never leak stack traces. */
export function toErrorData(error: unknown): AppErrorData {
  if (error instanceof AppError) return error.data;
  if (error instanceof Error && error.name === 'AbortError') {
    return { kind: 'cancelled', title: 'Cancelled', codes: [], fieldErrors: [] };
  }
  return {
    kind: 'internal',
    title: 'Unexpected error',
    detail: error instanceof Error ? error.message : String(error),
    codes: [],
    fieldErrors: [],
  };
}
