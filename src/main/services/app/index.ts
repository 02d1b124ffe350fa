import type { HandlerGroup } from '../../hosts/dispatcher';

export const appHandlers: HandlerGroup<'app.info' | 'app.connectionStatus'> = {
  'app.info': async (ctx) => ({ name: 'Quartermaster', version: ctx.version, host: ctx.host, platform: process.platform }),
  'app.connectionStatus': async (ctx) => ctx.connection.status(),
};
