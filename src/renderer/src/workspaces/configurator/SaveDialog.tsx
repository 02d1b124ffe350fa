import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { useHotkeys } from '@mantine/hooks';
import type { AppError } from '@shared/errors';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import type { SaveDetails } from './useSaveConfiguration';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import { Busy } from '../../components/Busy';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';

export const SAVE_AS_EDITOR = 'configurator.saveAs';

export interface SaveDialogProps {
  /** The configuration's draft key (`new:<itemNumber>`): the title and description typed here are kept under it. */
  draftKey: string | null;
  itemName: string | null;
  pending: boolean;
  error: AppError | null;
  /** Saves; true once the configuration was saved. */
  onSave: (details: SaveDetails) => Promise<boolean>;
  onClose: () => void;
}

interface Typed {
  title: string;
  description: string;
}

const blank: Typed = { title: '', description: '' };

/**
 * A new configuration gets a title (the item's name unless given) and an optional description.
 * What is typed is a draft of this configuration's save (row 260): closing the dialog keeps it.
 */
export function SaveDialog({ draftKey, itemName, pending, error, onSave, onClose }: SaveDialogProps) {
  const draft = useDraft<Typed>({ editor: SAVE_AS_EDITOR, recordKey: draftKey, label: `Save ${itemName ?? draftKey ?? ''}`.trim(), initial: blank });
  const { title, description } = draft.value;
  const errorFor = useFieldErrors(error);
  const submit = () => void onSave({ title, description }).then((saved) => saved && draft.done());
  useHotkeys([['mod+Enter', submit]], []);
  return (
    <AppModal opened onClose={onClose} title="Save configuration" data-testid="save-dialog">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the save draft" />
      ) : (
        <Stack gap="sm">
          <DraftNotice draft={draft} />
          <TextInput
            label="Title"
            placeholder={itemName ?? undefined}
            description="Blank: the item's name"
            value={title}
            onChange={(e) => {
              const value = e.currentTarget.value;
              draft.set((d) => ({ ...d, title: value }));
            }}
            error={errorFor('title')}
            autoFocus
          />
          <GrowingTextarea
            label="Description"
            minRows={2}
            maxRows={6}
            value={description}
            onChange={(e) => {
              const value = e.currentTarget.value;
              draft.set((d) => ({ ...d, description: value }));
            }}
            error={errorFor('description')}
          />
          <Text size="xs" c="dimmed">
            Saving stores the values and quantity; the price is worked out again whenever the configuration is opened, until it is ordered.
          </Text>
          <ProblemAlert error={error} shownFields={['title', 'description']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={pending} onClick={submit}>
              Save (Ctrl+Enter)
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
