import { useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import IconAdjustments from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs';
import IconBox from '@tabler/icons-react/dist/esm/icons/IconBox.mjs';
import IconClipboardList from '@tabler/icons-react/dist/esm/icons/IconClipboardList.mjs';
import IconFileDollar from '@tabler/icons-react/dist/esm/icons/IconFileDollar.mjs';
import IconKeyboard from '@tabler/icons-react/dist/esm/icons/IconKeyboard.mjs';
import IconMoon from '@tabler/icons-react/dist/esm/icons/IconMoon.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconSun from '@tabler/icons-react/dist/esm/icons/IconSun.mjs';
import IconSunMoon from '@tabler/icons-react/dist/esm/icons/IconSunMoon.mjs';
import IconTicket from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import { useEffect, useEffectEvent, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RecordKind } from '@shared/contract/app';
import { useNavigation } from '../stores/navigation';
import { workspaces } from '../workspaces/registry';
import { useOverlayLayer } from '../components/overlay/layers';
import { paletteStore } from './palette-store';
import { AsOfNotice } from '../components/AsOfNotice';
import { useRecordSearch } from './useRecordSearch';
import { RecordsReadingNotice } from './RecordsReadingNotice';

interface Entry {
  id: string;
  label: string;
  description?: string;
  icon: ReactNode;
  group: 'Workspaces and commands' | 'Records';
  run: () => void;
}

const LIST_ID = 'command-palette-results';
const optionId = (index: number) => `command-palette-option-${index}`;
const kindLabel: Record<RecordKind, string> = {
  item: 'Item',
  purchaseOrder: 'Purchase order',
  count: 'Inventory count',
  ticket: 'Ticket',
  configuration: 'Configuration',
  quote: 'Quote',
  customer: 'Customer',
};
const kindIcon: Record<RecordKind, ReactNode> = {
  item: <IconBox size={20} stroke={1.5} />,
  purchaseOrder: <IconReceipt size={20} stroke={1.5} />,
  count: <IconClipboardList size={20} stroke={1.5} />,
  ticket: <IconTicket size={20} stroke={1.5} />,
  configuration: <IconAdjustments size={20} stroke={1.5} />,
  quote: <IconFileDollar size={20} stroke={1.5} />,
  customer: <IconUser size={20} stroke={1.5} />,
};

/**
 * The highlighted result. Spotlight moves its highlight in the DOM and in a store that does not
 * notify, so the palette reads it back after each arrow key and after the results change (once
 * Spotlight's own update, queued as a microtask, has run). Results arriving after typing get a
 * highlight, so Enter always opens something visible.
 */
function useHighlight(query: string, count: number) {
  const [active, setActive] = useState(-1);
  const read = () =>
    queueMicrotask(() => {
      const selected = paletteStore.getState().selected;
      const next = count === 0 ? -1 : selected >= 0 && selected < count ? selected : 0;
      if (next !== selected) paletteStore.updateState((s) => ({ ...s, selected: next }));
      setActive(next);
    });
  const readOnChange = useEffectEvent(read);
  useEffect(() => readOnChange(), [query, count]);
  const syncAfterKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') read();
  };
  return { active, syncAfterKey };
}

