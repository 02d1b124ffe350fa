import { Select } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { keepPreviousData } from '@tanstack/react-query';
import { memo, type Ref } from 'react';
import { useCall } from '../../api/hooks';
import { useServerSearch } from '../../components/useServerSearch';

export interface ItemPickerProps {
  value: string | null;
  /** Shown for the chosen item while the search has not found it (an opened configuration). */
  valueLabel?: string | null;
  onChange: (itemNumber: string | null) => void;
  error?: string | null;
  readOnly?: boolean;
  /** Required where an item must be chosen; a list filter leaves it off. */
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A configurable item by part of its number or name; the ERP does the searching. */
/** Memoised: a keystroke elsewhere in the form does not render the search box again. */
export const ItemPicker = memo(function ItemPicker({ value, valueLabel, onChange, error, readOnly, required, inputRef }: ItemPickerProps) {
  const { query, selectProps } = useServerSearch();
  const items = useCall('configurator.items', { search: query, pageSize: 20 }, { placeholderData: keepPreviousData, staleTime: 60_000 });
  const options = (items.data?.items ?? []).map((i) => ({ value: i.itemNumber, label: `${i.itemNumber} · ${i.name ?? ''}` }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: valueLabel ? `${value} · ${valueLabel}` : value });
  return (
    <Select
      ref={inputRef}
      label="Configurable item"
      placeholder="Item number or name, or scan it"
      leftSection={<IconSearch size={16} />}
      {...selectProps(options)}
      data={options}
      value={value}
      onChange={onChange}
      nothingFoundMessage={items.isFetching ? 'Searching…' : 'No configurable item matches'}
      error={error ?? (items.error ? 'The items could not be loaded' : undefined)}
      readOnly={readOnly}
      required={required}
      // Wide enough for a number and a name such as "FV-80001 · Terrace Awning Made-to-measure", never wider than its place.
      w={{ base: '100%', sm: 440 }}
      maw="100%"
      data-testid="item-picker"
    />
  );
});
