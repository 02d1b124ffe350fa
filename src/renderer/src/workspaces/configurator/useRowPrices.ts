import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MAX_PRICED_ROWS, type RowPrice } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';

/**
 * Prices of the saved configurations on screen (row 337). The table reports the rows on screen;
 * once scrolling rests they are read (each revalidated with its ETag in main) and what was read
 * stays shown while rows come and go, so a row scrolled back to shows its price at once.
 */
export function useRowPrices() {
  const [onScreen, setOnScreen] = useState<string[]>([]);
  const [numbers] = useDebouncedValue(onScreen, 150);
  const [known, setKnown] = useState<ReadonlyMap<string, RowPrice>>(new Map());
  const read = useCall(
    'configurator.rowPrices',
    { configurationNumbers: numbers.slice(0, MAX_PRICED_ROWS) },
    { enabled: numbers.length > 0, placeholderData: keepPreviousData },
  );
  const answered = read.data;
  useEffect(() => {
    if (!answered) return;
    // Merges answers as they come; a later read of the same row replaces its figure.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKnown((old) => new Map([...old, ...answered.prices.map((p) => [p.configurationNumber, p] as const)]));
  }, [answered]);
  return {
    prices: known,
    /** Pass to the table's `onRowsOnScreenChange`. */
    onRowsOnScreen: (rows: { configurationNumber: string }[]) => setOnScreen(rows.map((r) => r.configurationNumber)),
  };
}
