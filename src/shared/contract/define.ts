import type { z } from 'zod';

/**
 * One entry of the IPC contract. `write` marks calls that change ERP data: the
 * activity log records them and the UI treats them as commands, not queries.
 */
export interface CallSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly summary: string;
  readonly input: I;
  readonly output: O;
  readonly write: boolean;
}

export function query<I extends z.ZodType, O extends z.ZodType>(summary: string, input: I, output: O): CallSpec<I, O> {
  return { summary, input, output, write: false };
}

export function command<I extends z.ZodType, O extends z.ZodType>(summary: string, input: I, output: O): CallSpec<I, O> {
  return { summary, input, output, write: true };
}
