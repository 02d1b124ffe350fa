import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { forwardRef, useEffect, useEffectEvent, useState } from 'react';
import { useCall } from '../../api/hooks';
import { label } from '../../components/format';
import classes from './warehouse.module.css';

/**
 * Find an item by part of its number or name. Matches for the text as typed are listed with the
 * first one highlighted (an exact number first); Enter opens the highlighted match, arrows move
 * the highlight. While no match for the current text is listed yet (a scanner types faster than
 * the search answers), Enter opens the typed number.
 */
export const ItemSearch = forwardRef<HTMLInputElement, { onSelect: (itemNumber: string) => void }>(function ItemSearch({ onSelect }, ref) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 200);
  const results = useCall('warehouse.items.search', { search, limit: 8 }, { enabled: search.length > 0 });
  const combobox = useCombobox();
  const typed = text.trim();
  const fresh = search === typed && !!results.data && !results.isFetching;
  const found = search ? (results.data?.items ?? []) : [];
  const exact = found.filter((i) => i.itemNumber.toLowerCase() === typed.toLowerCase());
  const items = [...exact, ...found.filter((i) => !exact.includes(i))];
  const firstKey = fresh ? (items[0]?.itemNumber ?? '') : '';

  // Highlight the best match once the matches answer what is in the box; never a stale one.
  const highlightBest = useEffectEvent((best: string) => {
    if (best) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
  });
  useEffect(() => highlightBest(firstKey), [firstKey]);

  const open = (itemNumber: string) => {
    combobox.closeDropdown();
    onSelect(itemNumber);
    setText('');
  };

  return (
    <div className={classes.search}>
      <Combobox store={combobox} onOptionSubmit={open}>
        <Combobox.Target>
          <TextInput
            ref={ref}
            label="Find an item"
            placeholder="Item number or name, or scan a barcode"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && !combobox.dropdownOpened) setText('');
              if (e.key !== 'Enter' || !typed) return;
              // A highlighted match: the combobox opens it (onOptionSubmit).
              if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
              e.preventDefault();
              open(exact[0]?.itemNumber ?? typed);
            }}
            data-testid="item-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={items.length === 0}>
          <Combobox.Options aria-label="Matching items">
            {items.map((item) => (
              <Combobox.Option key={item.itemNumber} value={item.itemNumber}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" fw={600} ff="monospace">
                    {item.itemNumber}
                  </Text>
                  <Text size="sm" truncate style={{ flex: 1 }}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.trackingType && item.trackingType !== 'None' ? `${label(item.trackingType)} tracked` : ''}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
          {results.data && results.data.totalCount > items.length && (
            <Combobox.Footer>
              <Text size="xs" c="dimmed">
                {results.data.totalCount - items.length} more: type more of the number or name.
              </Text>
            </Combobox.Footer>
          )}
        </Combobox.Dropdown>
      </Combobox>
      {search && results.data && items.length === 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          No item matches “{search}”.
        </Text>
      )}
    </div>
  );
});
