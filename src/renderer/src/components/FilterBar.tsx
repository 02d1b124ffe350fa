import { Button, Group, TextInput } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import type { ReactNode, Ref } from 'react';

export interface FilterBarProps {
  searchRef?: Ref<HTMLInputElement>;
  /** The search field's accessible name ("Search quotes"); its visible label is "Search". */
  searchLabel: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  searchWidth?: number;
  /** Some filter is set: offers Clear filters. */
  filtered: boolean;
  onClear: () => void;
  /** The list's own filters, between the search and Clear filters. */
  children?: ReactNode;
}

/** A list's search field, its filters and Clear filters, laid out alike in every list. */
export function FilterBar({ searchRef, searchLabel, placeholder, text, onText, searchWidth = 240, filtered, onClear, children }: FilterBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        ref={searchRef}
        label="Search"
        aria-label={searchLabel}
        placeholder={placeholder}
        leftSection={<IconSearch size={14} />}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        w={searchWidth}
      />
      {children}
      {filtered && (
        <Button variant="subtle" size="xs" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
