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
