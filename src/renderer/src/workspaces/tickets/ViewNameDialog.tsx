import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { VIEW_NAME_MAX, type SavedView } from '@shared/contract/ticket-preferences';
import { limitShown, textLimit } from '../../components/text-limit';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { AppModal } from '../../components/overlay/AppModal';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import type { SavedViewFilter } from '@shared/contract/ticket-preferences';

type Props = { onClose: () => void; onDone: (view: SavedView) => void } & (
  { renaming: SavedView; filter?: never } | { renaming?: never; filter: SavedViewFilter }
);

export const VIEW_NAME_EDITOR = 'tickets.viewName';
/** The draft of a new view's name; a rename's is kept under the view's id. */
export const NEW_VIEW = 'new';

/** Names the list as it is now as a saved view, or gives a saved view another name; the name typed is a draft until saved. */
export function ViewNameDialog({ renaming, filter, onClose, onDone }: Props) {
  const initial = useMemo(() => ({ name: renaming?.name ?? '' }), [renaming?.name]);
  const draft = useDraft<{ name: string }>({
    editor: VIEW_NAME_EDITOR,
    recordKey: renaming?.id ?? NEW_VIEW,
    label: renaming ? `Rename “${renaming.name}”` : 'New saved view',
    initial,
  });
  const name = draft.value.name;
  const save = useWrite('tickets.saveView', { invalidates: ['tickets.views'] });
  const rename = useWrite('tickets.renameView', { invalidates: ['tickets.views'] });
  const sending = renaming ? rename : save;
  const errorFor = useFieldErrors(sending.error);
  const limit = textLimit(name, VIEW_NAME_MAX, 'The name');
  const submit = () => {
    if (limit.tooLong) return;
    const saved = (view: SavedView) => (draft.done(), onDone(view));
    if (renaming) rename.send({ id: renaming.id, name }, { onSuccess: saved });
    else save.send({ name, filter: filter! }, { onSuccess: saved });
  };
  return (
    <AppModal opened onClose={onClose} title={renaming ? `Rename “${renaming.name}”` : 'Save this view'} data-testid="view-name-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <DraftNotice draft={draft} what="name" />
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => draft.set({ name: e.currentTarget.value })}
            {...limitShown(limit, errorFor('name'), renaming ? undefined : 'The queue or view on the left, the filters and the sort, as they are now.')}
            data-autofocus
            required
          />
          <ProblemAlert error={sending.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending.isPending} disabled={!!limit.tooLong}>
              {renaming ? 'Rename' : 'Save view'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
