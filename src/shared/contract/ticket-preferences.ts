import { z } from 'zod';
import { query } from './define';
import { ticketSorts, ticketViews } from './tickets';

/**
 * The agent's own arrangement of the tickets workspace, kept by main per connection profile
 * (docs/api-assumptions.md row 328): which queues raise alerts, and named views of the list.
 * Nothing here reaches the ERP, so these calls are queries for the activity log.
 */

const queueCode = z.string().trim().min(1).max(40);

/** null: every active queue (the default, and what a connection starts with). */
export const alertQueuesSchema = z.object({ queueCodes: z.array(queueCode).max(50).nullable() }).strict();
export type AlertQueues = z.infer<typeof alertQueuesSchema>;

/** What the list shows: the queue or built-in view on the left, the filters and sort above it. */
export const savedViewFilterSchema = z
  .object({
    queueCode: queueCode.nullable(),
    view: z.enum(ticketViews),
    status: z.string().trim().max(40).nullable(),
    priority: z.string().trim().max(40).nullable(),
    type: z.string().trim().max(40).nullable(),
    customerNumber: z.string().trim().max(40).nullable(),
    open: z.enum(['open', 'finished', 'any']),
    search: z.string().max(100),
    sort: z.enum(ticketSorts),
  })
  .strict();
export type SavedViewFilter = z.infer<typeof savedViewFilterSchema>;

/** The longest name a saved view takes: shown at the field, never cut. */
export const VIEW_NAME_MAX = 60;
const viewName = z.string().trim().min(1, 'Name the view').max(VIEW_NAME_MAX, `A view name is at most ${VIEW_NAME_MAX} characters`);
const viewId = z.string().min(1).max(100);

export const savedViewSchema = z.object({ id: z.string(), name: z.string(), filter: savedViewFilterSchema, savedAt: z.string() });
export type SavedView = z.infer<typeof savedViewSchema>;

export const ticketPreferenceCalls = {
  'tickets.alertQueues': query('The queues whose tickets raise alerts on the active connection', z.object({}).strict(), alertQueuesSchema),
  'tickets.setAlertQueues': query('Choose the queues whose tickets raise alerts on the active connection', alertQueuesSchema, alertQueuesSchema),
  'tickets.views': query('Saved views of the ticket list on the active connection', z.object({}).strict(), z.object({ views: z.array(savedViewSchema) })),
  'tickets.saveView': query(
    'Save the ticket list filters and sort under a name',
    z.object({ name: viewName, filter: savedViewFilterSchema }).strict(),
    savedViewSchema,
    { name: 'Name' },
  ),
  'tickets.renameView': query('Rename a saved view of the ticket list', z.object({ id: viewId, name: viewName }).strict(), savedViewSchema, { name: 'Name' }),
  'tickets.deleteView': query('Delete a saved view of the ticket list', z.object({ id: viewId }).strict(), z.object({ deleted: z.boolean() })),
} as const;
