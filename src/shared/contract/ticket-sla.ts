import { z } from 'zod';
import { query } from './define';
import { freshnessShape } from './freshness';

/** SLA history of the ticket queues (docs/api-assumptions.md 346). */

/** One calendar day of one queue: tickets that missed a deadline falling that day, and those that only just met one. */
export const slaDaySchema = z.object({
  /** The calendar day in the user's time zone, YYYY-MM-DD. */
  day: z.string(),
  /** Deadlines that fell that day and are settled: missed, or met (by the first response, resolving or closing). */
  deadlines: z.number().int(),
  /** Tickets with at least one deadline of that day missed (once per ticket and day). */
  breached: z.number().int(),
  /** Tickets with no deadline of that day missed but one met within the breaching-soon window (today: also open ones breaching soon now). */
  atRisk: z.number().int(),
  /** Missed deadlines of that day by kind: a ticket missing both counts in each. */
  missedResponse: z.number().int(),
  missedResolution: z.number().int(),
});
export type SlaDay = z.infer<typeof slaDaySchema>;

export const slaQueueHistorySchema = z.object({
  queueCode: z.string(),
  /** Every day of the period, oldest first, zeros included. */
  days: z.array(slaDaySchema),
});
export type SlaQueueHistory = z.infer<typeof slaQueueHistorySchema>;

export const slaHistorySchema = z.object({
  timeZone: z.string(),
  windowMinutes: z.number().int(),
  /** The period's days, oldest first; the last is today in `timeZone`. */
  days: z.array(z.string()),
  /** Every queue that holds tickets, by code. */
  queues: z.array(slaQueueHistorySchema),
  computedAt: z.string(),
  ...freshnessShape,
});
export type SlaHistory = z.infer<typeof slaHistorySchema>;

/** An IANA zone the runtime knows, such as Europe/Oslo. */
const timeZone = z
  .string()
  .trim()
  .min(1, 'Give a time zone')
  .max(64, 'A time zone is at most 64 characters')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Give a time zone such as Europe/Oslo');

export const ticketSlaCalls = {
  'tickets.slaHistory': query(
    'Per queue and day of the last 30 days in the user’s time zone: tickets that breached a deadline and tickets that only just met one',
    z.object({
      timeZone,
      /** The breaching-soon window; the default is the app's (see shared/domain/sla). */
      windowMinutes: z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60)
        .optional(),
    }),
    slaHistorySchema,
  ),
};
