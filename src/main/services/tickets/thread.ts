import type { ReplyResult, TicketDetail, UpdateResult, replyInputSchema, updateInputSchema } from '@shared/contract/tickets';
import type { z } from 'zod';
import { AppError } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { TicketPatch, VersionedTicket } from '../../erp/preview/tickets';
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

async function detailOf(d: ThreadDeps, { ticket: t, etag }: VersionedTicket): Promise<TicketDetail> {
  const [comments, itemName] = await Promise.all([collect(d.client.preview.tickets.comments(t.ticketNumber)), itemNameOf(d.client, t.itemNumber)]);
  return toDetail(t, comments.map(toMessage), { ...d.rows, now: new Date(), itemName, updateOffer: d.client.preview.tickets.updateOffer(), etag });
}

export async function readTicket(d: ThreadDeps, ticketNumber: string): Promise<TicketDetail> {
  return detailOf(d, await d.client.preview.tickets.getVersioned(ticketNumber));
}

/** What moved since the agent's version, with the ticket as it is now: nothing was sent. */
async function changedOutcome(d: ThreadDeps, seen: ReturnType<typeof readVersion>, current: VersionedTicket) {
  const ticket = await detailOf(d, current);
  return { outcome: 'changed' as const, ticket, ...whatChanged(seen, current.ticket, ticket.messages) };
}

/** The ticket moved since the agent's version: what is new, and nothing sent. */
async function changedUnlessSame(d: ThreadDeps, ticketNumber: string, seenVersion: string, confirmed: boolean) {
  const current = await d.client.preview.tickets.getVersioned(ticketNumber);
  const seen = readVersion(seenVersion);
  if (confirmed || unchangedSince(seen, current.ticket)) return null;
  return changedOutcome(d, seen, current);
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

/** The ERP refused the change because the ticket is no longer the version it was based on (row 112). */
const isModified = (error: unknown) => error instanceof AppError && error.data.status === 412;

/** Applies the patch only to the version with this ETag (no ETag: as it is); false when the ERP answered 412. */
async function patchVersion(d: ThreadDeps, ticketNumber: string, patch: TicketPatch, etag: string | null): Promise<boolean> {
  try {
    await d.client.preview.tickets.patch(ticketNumber, patch, { ifMatch: etag });
    return true;
  } catch (error) {
    if (isModified(error)) return false;
    throw attachFields(error, ticketFieldsByCode);
  }
}

/**
 * A change carries only the fields the agent changed (a merge patch the screen builds) and goes
 * with If-Match, the ETag of the version the edit is based on, so the check and the write are one
 * step (row 112): a colleague's change in between is never overwritten; the agent gets the ticket
 * as it is now and chooses. A ticket read without an ETag is compared before writing, as before.
 */
export async function updateTicket(d: ThreadDeps, input: z.output<typeof updateInputSchema>): Promise<UpdateResult> {
  const { ticketNumber, seenVersion, ...fields } = input;
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as TicketPatch;
  const seen = readVersion(seenVersion);
  if (!seen?.e) {
    const changed = await changedUnlessSame(d, ticketNumber, seenVersion, false);
    if (changed) return changed;
  }
  describeWrite(`Change ${ticketNumber}: ${Object.keys(patch).join(', ') || 'nothing'}`);
  const tickets = d.client.preview.tickets;
  const updated = async () => ({ outcome: 'updated' as const, ticket: await readTicket(d, ticketNumber) });
  if (await patchVersion(d, ticketNumber, patch, seen?.e ?? null)) return updated();
  const current = await tickets.getVersioned(ticketNumber);
  // Nothing was written meanwhile (modifiedDate unmoved): only an SLA breach flipped at read time
  // and moved the ETag (row 114). The change goes on the fresh ETag, still checked in one step.
  if (!unchangedSince(seen, current.ticket)) return changedOutcome(d, seen, current);
  if (await patchVersion(d, ticketNumber, patch, current.etag)) return updated();
  return changedOutcome(d, seen, await tickets.getVersioned(ticketNumber));
}
