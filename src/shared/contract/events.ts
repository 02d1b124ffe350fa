import { z } from 'zod';
import { uploadItemSchema } from './media';

/** Events main pushes to the renderer; same names and payloads on both transports. */
export const eventSchemas = {
  /** Long work (bulk reads, uploads, batch receipts) reports progress under an operation id. */
  progress: z.object({
    operationId: z.string(),
    label: z.string(),
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative().nullable(),
    /** Set while calls wait for room in the ERP's per-minute quota: about how long, in ms. */
    waitingForQuotaMs: z.number().int().nonnegative().optional(),
  }),
  /** Something the user should know that is not the answer to a call they made. */
  notice: z.object({
    level: z.enum(['info', 'success', 'warning', 'error']),
    title: z.string(),
    message: z.string(),
  }),
  /**
   * Main asks the window to open an address in a browser tab (OAuth sign-in under the browser
   * host). Under Electron main opens the system browser itself and never sends this.
   */
  openExternal: z.object({ url: z.string().url() }),
  /** The active connection changed; screens refetch. */
  connectionChanged: z.object({ profileId: z.string().nullable() }),
  /**
   * Something on a ticket of a watched queue the agent should see now: its next SLA deadline is
   * about to pass (breachingSoon) or just passed (breached), or the customer wrote. Raised once
   * per ticket and deadline, or per message, by the tickets poll in main (the desktop shows an
   * OS notification; the window an in-app one).
   */
  ticketAlert: z.object({
    kind: z.enum(['breachingSoon', 'breached', 'customerMessage']),
    ticketNumber: z.string(),
    title: z.string().nullable(),
    queueCode: z.string().nullable(),
    priority: z.string().nullable(),
    deadline: z.object({ kind: z.enum(['response', 'resolution']), due: z.string() }).nullable(),
    /** Until the deadline (negative once passed); null for a message. */
    minutesLeft: z.number().nullable(),
    /** The start of the customer's message. */
    excerpt: z.string().nullable(),
  }),
  /** The outbox of the active connection changed: how many writes wait, and how many need the user. */
  outboxChanged: z.object({ profileId: z.string(), waiting: z.number().int().nonnegative(), needAttention: z.number().int().nonnegative() }),
  /** The agent's alert queues or saved views of a connection changed: the watch and the sidebar follow. */
  ticketPreferencesChanged: z.object({ profileId: z.string() }),
  /** A draft appeared or was removed (sent or discarded): the Drafts list and draft markers refetch. */
  draftsChanged: z.object({}),
  /** An upload of the media queue changed: bytes sent, state, outcome (the whole item, so a screen just replaces it). */
  mediaUpload: uploadItemSchema,
} as const;

export type EventSchemas = typeof eventSchemas;
export type EventName = keyof EventSchemas;
export type EventPayload<K extends EventName> = z.infer<EventSchemas[K]>;
export const eventNames = Object.keys(eventSchemas) as EventName[];
