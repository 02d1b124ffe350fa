import type { AppContext } from '../../context';
import { collect } from '../../erp/paging';
import type { TicketWatch } from './ticket-watch';
import { alertQueueCodes } from '@shared/domain/ticket-alerts';

/**
 * Keeps the ticket alert watch on the active connection, whichever screen is open: on start and
 * on every switch it stops the old watch and, when a connection is active and its credential may
 * read tickets, watches the queues the agent chose for alerts on that connection (row 328), or
 * every active queue when they chose none; a change of that choice restarts it. A credential without tickets:read (known from
 * its scopes, or a 403 on the queue list) or an unreachable ERP leaves it stopped until the next
 * switch. Returns the function that stops following (and the watch).
 */
export function watchFollowsConnection(
  ctx: Pick<AppContext, 'events' | 'connection' | 'ticketPreferences'>,
  watch: TicketWatch,
): { settled: () => Promise<void>; stop: () => void } {
  let generation = 0;
  let current: Promise<void> = Promise.resolve();

  const restart = (): Promise<void> => {
    const mine = ++generation;
    watch.clear();
    const run = async () => {
      const profileId = ctx.connection.activeProfileId();
      if (!profileId || ctx.connection.capabilities(profileId).tags.tickets?.read === false) return;
      const { client } = await ctx.connection.activeClient();
      const queues = await collect(client.preview.tickets.queues());
      // Switched again while the queues were read: the newer restart owns the watch.
      if (mine !== generation) return;
      await watch.set({ queueCodes: alertQueueCodes(ctx.ticketPreferences.alertQueues(profileId), queues) });
    };
    current = run().catch(() => {
      if (mine === generation) watch.clear();
    });
    return current;
  };

  const off = ctx.events.subscribe((event) => {
    if (event === 'connectionChanged' || event === 'ticketPreferencesChanged') void restart();
  });
  void restart();
  return {
    /** Resolves once the latest start (or stop) is done; for callers that must know the outcome. */
    settled: () => current,
    stop: () => {
      generation++;
      off();
      watch.clear();
    },
  };
}
