import type { HandlerGroup } from '../../hosts/dispatcher';
import type { AppContext } from '../../context';
import { DraftStore } from '../../store/drafts';
import { contactDefaults, createTicket } from './create';
import { customerContext } from './customer-context';
import { pollChanges, listTickets, queuesWithCounts } from './list';
import { approveReturn, createReturn, receiveReturn, returnableOrder, returnsOfTicket, toReturnDetail } from './returns';
import { readTicket, reply, updateTicket, type ThreadDeps } from './thread';
import { slaHistoryHandlers } from './sla-history';

type TicketCalls =
  | 'tickets.queues'
  | 'tickets.list'
  | 'tickets.changes'
  | 'tickets.ticket'
  | 'tickets.reply'
  | 'tickets.update'
  | 'tickets.contactDefaults'
  | 'tickets.create'
  | 'tickets.customerContext'
  | 'tickets.returnableOrder'
  | 'tickets.returns'
  | 'tickets.return'
  | 'tickets.createReturn'
  | 'tickets.approveReturn'
  | 'tickets.receiveReturn'
  | 'tickets.watch'
  | 'tickets.slaHistory';

/** The active connection's client, and how a posted reply forgets its draft. */
async function deps(ctx: AppContext): Promise<ThreadDeps> {
  const { client, profile } = await ctx.connection.activeClient();
  const scope = DraftStore.scopeOf(REPLY_EDITOR, profile.id);
  return {
    client,
    profile,
    replySent: (recordKey) => ctx.drafts.discard(scope, { editor: REPLY_EDITOR, recordKey }),
    rows: {},
  };
}

/** The reply box's drafts (the renderer's ReplyComposer keeps them under this editor name). */
const REPLY_EDITOR = 'tickets.reply';

/** Tickets: every call works on the active connection's ERP client. */
export const ticketHandlers: HandlerGroup<TicketCalls> = {
  'tickets.queues': async (ctx) => {
    const d = await deps(ctx);
    return queuesWithCounts(d.client, ctx.ticketReplicas.of(d.profile, d.client), { ...d.rows, now: new Date() });
  },
  'tickets.list': async (ctx, filter) => {
    const d = await deps(ctx);
    return listTickets(ctx.ticketReplicas.of(d.profile, d.client), filter, { ...d.rows, now: new Date() });
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
  ...slaHistoryHandlers,
  'tickets.watch': async (ctx, watch) => {
    const w = ctx.ticketWatch;
    if (watch.queueCodes === undefined && watch.windowMinutes === undefined) return w.current();
    return w.set(watch);
  },
};
