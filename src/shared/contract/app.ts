import { z } from 'zod';
import { command, query } from './define';
import { freshnessShape } from './freshness';

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
export const recordKind = z.enum(['item', 'purchaseOrder', 'count', 'ticket', 'configuration', 'quote', 'customer']);
export type RecordKind = z.infer<typeof recordKind>;
export const foundRecordSchema = z.object({
  kind: recordKind,
  number: z.string(),
  title: z.string().nullable(),
  detail: z.string().nullable(),
});
export type FoundRecord = z.infer<typeof foundRecordSchema>;

/** A kind still read from the start (row 340): its results so far are among the records. */
export const recordsReadingSchema = z.object({
  kind: recordKind,
  done: z.number().int().min(0),
  /** Null until the ERP said how many there are. */
  total: z.number().int().min(0).nullable(),
});
export type RecordsReading = z.infer<typeof recordsReadingSchema>;

/** A store file that could not be read whole at start, and where its untouched copy is (row 300). */
export const damagedDataSchema = z.object({
  file: z.string(),
  copy: z.string(),
  foundAt: z.string(),
  /** What could not be read, in a sentence ("2 drafts and 1 waiting write could not be read"). */
  message: z.string(),
});
export type DamagedData = z.infer<typeof damagedDataSchema>;

export const appCalls = {
  'app.info': query(
    'Version and host of the running app',
    z.object({}).strict(),
    z.object({ name: z.string(), version: z.string(), host: hostKind, platform: z.string() }),
  ),
  'app.connectionStatus': query('The active connection shown in the header', z.object({}).strict(), connectionStatusSchema),
  'app.findRecords': query(
    'Items, purchase orders, configurations and tickets whose number or name holds words starting as typed, and counts by exact number, for the command palette',
    z.object({
      query: z.string().trim().min(2, 'Type at least two characters').max(100, 'Keep the search under 100 characters'),
      limit: z.number().int().min(1).max(10).default(5),
    }),
    // asOf: the local rows answered, as of their last sync, because the ERP could not be reached.
    z.object({ records: z.array(foundRecordSchema), ...freshnessShape, reading: z.array(recordsReadingSchema).optional() }),
  ),
  'app.damagedData': query(
    'Local data that could not be read at start and has not been seen yet, with where its copy is',
    z.object({}).strict(),
    z.object({ reports: z.array(damagedDataSchema) }),
  ),
  'app.damagedDataSeen': command('The user read the damaged-data notice: it is not shown again', z.object({}).strict(), z.object({})),
};
