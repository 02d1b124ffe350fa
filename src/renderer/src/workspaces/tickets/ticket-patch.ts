import type { TicketDetail, UpdateInput } from '@shared/contract/tickets';
import { changedFields } from '@shared/domain/merge-patch';

/** The ticket's fields the status, routing and resolution panel edits. */
export type TicketFields = {
  status: string;
  priority: string | null;
  queueCode: string | null;
  resolutionType: string | null;
  /** '' when the ticket has none: what the box shows. */
  resolutionNotes: string;
};

/** The panel's draft: the fields and the ticket version they were read from (its ETag goes as If-Match). */
export interface UpdateForm {
  fields: TicketFields;
  seenVersion: string;
}

export const fieldsOf = (t: TicketDetail): TicketFields => ({
  status: t.status,
  priority: t.priority,
  queueCode: t.queueCode,
  resolutionType: t.resolutionType,
  resolutionNotes: t.resolutionNotes ?? '',
});

export const updateFormOf = (t: TicketDetail): UpdateForm => ({ fields: fieldsOf(t), seenVersion: t.version });

type Patch = Omit<UpdateInput, 'ticketNumber' | 'seenVersion'>;

/**
 * The merge patch of what the agent changed, never the whole form. A resolution goes only with a
 * ticket that is or becomes Resolved (row 113): one typed before choosing another status stays in
 * the form but is not sent. An empty notes box clears the notes.
 */
export function ticketPatch(base: TicketFields, mine: TicketFields): Patch {
  const changed = changedFields(base, mine);
  const patch: Patch = {};
  if (changed.status !== undefined) patch.status = changed.status;
  if (changed.priority) patch.priority = changed.priority;
  if (changed.queueCode) patch.queueCode = changed.queueCode;
  if (mine.status === 'Resolved') {
    if ('resolutionType' in changed) patch.resolutionType = changed.resolutionType ?? null;
    if ('resolutionNotes' in changed) patch.resolutionNotes = changed.resolutionNotes || null;
  }
  return patch;
}
