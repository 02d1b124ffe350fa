import { AppError } from '@shared/errors';
import type { AppContext } from '../../context';
import type { HandlerGroup } from '../../hosts/dispatcher';

type PreferenceCalls = 'tickets.alertQueues' | 'tickets.setAlertQueues' | 'tickets.views' | 'tickets.saveView' | 'tickets.renameView' | 'tickets.deleteView';

function activeProfile(ctx: AppContext): string {
  const id = ctx.connection.activeProfileId();
  if (!id) throw new AppError({ kind: 'notFound', title: 'No connection is active', detail: 'Choose a connection first.' });
  return id;
}

/** Says a change went through, so the alert watch and every window's sidebar follow. */
async function changed<T>(ctx: AppContext, profileId: string, result: T): Promise<T> {
  ctx.events.emit('ticketPreferencesChanged', { profileId });
  return result;
}

/** The agent's alert queues and saved views of the active connection (row 328). */
export const ticketPreferenceHandlers: HandlerGroup<PreferenceCalls> = {
  'tickets.alertQueues': async (ctx) => ({ queueCodes: ctx.ticketPreferences.alertQueues(activeProfile(ctx)) }),
  'tickets.setAlertQueues': async (ctx, { queueCodes }) => {
    const profileId = activeProfile(ctx);
    await ctx.ticketPreferences.setAlertQueues(profileId, queueCodes);
    return changed(ctx, profileId, { queueCodes: ctx.ticketPreferences.alertQueues(profileId) });
  },
  'tickets.views': async (ctx) => ({ views: ctx.ticketPreferences.views(activeProfile(ctx)) }),
  'tickets.saveView': async (ctx, { name, filter }) => {
    const profileId = activeProfile(ctx);
    return changed(ctx, profileId, await ctx.ticketPreferences.saveView(profileId, name, filter));
  },
  'tickets.renameView': async (ctx, { id, name }) => {
    const profileId = activeProfile(ctx);
    return changed(ctx, profileId, await ctx.ticketPreferences.renameView(profileId, id, name));
  },
  'tickets.deleteView': async (ctx, { id }) => {
    const profileId = activeProfile(ctx);
    return changed(ctx, profileId, { deleted: await ctx.ticketPreferences.deleteView(profileId, id) });
  },
};
