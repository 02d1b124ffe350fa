import type { HandlerGroup } from '../../hosts/dispatcher';
import type { AppContext } from '../../context';
import { replyDrafts } from '../../store/reply-drafts';
import { contactDefaults, createTicket } from './create';
import { customerContext } from './customer-context';
import { pollChanges, listTickets, queuesWithCounts } from './list';
import { approveReturn, createReturn, receiveReturn, returnableOrder, returnsOfTicket, toReturnDetail } from './returns';
import { ticketIndexOf } from './ticket-index';
import { ticketWatchOf } from './ticket-watch';
import { readTicket, reply, updateTicket, type ThreadDeps } from './thread';

type TicketCalls =
  | 'tickets.queues'
  | 'tickets.list'
  | 'tickets.changes'
  | 'tickets.ticket'
  | 'tickets.reply'
  | 'tickets.update'
  | 'tickets.contactDefaults'
  | 'tickets.create'
  | 'tickets.draft'
  | 'tickets.saveDraft'
  | 'tickets.clearDraft'
  | 'tickets.drafts'
  | 'tickets.customerContext'
  | 'tickets.returnableOrder'
  | 'tickets.returns'
  | 'tickets.return'
  | 'tickets.createReturn'
  | 'tickets.approveReturn'
  | 'tickets.receiveReturn'
  | 'tickets.watch';

/** The active connection's client, its drafts and how rows learn whether a draft is kept. */
async function deps(ctx: AppContext): Promise<ThreadDeps> {
  const { client, profile } = await ctx.connection.activeClient();
  const drafts = await replyDrafts(ctx.dataDir);
  return { client, profile, drafts, rows: { hasDraft: (n) => drafts.has(profile.id, n) } };
}

const profileId = async (ctx: AppContext) => (await ctx.connection.activeClient()).profile.id;

/** Tickets: every call works on the active connection's ERP client. */
export const ticketHandlers: HandlerGroup<TicketCalls> = {
  'tickets.queues': async (ctx) => {
    const d = await deps(ctx);
    return queuesWithCounts(d.client, ticketIndexOf(d.client), { ...d.rows, now: new Date() });
  },
  'tickets.list': async (ctx, filter) => {
    const d = await deps(ctx);
    return listTickets(ticketIndexOf(d.client), filter, { ...d.rows, now: new Date() });
  },
  'tickets.changes': async (ctx, { watermark }) => {
    const d = await deps(ctx);
    const { tickets: _tickets, ...changes } = await pollChanges(d.client, watermark, { ...d.rows, now: new Date() });
    return changes;
  },
  'tickets.ticket': async (ctx, { ticketNumber }) => readTicket(await deps(ctx), ticketNumber),
  'tickets.reply': async (ctx, input) => reply(await deps(ctx), input),
  'tickets.update': async (ctx, input) => updateTicket(await deps(ctx), input),
  'tickets.contactDefaults': async (ctx, { customerNumber }) => contactDefaults((await ctx.connection.activeClient()).client, customerNumber),
  'tickets.create': async (ctx, input) => createTicket(await deps(ctx), input),

  'tickets.draft': async (ctx, { ticketNumber }) => ({ draft: (await replyDrafts(ctx.dataDir)).get(await profileId(ctx), ticketNumber) }),
  'tickets.saveDraft': async (ctx, draft) => (await replyDrafts(ctx.dataDir)).save(await profileId(ctx), draft),
  'tickets.clearDraft': async (ctx, { ticketNumber }) => ({ cleared: await (await replyDrafts(ctx.dataDir)).clear(await profileId(ctx), ticketNumber) }),
  'tickets.drafts': async (ctx) => ({ drafts: (await replyDrafts(ctx.dataDir)).all(await profileId(ctx)) }),

  'tickets.customerContext': async (ctx, { customerNumber }) => customerContext((await ctx.connection.activeClient()).client, customerNumber),
  'tickets.returnableOrder': async (ctx, { orderNumber }) => returnableOrder((await ctx.connection.activeClient()).client, orderNumber),
  'tickets.returns': async (ctx, { ticketNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return returnsOfTicket(client, profile, ticketNumber);
  },
  'tickets.return': async (ctx, { returnNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return toReturnDetail(client, profile, await client.preview.returns.get(returnNumber));
  },
  'tickets.createReturn': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    return createReturn(client, profile, input);
  },
  'tickets.approveReturn': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    return approveReturn(client, profile, input);
  },
  'tickets.receiveReturn': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    return receiveReturn(client, profile, input);
  },
  'tickets.watch': async (ctx, watch) => {
    const w = ticketWatchOf(ctx);
    if (watch.queueCodes === undefined && watch.windowMinutes === undefined) return w.current();
    return w.set(watch);
  },
};
