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
   * A ticket in a watched queue entered the breaching-soon window of its next SLA deadline; sent
   * once per ticket and deadline by the tickets poll (the desktop shows it as a notification).
   */
  ticketBreachingSoon: z.object({
    ticketNumber: z.string(),
    title: z.string().nullable(),
    queueCode: z.string().nullable(),
    priority: z.string().nullable(),
    kind: z.enum(['response', 'resolution']),
    due: z.string(),
    minutesLeft: z.number(),
  }),
  /** An upload of the media queue changed: bytes sent, state, outcome (the whole item, so a screen just replaces it). */
  mediaUpload: uploadItemSchema,
} as const;

export type EventSchemas = typeof eventSchemas;
export type EventName = keyof EventSchemas;
export type EventPayload<K extends EventName> = z.infer<EventSchemas[K]>;
export const eventNames = Object.keys(eventSchemas) as EventName[];
