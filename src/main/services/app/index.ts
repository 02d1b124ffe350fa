import type { HandlerGroup } from '../../hosts/dispatcher';
import { damagedData, damagedDataSeen } from './damaged-data';
import type { RecordKindName } from '../shared/records/record-kinds';
import { findRecords } from './find-records';

type AppCalls = 'app.info' | 'app.connectionStatus' | 'app.findRecords' | 'app.damagedData' | 'app.damagedDataSeen';

export const appHandlers: HandlerGroup<AppCalls> = {
  'app.info': async (ctx) => ({ name: 'Quartermaster', version: ctx.version, host: ctx.host, platform: process.platform }),
  'app.connectionStatus': async (ctx) => ctx.connection.status(),
  'app.findRecords': async (ctx, { query, limit }) => {
    const { client, profile } = await ctx.connection.activeClient();
    const records = <K extends RecordKindName>(kind: K) => ctx.recordsReplicas.of(profile, client, kind);
    const sources = {
      client,
      items: records('item'),
      purchaseOrders: records('purchaseOrder'),
      configurations: records('configuration'),
      quotes: records('quote'),
      customers: records('customer'),
    };
    return findRecords({ ...sources, tickets: ctx.ticketReplicas.of(profile, client), isBroad: (text) => ctx.recordsReplicas.isBroad(text) }, query, limit);
  },
  'app.damagedData': damagedData,
  'app.damagedDataSeen': damagedDataSeen,
};
