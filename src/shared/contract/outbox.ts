import { z } from 'zod';
import { command, query } from './define';

/**
 * Pending writes: the outbox of the active connection. A write the ERP could not be reached
 * for waits here with its idempotency key and is sent, in order, once the ERP answers; a write
 * whose answer was lost waits here until resending it (same key) settles what happened.
 * Decisions behind it: docs/api-assumptions.md rows 250-255.
 */

/**
 * queued: the ERP could not be reached, it will be sent; unknown: it was sent and the answer was
 * lost; refused: the ERP said no when it was sent from here; blocked: an earlier write to the
 * same record was refused, so this one waits; expired: older than the ERP remembers keys, so
 * it is not sent again without the user's decision; unreadable: the journal held it but its
 * line could not be read at start (row 300), so it can only be checked and discarded.
 */
export const pendingWriteStates = ['queued', 'unknown', 'refused', 'blocked', 'expired', 'unreadable'] as const;

const key = z.string().min(1).max(100);

export const pendingWriteSchema = z.object({
  key: z.string(),
  summary: z.string(),
  method: z.string(),
  path: z.string(),
  createdAt: z.string(),
  state: z.enum(pendingWriteStates),
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** For a blocked write: the summary of the refused one it waits behind. */
  blockedBehind: z.string().nullable(),
});
export type PendingWrite = z.infer<typeof pendingWriteSchema>;

export const targetStateSchema = z.object({
  path: z.string(),
  found: z.boolean(),
  /** The record's status as the ERP has it now ("Confirmed"), when it has one. */
  status: z.string().nullable(),
  description: z.string(),
});

export const outboxCalls = {
  'outbox.list': query(
    'The writes waiting for the ERP on the active connection, oldest first',
    z.object({}).strict(),
    z.object({ entries: z.array(pendingWriteSchema), nextAttemptAt: z.string().nullable() }),
  ),
  'outbox.retry': command(
    'Send the waiting writes now (or one of them), in order, with their original keys',
    z.object({ key: key.optional() }),
    z.object({ sent: z.number().int(), remaining: z.number().int() }),
  ),
  'outbox.discard': command('Give a waiting write up: it is never sent', z.object({ key }), z.object({ remaining: z.number().int() })),
  'outbox.inspect': query('Read the record an expired write was meant for, as the ERP has it now', z.object({ key }), targetStateSchema),
  'outbox.sendAsNew': command(
    'Send an expired write as a new one, with a new key, after the user checked its record',
    z.object({ key }),
    z.object({ sent: z.number().int(), remaining: z.number().int() }),
  ),
} as const;
