import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import IconBookmark from '@tabler/icons-react/dist/esm/icons/IconBookmark.mjs';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useState } from 'react';
import type { SavedView, SavedViewFilter } from '@shared/contract/ticket-preferences';
import { useCall } from '../../api/hooks';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { NavButton } from '../../components/NavButton';
import { ProblemAlert } from '../../components/ProblemAlert';
import { showsView } from './ticket-filters';
import { ViewNameDialog } from './ViewNameDialog';

/** The agent's saved views of the list, under the built-in ones: open with a click or Enter, rename, delete. */
export function SavedViews({ current, onOpen }: { current: SavedViewFilter; onOpen: (filter: SavedViewFilter) => void }) {
  const views = useCall('tickets.views', {});
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  if (views.error) return <ProblemAlert error={views.error} onRetry={() => void views.refetch()} />;
  return (
    <>
      {views.data?.views.map((view) => (
        <Group key={view.id} gap={2} wrap="nowrap" data-testid="saved-view">
          <NavButton
            label={view.name}
            leftSection={<IconBookmark size={16} aria-hidden />}
            active={showsView(current, view.filter)}
            onClick={() => onOpen(view.filter)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Rename or delete the view ${view.name}`} title="Rename or delete">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(view)}>
                Rename
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(view)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ))}
      {views.data?.views.length === 0 && (
        <Text size="xs" c="dimmed" px="xs">
          Filter the list, then save it as a view.
        </Text>
      )}
      {renaming && <ViewNameDialog renaming={renaming} onClose={() => setRenaming(null)} onDone={() => setRenaming(null)} />}
      {deleting && (
        <ConfirmDestructive
          title={`Delete the view “${deleting.name}”?`}
          confirmLabel="Delete view"
          keepLabel="Keep it"
          call="tickets.deleteView"
          input={{ id: deleting.id }}
          write={{ invalidates: ['tickets.views'] }}
          onDone={() => setDeleting(null)}
          onClose={() => setDeleting(null)}
          testId="delete-view"
        >
          <Text size="sm">Only the saved view goes; no ticket changes.</Text>
        </ConfirmDestructive>
      )}
    </>
  );
}
