import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import type { AppError } from '@shared/errors';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import type { SaveDetails } from './useSaveConfiguration';
import { GrowingTextarea } from '../../components/GrowingTextarea';

export interface SaveDialogProps {
  itemName: string | null;
  pending: boolean;
  error: AppError | null;
  onSave: (details: SaveDetails) => void;
  onClose: () => void;
}

/** A new configuration gets a title (the item's name unless given) and an optional description. */
export function SaveDialog({ itemName, pending, error, onSave, onClose }: SaveDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const errorFor = useFieldErrors(error);
  const submit = () => onSave({ title, description });
  useHotkeys([['mod+Enter', submit]], []);
  return (
    <AppModal opened onClose={onClose} title="Save configuration" data-testid="save-dialog">
      <Stack gap="sm">
        <TextInput
          label="Title"
          placeholder={itemName ?? undefined}
          description="Blank: the item's name"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errorFor('title')}
          data-autofocus
        />
        <GrowingTextarea
          label="Description"
          minRows={2}
          maxRows={6}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
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
    </AppModal>
  );
}
