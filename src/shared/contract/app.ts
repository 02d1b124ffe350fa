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

export const appCalls = {
  'app.info': query(
    'Version and host of the running app',
    z.object({}).strict(),
    z.object({ name: z.string(), version: z.string(), host: hostKind, platform: z.string() }),
  ),
  'app.connectionStatus': query('The active connection shown in the header', z.object({}).strict(), connectionStatusSchema),
};