/** Every word typed appears in the label or the description. */
function matches(entry: Entry, query: string): boolean {
  const text = `${entry.label} ${entry.description ?? ''}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/**
 * Ctrl/⌘+K: jump to a workspace, run an app command, or open a record (purchase order, item,
 * count) by typing its number. A combobox for screen readers: the highlighted result is the
 * input's active descendant, and the number of results is announced.
 */
export function CommandPalette({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { go, openRecord } = useNavigation();
  const { setColorScheme } = useMantineColorScheme();
  const { opened, query } = useSpotlight(paletteStore);
  const { isTop } = useOverlayLayer(opened);
  const found = useRecordSearch(query);

  const commands: Entry[] = [
    ...workspaces.map((w): Entry => {
      const Icon = w.icon;
      return {
        id: `go-${w.id}`,
        label: `Go to ${w.label}`,
        description: w.audience,
        icon: <Icon size={20} stroke={1.5} />,
        group: 'Workspaces and commands',
        run: () => go(w.id),
      };
    }),
    { id: 'theme-light', label: 'Use light theme', icon: <IconSun size={20} />, group: 'Workspaces and commands', run: () => setColorScheme('light') },
    { id: 'theme-dark', label: 'Use dark theme', icon: <IconMoon size={20} />, group: 'Workspaces and commands', run: () => setColorScheme('dark') },
    {
      id: 'theme-auto',
      label: 'Follow the system theme',
      icon: <IconSunMoon size={20} />,
      group: 'Workspaces and commands',
      run: () => setColorScheme('auto'),
    },
    { id: 'shortcuts', label: 'Show keyboard shortcuts', icon: <IconKeyboard size={20} />, group: 'Workspaces and commands', run: onShowShortcuts },
  ];
  const records = found.records.map((r): Entry => ({
    id: `${r.kind}-${r.number}`,
    label: r.number,
    description: [kindLabel[r.kind], r.title, r.detail].filter(Boolean).join(' · '),
    icon: kindIcon[r.kind],
    group: 'Records',
    run: () => openRecord({ kind: r.kind, number: r.number }),
  }));
  // Commands first: records arrive later and must not move what is already highlighted.
  const entries = [...commands.filter((c) => matches(c, query.trim())), ...records];

  const { active, syncAfterKey } = useHighlight(query, entries.length);
  const status = found.error
    ? `Records could not be searched: ${found.error}`
    : `${entries.length} result${entries.length === 1 ? '' : 's'}${found.searching ? ', searching records…' : ''}`;

  const groups = (['Workspaces and commands', 'Records'] as const).map((group) => ({
    group,
    items: entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.group === group),
  }));

  return (
    <Spotlight.Root
      store={paletteStore}
      shortcut={null}
      title="Command palette"
      styles={{ header: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', padding: 0 } }}
      closeOnEscape={isTop}
      returnFocus={false}
    >
      <Spotlight.Search
        leftSection={<IconSearch size={18} stroke={1.5} />}
        placeholder="Jump to a workspace, find a record by number, or run a command…"
        aria-label="Search workspaces, commands and records"
        role="combobox"
        aria-expanded={entries.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        onKeyDown={syncAfterKey}
      />
      <AsOfNotice asOf={found.asOf ?? undefined} testId="palette-as-of" onRetry={found.retry} retrying={found.searching} />
      <RecordsReadingNotice reading={found.reading} />
      {entries.length > 0 ? (
        <Spotlight.ActionsList id={LIST_ID} role="listbox" aria-label="Results">
          {groups.map(({ group, items }) =>
            items.length === 0 ? null : (
              <Spotlight.ActionsGroup key={group} label={group} role="group" aria-label={group}>
                {items.map(({ entry, index }) => (
                  <Spotlight.Action
                    key={entry.id}
                    // Spotlight.Action keeps an id prop to itself; the option needs one for aria-activedescendant.
                    ref={(node: HTMLButtonElement | null) => node?.setAttribute('id', optionId(index))}
                    role="option"
                    aria-selected={index === active}
                    data-selected={index === active || undefined}
                    label={entry.label}
                    description={entry.description}
                    leftSection={entry.icon}
                    highlightQuery
                    onClick={entry.run}
                    data-testid={`palette-${entry.id}`}
                  />
                ))}
              </Spotlight.ActionsGroup>
            ),
          )}
        </Spotlight.ActionsList>
      ) : (
        <Spotlight.Empty>{found.searching ? 'Searching records…' : query.trim() ? 'Nothing matches' : 'Type to search'}</Spotlight.Empty>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {opened && query.trim() ? status : ''}
      </VisuallyHidden>
    </Spotlight.Root>
  );
}
