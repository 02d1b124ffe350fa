import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Capabilities } from '../../../src/shared/contract/connections';
import { TicketWatch } from '../../../src/main/services/tickets/ticket-watch';
import { watchFollowsConnection } from '../../../src/main/services/tickets/watch-follows-connection';
import { DEMO_PROFILE_ID } from '../../../src/main/store/profiles';
import { startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

const activeQueues = async () =>
  (await h.call<{ queues: { code: string; isActive: boolean }[] }>('tickets.queues', {})).queues.filter((q) => q.isActive).map((q) => q.code);

describe('the ticket alert watch follows the active connection', () => {
  it('watches the active queues while a connection is active, stops on a switch to none and on close, and starts again on the way back', async () => {
    const { ctx } = h.core;
    const watch = new TicketWatch(ctx);
    const follow = watchFollowsConnection(ctx, watch);
    try {
      await follow.settled();
      expect(watch.isRunning).toBe(true);
      expect(watch.current().queueCodes.sort()).toEqual((await activeQueues()).sort());

      // A connection without a credential: nothing to watch.
      const bare = ctx.profiles.upsert({
        name: 'No key yet',
        previewBaseUrl: `${h.origin}/preview`,
        ecomBaseUrl: `${h.origin}/ecom`,
        tenantId: 't',
        defaultChannel: null,
      });
      await ctx.connection.activate(bare.id);
      await follow.settled();
      expect(watch.isRunning).toBe(false);
      expect(watch.current().queueCodes).toEqual([]);

      await ctx.connection.activate(DEMO_PROFILE_ID);
      await follow.settled();
      expect(watch.isRunning).toBe(true);
    } finally {
      follow.stop();
    }
    expect(watch.isRunning).toBe(false);
    // Stopped following: a later switch starts nothing.
    await ctx.connection.activate(DEMO_PROFILE_ID);
    await follow.settled();
    expect(watch.isRunning).toBe(false);
  });

  it('watches only the queues the agent chose for alerts, at once and after a restart of the watch, until they choose every queue again', async () => {
    const { ctx } = h.core;
    await ctx.connection.activate(DEMO_PROFILE_ID);
    const watch = new TicketWatch(ctx);
    const follow = watchFollowsConnection(ctx, watch);
    try {
      await follow.settled();
      await h.call('tickets.setAlertQueues', { queueCodes: ['TECH', 'RMA'] });
      await follow.settled();
      expect(watch.current().queueCodes.sort()).toEqual(['RMA', 'TECH']);
      expect(await h.call('tickets.alertQueues', {})).toEqual({ queueCodes: ['RMA', 'TECH'] });

      // Silenced: nothing is watched, nothing looks at the ERP.
      await h.call('tickets.setAlertQueues', { queueCodes: [] });
      await follow.settled();
      expect(watch.isRunning).toBe(false);

      await h.call('tickets.setAlertQueues', { queueCodes: ['FIELD'] });
      follow.stop();
      // A new start (the app's next launch) reads the stored choice.
      const again = watchFollowsConnection(ctx, watch);
      await again.settled();
      expect(watch.current().queueCodes).toEqual(['FIELD']);
      await h.call('tickets.setAlertQueues', { queueCodes: null });
      await again.settled();
      expect(watch.current().queueCodes.sort()).toEqual((await activeQueues()).sort());
      again.stop();
    } finally {
      follow.stop();
      await ctx.ticketPreferences.setAlertQueues(DEMO_PROFILE_ID, null);
    }
  });

  it('does not start for a credential that may not read tickets', async () => {
    const { ctx } = h.core;
    const noTickets: Capabilities = { profileId: DEMO_PROFILE_ID, grantedScopes: ['items:read'], tags: { tickets: { read: false, write: false } } };
    const connection = Object.assign(Object.create(ctx.connection) as typeof ctx.connection, { capabilities: () => noTickets });
    const watch = new TicketWatch(ctx);
    const follow = watchFollowsConnection({ events: ctx.events, connection, ticketPreferences: ctx.ticketPreferences }, watch);
    await follow.settled();
    expect(watch.isRunning).toBe(false);
    follow.stop();
  });
});
