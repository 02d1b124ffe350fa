import type { z } from 'zod';
import { contract, isCallName, type CallName, type CallOutput, type Contract } from '@shared/contract';
import type { FieldLabels } from '@shared/domain/field-labels';
import { AppError, invalidInput, toErrorData, withFieldLabels, type Envelope, type FieldError } from '@shared/errors';
import type { AppContext } from '../context';

export type CallHandler<K extends CallName> = (ctx: AppContext, input: z.output<Contract[K]['input']>) => Promise<CallOutput<K>>;

/** Exactly one handler per contract entry: the type refuses a missing one, a test an extra one. */
export type HandlerTable = { [K in CallName]: CallHandler<K> };
export type HandlerGroup<K extends CallName> = { [P in K]: CallHandler<P> };

export type Dispatch = (name: unknown, input: unknown) => Promise<Envelope<unknown>>;

/** zod issue paths ("lines", 2, "quantity") become the field names screens use ("lines[2].quantity"). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => {
    if (typeof part === 'number') return `${acc}[${part}]`;
    return acc ? `${acc}.${String(part)}` : String(part);
  }, '');
}

export function validationError(error: z.ZodError, labels: FieldLabels = {}): AppError {
  const fieldErrors: FieldError[] = error.issues.map((issue) => ({
    field: fieldPath(issue.path) || '(input)',
    message: issue.message,
    code: issue.code,
  }));
  // The title says what to do; the detail names the fields by the form's labels.
  return invalidInput('Some fields need correcting', fieldErrors, labels);
}

/**
 * The single entry point of both transports. Input is untrusted: it is parsed against the
 * contract before any handler runs, and every failure leaves as an error envelope.
 */
export function createDispatcher(table: HandlerTable, ctx: AppContext): Dispatch {
  return async (name, rawInput) => {
    if (!isCallName(name)) {
      // Named back only when it could be a name: a 5,000-character one is not repeated.
      const shown = typeof name === 'string' && name.length <= 100 ? name : 'The name is not one of the app calls.';
      return { ok: false, error: toErrorData(new AppError({ kind: 'notFound', title: 'Unknown call', detail: shown })) };
    }
    const { labels } = contract[name] as { labels?: FieldLabels };
    const parsed = contract[name].input.safeParse(rawInput ?? {});
    if (!parsed.success) return { ok: false, error: validationError(parsed.error, labels).data };
    try {
      const handler = table[name] as (ctx: AppContext, input: unknown) => Promise<unknown>;
      const value = await handler(ctx, parsed.data);
      return { ok: true, value };
    } catch (error) {
      // One place names every field of every refusal the way the form shows it.
      return { ok: false, error: withFieldLabels(toErrorData(error), labels) };
    }
  };
}
