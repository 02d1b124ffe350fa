/**
 * Where the delta poll resumes. `modifiedSince`/`deletedSince` include records at exactly that
 * instant, so the mark keeps the instant of the newest record seen on the ERP's own clock plus
 * the keys already seen at it: an unchanged ERP answers only those, which are then dropped.
 * Using the ERP's timestamps (not this machine's clock) keeps a skewed clock from losing changes.
 */
export interface Mark {
  at: string | null;
  keys: string[];
}

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

/** Advances a mark over records (key, instant); records already seen at the mark are reported as not new. */
export function advance<T>(mark: Mark, records: readonly T[], keyOf: (r: T) => string, instantOf: (r: T) => string | null): { mark: Mark; fresh: T[] } {
  const seen = new Set(mark.keys);
  const fresh = records.filter((r) => !(instantOf(r) === mark.at && seen.has(keyOf(r))));
  let at = mark.at;
  for (const r of records) {
    const i = instantOf(r);
    if (i && (!at || Date.parse(i) > Date.parse(at))) at = i;
  }
  const keys = records.filter((r) => instantOf(r) === at).map(keyOf);
  return { mark: { at, keys: at === mark.at ? [...new Set([...mark.keys, ...keys])] : keys }, fresh };
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
export function advanceDeletions<T extends { entityType?: string | null; key: string; deletedDate?: string | null }>(
  mark: Mark,
  deletions: readonly T[],
): { mark: Mark; removed: string[] } {
  const d = advance(
    mark,
    deletions,
    (r) => `${r.entityType ?? ''}:${r.key}`,
    (r) => r.deletedDate ?? null,
  );
  return { mark: d.mark, removed: d.fresh.filter((r) => r.entityType === 'Ticket').map((r) => r.key) };
}
