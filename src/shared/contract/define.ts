import type { z } from 'zod';
import type { FieldLabels } from '../domain/field-labels';

/**
 * One entry of the IPC contract. `write` marks calls that change ERP data: the
 * activity log records them and the UI treats them as commands, not queries.
 */
export interface CallSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly summary: string;
  readonly input: I;
  readonly output: O;
  readonly write: boolean;
  /** The input's fields as the form shows them: every refusal of this call names fields by these labels. */
  readonly labels?: FieldLabels;
}

export function query<I extends z.ZodType, O extends z.ZodType>(summary: string, input: I, output: O, labels?: FieldLabels): CallSpec<I, O> {
  return { summary, input, output, write: false, ...(labels ? { labels } : {}) };
}

export function command<I extends z.ZodType, O extends z.ZodType>(summary: string, input: I, output: O, labels?: FieldLabels): CallSpec<I, O> {
  return { summary, input, output, write: true, ...(labels ? { labels } : {}) };
}
