import type { HandlerGroup } from '../../hosts/dispatcher';
import { damagedData, damagedDataSeen } from './damaged-data';
import { findRecords } from './find-records';

type AppCalls = 'app.info' | 'app.connectionStatus' | 'app.findRecords' | 'app.damagedData' | 'app.damagedDataSeen';

export const appHandlers: HandlerGroup<AppCalls> = {
  'app.info': async (ctx) => ({ name: 'Quartermaster', version: ctx.version, host: ctx.host, platform: process.platform }),
  'app.connectionStatus': async (ctx) => ctx.connection.status(),
  'app.findRecords': async (ctx, { query, limit }) => {
    const { client } = await ctx.connection.activeClient();
    return { records: await findRecords(client, query, limit) };
  },
  'app.damagedData': damagedData,
  'app.damagedDataSeen': damagedDataSeen,
};
