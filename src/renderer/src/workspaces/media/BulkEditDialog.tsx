import { Button, Checkbox, Group, List, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { mediaLabels, type AssetOutcome, type MediaAssetView } from '@shared/contract/media';
import { MEDIA_TEXT_LIMITS } from '@shared/domain/media-limits';
import { useCommand } from '../../api/hooks';
import { useFieldErrors } from '../../components/field-errors';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';

type Field = 'title' | 'altText';
const fields: { name: Field; label: string }[] = [
  { name: 'title', label: 'Title' },
  { name: 'altText', label: 'Alt text' },
];

/** The same title or alt text on every selected file; a field left unticked is not touched. Each file succeeds or fails on its own. */
export function BulkEditDialog({ channelCode, assets, onClose }: { channelCode: string; assets: MediaAssetView[]; onClose: () => void }) {
  const [on, setOn] = useState<Record<Field, boolean>>({ title: false, altText: true });
  const [values, setValues] = useState<Record<Field, string>>({ title: '', altText: '' });
  const [failed, setFailed] = useState<AssetOutcome[]>([]);
  const edit = useCommand('media.updateMany', { invalidates: ['media.library', 'media.asset'] });
  const errorFor = useFieldErrors(edit.error);
  const nameOf = (id: string) => assets.find((a) => a.id === id)?.fileName ?? id;

  const submit = () => {
    const patch = Object.fromEntries(fields.filter((f) => on[f.name]).map((f) => [f.name, values[f.name]]));
    edit.mutate(
      { channelCode, assetIds: assets.map((a) => a.id), patch },
      {
        onSuccess: ({ outcomes }) => {
          const bad = outcomes.filter((o) => !o.ok);
          if (bad.length === 0) onClose();
          else setFailed(bad);
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={`Edit ${assets.length} ${assets.length === 1 ? 'file' : 'files'}`} size="lg" data-testid="bulk-edit-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Tick what to change; it is set on every selected file. An empty value clears it.
          </Text>
          {fields.map(({ name, label }) => {
            const Input = name === 'altText' ? Textarea : TextInput;
            return (
              <Stack key={name} gap={4}>
                <Checkbox label={`Change ${label.toLowerCase()}`} checked={on[name]} onChange={(e) => setOn({ ...on, [name]: e.currentTarget.checked })} />
                <Input
                  label={label}
                  value={values[name]}
                  disabled={!on[name]}
                  maxLength={MEDIA_TEXT_LIMITS[name]}
                  error={errorFor(name)}
                  onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
                />
              </Stack>
            );
          })}
          <ProblemAlert error={edit.error} shownFields={['title', 'altText']} labels={mediaLabels} />
          {failed.length > 0 && (
            <Stack gap={4} role="alert">
              <Text size="sm" fw={500} c="red">
                {failed.length} of {assets.length} files were not changed:
              </Text>
              <List size="sm">
                {failed.map((o) => (
                  <List.Item key={o.id}>
                    {nameOf(o.id)}: {o.error?.detail ?? o.error?.title}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending} disabled={!on.title && !on.altText}>
              Apply to {assets.length} {assets.length === 1 ? 'file' : 'files'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
