import type { HandlerGroup } from '../../hosts/dispatcher';
import { findRecords } from './find-records';

export const appHandlers: HandlerGroup<'app.info' | 'app.connectionStatus' | 'app.findRecords'> = {
  'app.info': async (ctx) => ({ name: 'Quartermaster', version: ctx.version, host: ctx.host, platform: process.platform }),
  'app.connectionStatus': async (ctx) => ctx.connection.status(),
  'app.findRecords': async (ctx, { query, limit }) => {
    const { client } = await ctx.connection.activeClient();
    return { records: await findRecords(client, query, limit) };
  },
};
