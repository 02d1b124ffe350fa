import { ActionIcon, Anchor, Center, CopyButton, Group, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconFile from '@tabler/icons-react/dist/esm/icons/IconFile.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { mediaLabels, type MediaAssetView } from '@shared/contract/media';
import { MEDIA_TEXT_LIMITS } from '@shared/domain/media-limits';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { ScopedButton } from '../../components/ScopedButton';
import { useFieldErrors } from '../../components/field-errors';
import { limitShown, textLimit } from '../../components/text-limit';
import { when } from '../../components/format';
import { LabeledValue } from '../../components/LabeledValue';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ChangedMeanwhile, type Winners } from '../../drafts/ChangedMeanwhile';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { metadataDraftKey, metadataFields, metadataOf, metadataSave, type AssetMetadata } from './asset-metadata';
import { PdfFirstPage } from './PdfFirstPage';
import { byteSize, dimensions, typeLabel } from './media-format';
import classes from './media.module.css';
import { Busy } from '../../components/Busy';
import { GrowingTextarea } from '../../components/GrowingTextarea';

/** Image and video play in the app; a PDF shows its first page, drawn in the app. */
function Preview({ channelCode, asset }: { channelCode: string; asset: MediaAssetView }) {
  if (!asset.url) return <Text c="dimmed">No preview: the ERP gave this file no address.</Text>;
  if (asset.kind === 'image') {
    // Scaled to the panel both ways, so a 16-pixel icon is as readable as a banner.
    return <img src={asset.url} alt={asset.altText ?? ''} className={classes.preview} />;
  }
  if (asset.kind === 'video')
    return <video src={asset.url} controls preload="metadata" style={{ width: '100%', maxHeight: 320 }} aria-label={asset.title ?? asset.fileName} />;
  if (asset.kind === 'pdf') return <PdfFirstPage channelCode={channelCode} asset={asset} />;
  return (
    <Center h={160}>
      <Stack align="center" gap={6}>
        <IconFile size={64} stroke={1.2} aria-hidden />
        <Anchor href={asset.url} target="_blank" rel="noopener noreferrer">
          Open the file <IconExternalLink size={14} aria-hidden />
        </Anchor>
      </Stack>
    </Center>
  );
}

/**
 * One asset: its preview, public address, facts, and its title, alt text and caption to edit.
 * What is typed is a draft (row 260) until it is saved; a save sends only the texts the user
 * changed. An edit of a copy someone changed meanwhile is refused (row 157): their values are
 * then shown beside the user's, and saving again sends only the user's own changes.
 */
export function AssetDetails({ channelCode, asset: listed, onDelete }: { channelCode: string; asset: MediaAssetView; onDelete: () => void }) {
  const client = useQueryClient();
  const fresh = useCall('media.asset', { channelCode, assetId: listed.id });
  const asset = fresh.data ?? listed;
  const current = useMemo(() => metadataOf(asset), [asset]);
  const draft = useDraft<AssetMetadata>({
    editor: 'media.metadata',
    recordKey: metadataDraftKey(channelCode, listed.id),
    label: asset.title || asset.fileName,
    initial: current,
  });
  const [winners, setWinners] = useState<Winners>({});
  const save = useWrite('media.update', { invalidates: ['media.library', 'media.asset'] });
  const errorFor = useFieldErrors(save.error);
  const form = draft.value;
  const planned = metadataSave(draft.base, form, current, winners);
  const changed = Object.keys(planned.patch).length > 0;

  const submit = () =>
    save.send(
      { channelCode, assetId: asset.id, patch: planned.patch, expectedModifiedDate: planned.expectedModifiedDate },
      {
        onSuccess: (saved) => {
          client.setQueryData(['media.asset', { channelCode, assetId: asset.id }], saved);
          setWinners({});
          draft.done(metadataOf(saved));
        },
        // The draft stays; the asset as it is now is read, and the form shows their values beside the user's.
        onError: (error) => void (error.data.codes.includes('ChannelMediaAsset.Modified') && fresh.refetch()),
      },
    );
  const limits = {
    title: textLimit(form.title, MEDIA_TEXT_LIMITS.title, 'The title'),
    altText: textLimit(form.altText, MEDIA_TEXT_LIMITS.altText, 'The alt text'),
    caption: textLimit(form.caption, MEDIA_TEXT_LIMITS.caption, 'The caption'),
  };
  const tooLong = Object.values(limits).some((l) => l.tooLong);
  const field = (name: 'title' | 'altText' | 'caption', description?: string) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      draft.set((f) => ({ ...f, [name]: value }));
    },
    ...limitShown(limits[name], errorFor(name), description),
  });

  if (!draft.ready) return <Busy size="sm" label="Loading the file's details" />;
  return (
    <Stack gap="md" data-testid="asset-details">
      <Preview channelCode={channelCode} asset={asset} />
      <Group gap="xs" wrap="nowrap">
        <TextInput label="Address" value={asset.url ?? '–'} readOnly style={{ flex: 1, minWidth: 0 }} />
        {asset.url && (
          <CopyButton value={asset.url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy the address'}>
                <ActionIcon variant="default" size="lg" mt={24} onClick={copy} aria-label="Copy the address">
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        <LabeledValue label="File">{asset.fileName}</LabeledValue>
        <LabeledValue label="Type">{typeLabel(asset.contentType)}</LabeledValue>
        <LabeledValue label="Size">{byteSize(asset.fileSize)}</LabeledValue>
        <LabeledValue label="Dimensions">{dimensions(asset)}</LabeledValue>
        <LabeledValue label="Folder">{asset.folderPath ?? asset.folder ?? '–'}</LabeledValue>
        <LabeledValue label="Uploaded">{when(asset.createdDate)}</LabeledValue>
        <LabeledValue label="Changed">{when(asset.modifiedDate)}</LabeledValue>
      </SimpleGrid>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooLong) submit();
        }}
      >
        <Stack gap="sm">
          <DraftNotice draft={draft} what="draft of these details" />
          {draft.changedMeanwhile && (
            <ChangedMeanwhile
              fields={[...metadataFields]}
              merge={planned.merge}
              base={draft.base}
              mine={form}
              current={current}
              winners={winners}
              onChoose={(key, side) => setWinners((w) => ({ ...w, [key]: side }))}
            />
          )}
          <TextInput label="Title" data-autofocus {...field('title')} />
          <GrowingTextarea
            label="Alt text"
            minRows={2}
            {...field('altText', asset.kind === 'image' ? 'What the image shows, for people who cannot see it' : undefined)}
          />
          <GrowingTextarea label="Caption" minRows={2} {...field('caption')} />
          <ProblemAlert error={save.error} shownFields={['title', 'altText', 'caption']} labels={mediaLabels} />
          <Group justify="space-between">
            <ScopedButton call="media.remove" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              Delete
            </ScopedButton>
            <Group gap="sm">
              <DraftStatus keptAt={draft.keptAt} />
              <ScopedButton call="media.update" type="submit" loading={save.isPending} disabled={!changed || tooLong}>
                {draft.changedMeanwhile ? 'Save mine anyway' : 'Save'}
              </ScopedButton>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
