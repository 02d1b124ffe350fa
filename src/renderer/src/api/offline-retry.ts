/**
 * While a list answers from the local replica "as of" its last sync (the ERP could not be
 * reached), it asks again at this one rhythm, whatever the screen: the next live answer clears
 * its notice. Held here, by the query hooks, never per screen (row 332).
 */
export const OFFLINE_RETRY_MS = 30_000;

/** Of several answers shown together, the oldest "as of"; undefined when all are live. */
export function oldestAsOf(...asOfs: (string | null | undefined)[]): string | undefined {
  return asOfs.filter((a): a is string => !!a).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/** The `asOf` of an answer, or the oldest among an infinite query's pages; undefined when live. */
export function asOfOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  if ('pages' in data && Array.isArray(data.pages)) return oldestAsOf(...data.pages.map(asOfOf));
  return 'asOf' in data && typeof data.asOf === 'string' ? data.asOf : undefined;
}

type Interval = number | false | undefined;

/** A query's refetch interval: the offline rhythm while its answer is "as of", else the screen's own (none by default). */
export function refetchIntervalOf<Q extends { state: { data?: unknown } }>(own: Interval | ((query: Q) => Interval)) {
  return (query: Q): number | false => {
    if (asOfOf(query.state.data)) return OFFLINE_RETRY_MS;
    return (typeof own === 'function' ? own(query) : own) ?? false;
  };
}
