import { z } from 'zod';
import { query } from './define';

export const hostKind = z.enum(['electron', 'browser']);

/** What the shell needs to draw its header: the active connection, or why there is none. */
export const connectionStatusSchema = z.object({
  state: z.enum(['connected', 'none', 'error']),
  message: z.string(),
  profile: z
    .object({
      id: z.string(),
      name: z.string(),
      tenantId: z.string(),
      environment: z.enum(['TEST', 'LIVE']),
      isDemo: z.boolean(),
    })
    .nullable(),
  channel: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** A record the command palette can open: what it is, its number, and a line to recognise it by. */
export const recordKind = z.enum(['item', 'purchaseOrder', 'count', 'ticket']);
export type RecordKind = z.infer<typeof recordKind>;
export const foundRecordSchema = z.object({
  kind: recordKind,
  number: z.string(),
  title: z.string().nullable(),
  detail: z.string().nullable(),
});
export type FoundRecord = z.infer<typeof foundRecordSchema>;

export const appCalls = {
  'app.info': query(
    'Version and host of the running app',
    z.object({}).strict(),
    z.object({ name: z.string(), version: z.string(), host: hostKind, platform: z.string() }),
  ),
  'app.connectionStatus': query('The active connection shown in the header', z.object({}).strict(), connectionStatusSchema),
  'app.findRecords': query(
    'Items, purchase orders and counts whose number (or item name) matches what was typed in the command palette',
    z.object({ query: z.string().trim().min(2, 'Type at least two characters').max(100, 'Keep the search under 100 characters'), limit: z.number().int().min(1).max(10).default(5) }),
    z.object({ records: z.array(foundRecordSchema) }),
  ),
};
