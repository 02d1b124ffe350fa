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
import { NEW_VIEW, VIEW_NAME_EDITOR, ViewNameDialog } from './ViewNameDialog';
import { useDraftRequests } from '../../stores/useRecordRequests';

/** The agent's saved views of the list, under the built-in ones: open with a click or Enter, rename, delete. */
export function SavedViews({ current, onOpen }: { current: SavedViewFilter; onOpen: (filter: SavedViewFilter) => void }) {
  const views = useCall('tickets.views', {});
  // By id: a rename's kept draft can ask for its dialog before the views are read.
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const renaming = views.data?.views.find((v) => v.id === renamingId) ?? null;
  useDraftRequests(({ editor, recordKey }) => editor === VIEW_NAME_EDITOR && recordKey !== NEW_VIEW && (setRenamingId(recordKey), true));
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
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenamingId(view.id)}>
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
      {renaming && <ViewNameDialog renaming={renaming} onClose={() => setRenamingId(null)} onDone={() => setRenamingId(null)} />}
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
