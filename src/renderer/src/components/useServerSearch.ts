import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The ERP's answer is the list: a second filter in the box would hide matches it found elsewhere (a description, a city). */
export const everyOption: OptionsFilter = ({ options }) => options;

/**
 * The search state of a Select whose options come from the ERP. Once an entry is chosen the box
 * shows its label; that label is not a search, so the query goes back to empty.
 */
export function useServerSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const query = debounced && debounced !== chosenLabel ? debounced : undefined;
  const selectProps = (options: { value: string; label: string }[]) => ({
    searchable: true,
    filter: everyOption,
    searchValue: search,
    onSearchChange: setSearch,
    onOptionSubmit: (chosen: string) => setChosenLabel(options.find((o) => o.value === chosen)?.label ?? null),
  });
  return { query, selectProps };
}
