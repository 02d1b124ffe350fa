import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpDeletion } from '../../erp/preview/deletions';

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

/** Every `/deletions` record since the mark (all pages, the largest page the interface allows). */
export function deletionsSince(client: ErpClient, mark: Mark): Promise<ErpDeletion[]> {
  return collect(client.preview.deletions.all(mark.at ?? undefined, { pageSize: 200 }));
}

/** A `/deletions` record, as far as a mark needs it. */
export interface DeletionRecord {
  entityType?: string | null;
  key: string;
  deletedDate?: string | null;
}

/** Deletions of every record type move the mark (row 34); `removed` holds the keys of `entityType` among the new ones. */
export function advanceDeletions(mark: Mark, deletions: readonly DeletionRecord[], entityType: string): { mark: Mark; removed: string[] } {
  const d = advance(
    mark,
    deletions,
    (r) => `${r.entityType ?? ''}:${r.key}`,
    (r) => r.deletedDate ?? null,
  );
  return { mark: d.mark, removed: d.fresh.filter((r) => r.entityType === entityType).map((r) => r.key) };
}

/**
 * Whether a delta reads `/deletions` too (row 333): at every sync when no `everyMs` is given (the
 * tickets and records replicas), else once `everyMs` passed since the last read (`lastReadAt`, this
 * machine's clock) or when there is none; a delta in between reads the changed records alone.
 */
export function deletionsDue(lastReadAt: string | undefined, now: number, everyMs?: number): boolean {
  return everyMs === undefined || lastReadAt === undefined || now - Date.parse(lastReadAt) >= everyMs;
}
