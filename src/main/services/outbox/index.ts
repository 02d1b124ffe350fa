import { AppError } from '@shared/errors';
import type { AppContext } from '../../context';
import type { ClientOutbox } from '../../erp/client';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { recordOf } from './replay';
import { toPendingWrite, toUnreadableWrite, unreadableKey } from './view';

type OutboxCalls = 'outbox.list' | 'outbox.retry' | 'outbox.discard' | 'outbox.inspect' | 'outbox.sendAsNew';

async function activeOutbox(ctx: AppContext): Promise<ClientOutbox> {
  const { client } = await ctx.connection.activeClient();
  if (!client.outbox) throw new AppError({ kind: 'internal', title: 'This connection keeps no pending writes' });
  return client.outbox;
}

function held(outbox: ClientOutbox, key: string) {
  const entry = outbox.entries().find((e) => e.key === key);
  if (!entry) throw new AppError({ kind: 'notFound', title: 'This write is no longer pending', detail: 'It was sent or discarded in the meantime.' });
  return entry;
}

const waitingCount = (outbox: ClientOutbox) => outbox.entries().filter((e) => e.state === 'pending').length;

/** Pending writes: list, send now, give up, and the decision on a write too old to resend blindly. */
export const outboxHandlers: HandlerGroup<OutboxCalls> = {
  'outbox.list': async (ctx) => {
    const outbox = await activeOutbox(ctx);
    const entries = outbox.entries();
    const unreadable = outbox.unreadable();
    return {
      entries: [...(unreadable ? [toUnreadableWrite(unreadable)] : []), ...entries.map((e) => toPendingWrite(e, entries))],
      nextAttemptAt: ctx.outbox.nextAttemptAt,
    };
  },

  'outbox.retry': async (ctx, { key }) => {
    const outbox = await activeOutbox(ctx);
    if (key) held(outbox, key);
    const result = await ctx.outbox.run({ byUser: true, ...(key ? { only: key } : {}) });
    return { sent: result.sent, remaining: waitingCount(outbox) };
  },

  'outbox.discard': async (ctx, { key }) => {
    const outbox = await activeOutbox(ctx);
    const unreadable = outbox.unreadable();
    if (unreadable && key === unreadableKey(unreadable.report)) {
      outbox.dismissUnreadable();
      await ctx.outbox.publish();
      return { remaining: waitingCount(outbox) };
    }
    held(outbox, key);
    await outbox.discard(key);
    // Writes that waited behind it may go now.
    await ctx.outbox.run({ byUser: false });
    return { remaining: waitingCount(outbox) };
  },

  'outbox.inspect': async (ctx, { key }) => {
    const outbox = await activeOutbox(ctx);
    const entry = held(outbox, key);
    const record = recordOf(entry.path);
    if (!record) {
      return {
        path: entry.path,
        found: false,
        status: null,
        description: 'This write creates a new record. Look for it in its workspace before sending it again, or it may exist twice.',
      };
    }
    const { client } = await ctx.connection.activeClient();
    try {
      const { body } = await client.request<Record<string, unknown>>('preview', { method: 'GET', path: record });
      const status = typeof body?.status === 'string' ? body.status : null;
      return { path: record, found: true, status, description: status ? `The record is ${status} in the ERP now.` : 'The record exists in the ERP.' };
    } catch (error) {
      if (error instanceof AppError && error.kind === 'notFound')
        return { path: record, found: false, status: null, description: 'The record no longer exists in the ERP.' };
      throw error;
    }
  },

  'outbox.sendAsNew': async (ctx, { key }) => {
    const outbox = await activeOutbox(ctx);
    const entry = held(outbox, key);
    if (!entry.outbox?.expired) throw new AppError({ kind: 'conflict', title: 'Only a write too old to resend can be sent as a new one' });
    const { client } = await ctx.connection.activeClient();
    // A new key: the ERP no longer knows the old one. The user checked the record first.
    await client.request('preview', { method: entry.method as 'POST', path: entry.path, json: entry.body, operationId: `outbox.sendAsNew:${entry.key}` });
    await outbox.discard(key);
    await ctx.outbox.publish();
    return { sent: 1, remaining: waitingCount(outbox) };
  },
};
