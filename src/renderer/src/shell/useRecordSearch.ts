import { useDebouncedValue } from '@mantine/hooks';
import type { FoundRecord, RecordsReading } from '@shared/contract/app';
import { useCall } from '../api/hooks';

export const MIN_RECORD_QUERY = 2;
const LIMIT_PER_KIND = 5;
/** While a kind is still read from the start, the search is asked again at this rhythm: its results grow (row 340). */
export const READING_REFRESH_MS = 2_000;

/**
 * Records matching what is typed in the palette, asked for once typing pauses. Results are keyed
 * by the text they answer, so an answer to an older text is never shown for a newer one (the
 * abandoned request just lands in the cache).
 */
export function useRecordSearch(query: string): {
  records: FoundRecord[];
  searching: boolean;
  error: string | null;
  asOf: string | null;
  retry: () => void;
  reading: RecordsReading[];
} {
  const text = query.trim();
  const [debounced] = useDebouncedValue(text, 250);
  const enabled = debounced.length >= MIN_RECORD_QUERY;
  const result = useCall(
    'app.findRecords',
    { query: debounced, limit: LIMIT_PER_KIND },
    { enabled, staleTime: 30_000, refetchInterval: (q) => (q.state.data?.reading ? READING_REFRESH_MS : false) },
  );
  const current = enabled && debounced === text;
  return {
    records: current ? (result.data?.records ?? []) : [],
    searching: text.length >= MIN_RECORD_QUERY && (!current || result.isFetching),
    error: current && result.error ? result.error.data.title : null,
    /** The ERP could not be reached: the local records answered, as of their last sync. */
    asOf: current ? (result.data?.asOf ?? null) : null,
    retry: () => void result.refetch(),
    /** Kinds still read from the start: their results so far are shown. */
    reading: current ? (result.data?.reading ?? []) : [],
  };
}
