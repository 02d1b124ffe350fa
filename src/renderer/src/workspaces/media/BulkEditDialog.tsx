import { Button, Checkbox, Group, List, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { mediaLabels, type AssetOutcome, type MediaAssetView } from '@shared/contract/media';
import { MEDIA_TEXT_LIMITS } from '@shared/domain/media-limits';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { limitShown, textLimit } from '../../components/text-limit';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { bulkDraftKey, bulkPatch, bulkStart, type BulkMetadata } from './bulk-metadata';
import { Busy } from '../../components/Busy';

const fields = [
  { name: 'title', on: 'changeTitle', label: 'Title' },
  { name: 'altText', on: 'changeAltText', label: 'Alt text' },
] as const;

/**
 * The same title or alt text on every selected file; a field left unticked is not touched. Each
 * file succeeds or fails on its own. What is typed is a draft (row 260): closing the dialog keeps
 * it for the same selection, and it goes once every file took the change.
 */
export function BulkEditDialog({ channelCode, assets, onClose }: { channelCode: string; assets: MediaAssetView[]; onClose: () => void }) {
  const ids = useMemo(() => assets.map((a) => a.id), [assets]);
  const initial = useMemo(() => bulkStart(ids), [ids]);
  const draft = useDraft<BulkMetadata>({
    editor: 'media.bulkMetadata',
    recordKey: bulkDraftKey(channelCode, ids),
    label: `${assets.length} ${assets.length === 1 ? 'file' : 'files'}: ${assets.map((a) => a.title || a.fileName).join(', ')}`.slice(0, 300),
    initial,
  });
  const form = draft.value;
  const [failed, setFailed] = useState<AssetOutcome[]>([]);
  const edit = useWrite('media.updateMany', { invalidates: ['media.library', 'media.asset'] });
  const errorFor = useFieldErrors(edit.error);
  const nameOf = (id: string) => assets.find((a) => a.id === id)?.fileName ?? id;
  const limits = {
    title: textLimit(form.title, MEDIA_TEXT_LIMITS.title, 'The title'),
    altText: textLimit(form.altText, MEDIA_TEXT_LIMITS.altText, 'The alt text'),
  };
  // Only a ticked field is sent, so only a ticked field can be too long.
  const tooLong = (form.changeTitle && !!limits.title.tooLong) || (form.changeAltText && !!limits.altText.tooLong);

  const submit = () => {
    edit.send(
      { channelCode, assetIds: ids, patch: bulkPatch(form) },
      {
        onSuccess: ({ outcomes }) => {
          const bad = outcomes.filter((o) => !o.ok);
          // The files that failed still need the change: the draft stays until every one took it.
          if (bad.length > 0) return setFailed(bad);
          draft.done();
          onClose();
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={`Edit ${assets.length} ${assets.length === 1 ? 'file' : 'files'}`} size="lg" data-testid="bulk-edit-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooLong) submit();
        }}
      >
        {!draft.ready ? (
          <Busy size="sm" label="Loading the draft" />
        ) : (
          <Stack gap="sm">
            <DraftNotice draft={draft} />
            <Text size="sm" c="dimmed">
              Tick what to change; it is set on every selected file. An empty value clears it.
            </Text>
            {fields.map(({ name, on, label }) => {
              const Input = name === 'altText' ? Textarea : TextInput;
              return (
                <Stack key={name} gap={4}>
                  <Checkbox
                    label={`Change ${label.toLowerCase()}`}
                    checked={form[on]}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      draft.set((f) => ({ ...f, [on]: checked }));
                    }}
                  />
                  <Input
                    label={label}
                    value={form[name]}
                    disabled={!form[on]}
                    // Only a ticked field is sent, so only a ticked field is refused for its length.
                    {...(form[on] ? limitShown(limits[name], errorFor(name)) : { error: errorFor(name) })}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      draft.set((f) => ({ ...f, [name]: value }));
                    }}
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
              <DraftStatus keptAt={draft.keptAt} />
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" loading={edit.isPending} disabled={(!form.changeTitle && !form.changeAltText) || tooLong}>
                Apply to {assets.length} {assets.length === 1 ? 'file' : 'files'}
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </AppModal>
  );
}
