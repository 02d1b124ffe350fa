import { advance, advanceDeletions as advanceAll, type DeletionRecord, type Mark } from '../shared/delta-mark';

export { advance, type Mark };

export interface Watermark {
  tickets: Mark;
  deletions: Mark;
}

export function encodeWatermark(w: Watermark): string {
  return Buffer.from(JSON.stringify(w)).toString('base64url');
}

export function decodeWatermark(s: string): Watermark | null {
  try {
    const w = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Watermark;
    return w && typeof w === 'object' && 'tickets' in w && 'deletions' in w ? w : null;
  } catch {
    return null;
  }
}

/** A ticket's instant on the ERP's clock: `modifiedDate`, else `createdDate` (convention 3). */
const ticketInstant = (t: { modifiedDate?: string | null; createdDate?: string | null }) => t.modifiedDate ?? t.createdDate ?? null;

export function advanceTickets<T extends { ticketNumber: string; modifiedDate?: string | null; createdDate?: string | null }>(
  mark: Mark,
  tickets: readonly T[],
) {
  return advance(mark, tickets, (r) => r.ticketNumber, ticketInstant);
}

/** Deletions of every record type move the mark; `removed` holds the ticket numbers among the new ones. */
export function advanceDeletions(mark: Mark, deletions: readonly DeletionRecord[]): { mark: Mark; removed: string[] } {
  return advanceAll(mark, deletions, 'Ticket');
}
