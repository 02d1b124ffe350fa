import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DraftStatus } from '../../drafts/DraftNotice';

/**
 * A drafted dialog's actions: closing keeps the draft (and says so while one exists), discarding is
 * its own explicit button, and the dialog's one action (create, receive) comes last.
 */
export function DraftDialogFooter({
  draft,
  onClose,
  children,
}: {
  draft: { dirty: boolean; keptAt: string | null; discard: () => void };
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between">
      <DraftStatus keptAt={draft.keptAt} />
      <Group gap="xs">
        {draft.dirty && (
          <Button variant="subtle" color="red" onClick={() => (draft.discard(), onClose())}>
            Discard draft
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {draft.dirty ? 'Close, keep the draft' : 'Close'}
        </Button>
        {children}
      </Group>
    </Group>
  );
}
