import type { ReplyResult, TicketDetail, UpdateResult, replyInputSchema, updateInputSchema } from '@shared/contract/tickets';
import type { z } from 'zod';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpTicket, TicketPatch } from '../../erp/preview/tickets';
import type { StoredProfile } from '../../store/profiles';
import { attachFields, type FieldsByCode } from '../shared/field-errors';
import { pendingPosts } from '../shared/pending-writes';
import { readVersion, toDetail, toMessage, unchangedSince, whatChanged, type RowOptions } from './rows';

/** ERP refusals that do not name their field, put next to the field they concern. */
export const ticketFieldsByCode: FieldsByCode = {
  'TicketQueue.NotFound': 'queueCode',
  'Customer.NotFound': 'customerNumber',
  'Item.NotFound': 'itemNumber',
  'Ticket.TypeNotCreatable': 'type',
  'Ticket.InvalidTransition': 'status',
  'Ticket.ResolutionRequired': 'resolutionType',
  'Ticket.ResolutionNotAllowed': 'resolutionType',
  'Validation.InvalidEmail': 'contactEmail',
};

export interface ThreadDeps {
  client: ErpClient;
  profile: StoredProfile;
  /** Forgets the reply draft of a ticket once the reply it holds was posted. */
  replySent: (ticketNumber: string) => Promise<unknown>;
  rows: Omit<RowOptions, 'now'>;
}

async function itemNameOf(client: ErpClient, itemNumber: string | null | undefined): Promise<string | null> {
  if (!itemNumber) return null;
  return client.preview.items
    .get(itemNumber)
    .then((i) => i.name ?? null)
    .catch(() => null);
}

async function detailOf(d: ThreadDeps, t: ErpTicket): Promise<TicketDetail> {
  const [comments, itemName] = await Promise.all([collect(d.client.preview.tickets.comments(t.ticketNumber)), itemNameOf(d.client, t.itemNumber)]);
  return toDetail(t, comments.map(toMessage), { ...d.rows, now: new Date(), itemName, updateOffer: d.client.preview.tickets.updateOffer() });
}

export async function readTicket(d: ThreadDeps, ticketNumber: string): Promise<TicketDetail> {
  return detailOf(d, await d.client.preview.tickets.get(ticketNumber));
}

/** The ticket moved since the agent's version: what is new, and nothing sent. */
async function changedUnlessSame(d: ThreadDeps, ticketNumber: string, seenVersion: string, confirmed: boolean) {
  const current = await d.client.preview.tickets.get(ticketNumber);
  const seen = readVersion(seenVersion);
  if (confirmed || unchangedSince(seen, current)) return null;
  const ticket = await detailOf(d, current);
  return { outcome: 'changed' as const, ticket, ...whatChanged(seen, current, ticket.messages) };
}

/**
 * A reply goes out only onto the ticket the agent saw: the ticket is read again first and, if a
 * customer wrote or someone changed it meanwhile, the agent gets the news instead of a sent reply.
 * A reply whose answer was lost is resent with its own key (no guard: the ticket moved because of it).
 */
export async function reply(d: ThreadDeps, input: z.output<typeof replyInputSchema>): Promise<ReplyResult> {
  const resuming = pendingPosts(d.client, d.profile).some((e) => e.operationId === input.operationId);
  if (!resuming) {
    const changed = await changedUnlessSame(d, input.ticketNumber, input.seenVersion, input.confirmChanged);
    if (changed) return changed;
  }
  describeWrite(`${input.isInternal ? 'Internal note' : 'Reply'} on ${input.ticketNumber}`);
  const { comment, replayed } = await d.client.preview.tickets
    .addComment(input.ticketNumber, { body: input.body, isInternal: input.isInternal }, { operationId: input.operationId })
    .catch((error: unknown) => {
      throw attachFields(error, { 'Ticket.Closed': 'body', 'Validation.Required': 'body' });
    });
  await d.replySent(input.ticketNumber);
  return { outcome: replayed ? 'replayed' : 'posted', message: toMessage(comment), ticket: await readTicket(d, input.ticketNumber) };
}

export async function updateTicket(d: ThreadDeps, input: z.output<typeof updateInputSchema>): Promise<UpdateResult> {
  const changed = await changedUnlessSame(d, input.ticketNumber, input.seenVersion, input.confirmChanged);
  if (changed) return changed;
  const { ticketNumber, seenVersion: _v, confirmChanged: _c, ...fields } = input;
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as TicketPatch;
  describeWrite(`Change ${ticketNumber}: ${Object.keys(patch).join(', ') || 'nothing'}`);
  const updated = await d.client.preview.tickets.patch(ticketNumber, patch).catch((error: unknown) => {
    throw attachFields(error, ticketFieldsByCode);
  });
  return { outcome: 'updated', ticket: await detailOf(d, updated) };
}

