import { Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useCall } from '../../api/hooks';
import { label } from '../../components/format';
import classes from './warehouse.module.css';

/** Find an item by part of its number or name; Enter opens the typed number or the only match. */
export const ItemSearch = forwardRef<HTMLInputElement, { onSelect: (itemNumber: string) => void }>(function ItemSearch({ onSelect }, ref) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 200);
  const results = useCall('warehouse.items.search', { search, limit: 8 }, { enabled: search.length > 0 });
  const items = search ? (results.data?.items ?? []) : [];

  const open = (itemNumber: string) => {
    onSelect(itemNumber);
    setText('');
  };

  return (
    <Stack gap={4} className={classes.search}>
      <TextInput
        ref={ref}
        label="Find an item"
        placeholder="Item number or name, or scan a barcode"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setText('');
          if (e.key !== 'Enter' || !text.trim()) return;
          e.preventDefault();
          const typed = text.trim();
          const exact = items.find((i) => i.itemNumber.toLowerCase() === typed.toLowerCase());
          open(exact?.itemNumber ?? (items.length === 1 && search === typed ? items[0]!.itemNumber : typed));
        }}
        data-testid="item-search"
      />
      {items.length > 0 && (
        <Paper withBorder radius="sm" p={4} className={classes.results} role="list" aria-label="Matching items">
          {items.map((item) => (
            <UnstyledButton key={item.itemNumber} className={classes.result} onClick={() => open(item.itemNumber)} role="listitem">
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
            </UnstyledButton>
          ))}
          {results.data && results.data.totalCount > items.length && (
            <Text size="xs" c="dimmed" px="xs" py={2}>
              {results.data.totalCount - items.length} more: type more of the number or name.
            </Text>
          )}
        </Paper>
      )}
      {search && results.data && items.length === 0 && (
        <Text size="sm" c="dimmed">
          No item matches “{search}”.
        </Text>
      )}
    </Stack>
  );
});
