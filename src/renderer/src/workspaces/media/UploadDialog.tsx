import { Alert, Badge, Button, Group, Paper, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { useState } from 'react';
import { mediaLabels, type MediaFolderView } from '@shared/contract/media';
import { MEDIA_TEXT_LIMITS } from '@shared/domain/media-limits';
import { mapLimit } from '@shared/concurrency';
import { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { uploadSourceFor } from '../../api/upload-source';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { limitShown, textLimit } from '../../components/text-limit';
import { byteSize, typeLabel } from './media-format';
import { choiceOf } from './FolderNav';
import { isImage, type StagedFile } from './staged-files';
import { folderFilter, folderKey } from './useLibrary';

const duplicateChoices = [
  { value: 'ask', label: 'Ask me for each file' },
  { value: 'replace', label: 'Replace the file in the library' },
  { value: 'keepBoth', label: 'Keep both' },
  { value: 'skip', label: 'Skip the new file' },
];

const HANDOVER_CONCURRENCY = 3;

/** A staged file's title or alt text against its limit (the upload waits while one is too long). */
const limitOf = (text: string, name: 'title' | 'altText') => textLimit(text, MEDIA_TEXT_LIMITS[name], name === 'title' ? 'The title' : 'The alt text');

/**
 * The files about to be uploaded, each already checked: refused ones say why (the file and the
 * limit) and are never sent; accepted ones take a title and alt text first, and an image
 * without alt text is flagged. Upload hands them to the queue.
 */
export function UploadDialog(props: {
  channelCode: string;
  staged: StagedFile[];
  folders: MediaFolderView[];
  defaultFolder: string;
  onChange: (staged: StagedFile[]) => void;
  onClose: () => void;
  onQueued: () => void;
}) {
  const { staged } = props;
  const [folder, setFolder] = useState(props.defaultFolder);
  const [onDuplicate, setOnDuplicate] = useState('ask');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  // Titles and alt texts typed here cannot be kept without their files: closing asks first.
  const [askingToClose, setAskingToClose] = useState(false);
  const accepted = staged.filter((s) => !s.refusal);
  // Each file's limits once a render: the fields show them, the Upload button waits on them.
  const limits = new Map(accepted.map((s) => [s.key, { title: limitOf(s.title, 'title'), altText: limitOf(s.altText, 'altText') }]));
  const tooLong = [...limits.values()].some((l) => l.title.tooLong || l.altText.tooLong);
  const refused = staged.filter((s) => s.refusal);
  const update = (key: string, change: Partial<StagedFile>) => props.onChange(staged.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const folderOptions = props.folders.map((f) => ({ value: folderKey(choiceOf(f)), label: f.folderPath }));
  const typed = staged.filter((s) => !s.refusal && (s.title.trim() || s.altText.trim())).length;
  const requestClose = () => (typed > 0 ? setAskingToClose(true) : props.onClose());
  // Escape while asking keeps the files (the safe choice), as every question of the app does.
  const close = () => (askingToClose ? setAskingToClose(false) : requestClose());
  const chosen = props.folders.map(choiceOf).find((c) => folderKey(c) === folder);

  const upload = async () => {
    setSending(true);
    setError(null);
    try {
      // Every file handed over first (a few at a time), then queued in one call: one round trip, one journal sync.
      const sources = await mapLimit(accepted, HANDOVER_CONCURRENCY, (s) => uploadSourceFor(s.file, s.registered));
      await call('media.enqueue', {
        channelCode: props.channelCode,
        ...folderFilter(chosen ?? { folder: 'Content' }),
        onDuplicate: onDuplicate as 'ask',
        files: accepted.map((s, i) => ({
          source: sources[i]!,
          fileName: s.name,
          ...(s.title ? { title: s.title } : {}),
          ...(s.altText ? { altText: s.altText } : {}),
        })),
      });
      props.onQueued();
    } catch (e) {
      // Ids are single use and main may have taken some: the next attempt hands every file over afresh.
      props.onChange(staged.map((s) => ({ ...s, registered: null })));
      setError(e instanceof AppError ? e : new AppError({ kind: 'internal', title: 'The files could not be handed over', detail: (e as Error).message }));
    } finally {
      setSending(false);
    }
  };

  return (
    <AppModal opened onClose={close} title="Upload files" size="xl" data-testid="upload-dialog">
      <Stack gap="sm">
        {refused.length > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={`${refused.length} ${refused.length === 1 ? 'file is' : 'files are'} not uploaded`}
            data-testid="upload-refusals"
          >
            <Stack gap={2}>
              {refused.map((s) => (
                <Text key={s.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.refusal!.sentence}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {accepted.length > 0 ? (
          <>
            <Group grow align="flex-start">
              <Select label="Folder" data={folderOptions} value={folder} onChange={(v) => v && setFolder(v)} allowDeselect={false} />
              <Select
                label="When the library has a file of the same name and size"
                data={duplicateChoices}
                value={onDuplicate}
                onChange={(v) => v && setOnDuplicate(v)}
                allowDeselect={false}
              />
            </Group>
            <ScrollArea.Autosize mah="50vh" type="auto">
              <Stack gap="xs">
                {accepted.map((s) => (
                  <Paper key={s.key} withBorder p="xs" data-testid="staged-file">
                    <Group justify="space-between" wrap="nowrap" mb={4}>
                      <Text size="sm" fw={500} truncate="end" title={s.name} style={{ minWidth: 0 }}>
                        {s.name}
                      </Text>
                      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                        {isImage(s) && !s.altText.trim() && (
                          <Badge size="sm" color="orange" variant="light">
                            No alt text
                          </Badge>
                        )}
                        <Text size="xs" c="dimmed">
                          {typeLabel(s.contentType)} · {byteSize(s.file.size)}
                        </Text>
                      </Group>
                    </Group>
                    <Group grow gap="xs">
                      <TextInput
                        size="xs"
                        label="Title"
                        aria-label={`Title of ${s.name}`}
                        {...limitShown(limits.get(s.key)!.title, undefined)}
                        value={s.title}
                        onChange={(e) => update(s.key, { title: e.currentTarget.value })}
                      />
                      <TextInput
                        size="xs"
                        label="Alt text"
                        aria-label={`Alt text of ${s.name}`}
                        {...limitShown(limits.get(s.key)!.altText, undefined)}
                        value={s.altText}
                        onChange={(e) => update(s.key, { altText: e.currentTarget.value })}
                      />
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </>
        ) : (
          <Text c="dimmed">None of these files can be uploaded.</Text>
        )}
        <ProblemAlert error={error} labels={mediaLabels} />
        {askingToClose && (
          <Alert color="orange" title="Close without uploading?" data-testid="upload-close-question">
            <Stack gap="xs">
              <Text size="sm">
                The titles and alt texts typed for {typed} {typed === 1 ? 'file' : 'files'} are lost with the files: they are kept only once uploaded.
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setAskingToClose(false)} autoFocus>
                  Keep editing
                </Button>
                <Button size="xs" color="red" onClick={props.onClose}>
                  Close and discard
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={requestClose}>
            Cancel
          </Button>
          <Button leftSection={<IconUpload size={16} />} onClick={() => void upload()} loading={sending} disabled={accepted.length === 0 || tooLong}>
            Upload {accepted.length} {accepted.length === 1 ? 'file' : 'files'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
