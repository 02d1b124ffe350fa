import { Alert, Button, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconMessageDots from '@tabler/icons-react/dist/esm/icons/IconMessageDots.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { useRef, useState } from 'react';
import type { ImportResult, Snippet } from '@shared/contract/snippets';
import { useCall } from '../../../api/hooks';
import { useWrite } from '../../../api/useWrite';
import { ConfirmDestructive } from '../../../components/ConfirmDestructive';
import { downloadFile } from '../../../components/download';
import { when } from '../../../components/format';
import { AppDrawer } from '../../../components/overlay/AppModal';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { useDraftRequests } from '../../../stores/useRecordRequests';
import { NEW_SNIPPET, SnippetEditor } from './SnippetEditor';
import { SignatureEditor } from './SignatureEditor';

/** Which snippet the editor is open on: a new one, or one by id. */
type Editing = { id: string | null } | null;

/**
 * The tickets workspace's "Saved replies" button and the manager it opens; the Drafts list opens
 * a kept snippet or signature draft here too.
 */
export function SavedRepliesButton() {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  useDraftRequests(({ editor, recordKey }) => {
    if (editor !== 'tickets.snippet' && editor !== 'tickets.signature') return false;
    setOpened(true);
    if (editor === 'tickets.snippet') setEditing({ id: recordKey === NEW_SNIPPET ? null : recordKey });
    return true;
  });
  return (
    <>
      <Button variant="default" leftSection={<IconMessageDots size={16} />} onClick={() => setOpened(true)} style={{ flexShrink: 0 }}>
        Saved replies
      </Button>
      <SavedRepliesManager opened={opened} onClose={() => setOpened(false)} editing={editing} onEditing={setEditing} />
    </>
  );
}

function importSentence(result: ImportResult): string {
  const n = (count: number, what: string) => `${count} ${what}`;
  const parts = [
    n(result.added.length, result.added.length === 1 ? 'saved reply added' : 'saved replies added'),
    result.unchanged.length > 0 && `${result.unchanged.length} already here`,
    result.renamed.length > 0 && `${result.renamed.length} added under a new title, because one of that title with another text is already here`,
  ].filter(Boolean);
  return `${parts.join('; ')}.`;
}

/** Saved replies: list, new, edit, delete, export to a file and import one; and the signature. */
function SavedRepliesManager({
  opened,
  onClose,
  editing,
  onEditing,
}: {
  opened: boolean;
  onClose: () => void;
  editing: Editing;
  onEditing: (e: Editing) => void;
}) {
  const list = useCall('snippets.list', {}, { enabled: opened });
  const exporting = useWrite('snippets.export');
  const importing = useWrite('snippets.import', { invalidates: ['snippets.list'] });
  const [deleting, setDeleting] = useState<Snippet | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const snippets = list.data?.snippets ?? [];
  const editingSnippet = editing?.id ? (snippets.find((s) => s.id === editing.id) ?? null) : null;

  const exportAll = () => exporting.send({}, { onSuccess: ({ fileName, content }) => downloadFile(fileName, [content], 'application/json') });
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    importing.reset();
    importing.send({ fileName: file.name, content: await file.text() });
  };

  return (
    <AppDrawer opened={opened} onClose={onClose} title="Saved replies" position="right" size="lg" data-testid="saved-replies">
      <Stack gap="md">
        <Text size="sm">
          Insert one into a reply with Alt+I in the reply box. Kept on this computer for every connection; export them to a file to share with your team.
        </Text>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => onEditing({ id: null })}>
            New saved reply
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportAll} loading={exporting.isPending} disabled={snippets.length === 0}>
            Export to a file
          </Button>
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => picker.current?.click()} loading={importing.isPending}>
            Import a file
          </Button>
          <input
            ref={picker}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label="File of saved replies to import"
            onChange={(e) => {
              void importFile(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
        </Group>
        <ProblemAlert error={exporting.error ?? importing.error ?? list.error} />
        {importing.data && (
          <Alert color="teal" title="Imported" role="status" data-testid="snippets-imported" withCloseButton onClose={importing.reset}>
            <Text size="sm">{importSentence(importing.data)}</Text>
            {importing.data.renamed.length > 0 && (
              <List size="sm">
                {importing.data.renamed.map((r) => (
                  <List.Item key={r.to}>
                    “{r.from}” is now “{r.to}”
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Stack gap="xs" data-testid="snippet-list">
          {list.data && snippets.length === 0 && <Text size="sm">No saved replies yet.</Text>}
          {snippets.map((s) => (
            <Paper key={s.id} withBorder p="sm" component="article" aria-label={s.title} data-testid="snippet-entry">
              <Stack gap={4}>
                <Title order={3} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.title}
                </Title>
                <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {s.body}
                </Text>
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    Changed {when(s.updatedAt)}
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => onEditing({ id: s.id })} aria-label={`Edit ${s.title}`}>
                      Edit
                    </Button>
                    <Button size="xs" variant="default" color="red" onClick={() => setDeleting(s)} aria-label={`Delete ${s.title}`}>
                      Delete
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
        <Divider />
        <SignatureEditor />
      </Stack>
      {editing && (editing.id === null || editingSnippet) && <SnippetEditor snippet={editingSnippet} onClose={() => onEditing(null)} />}
      {deleting && (
        <ConfirmDestructive
          title="Delete this saved reply?"
          confirmLabel="Delete the saved reply"
          keepLabel="Keep it"
          call="snippets.delete"
          input={{ id: deleting.id }}
          write={{ invalidates: ['snippets.list'] }}
          onDone={() => setDeleting(null)}
          onClose={() => setDeleting(null)}
          testId="delete-snippet"
        >
          <Text size="sm">“{deleting.title}” is removed from this computer. Replies already sent keep their text.</Text>
        </ConfirmDestructive>
      )}
    </AppDrawer>
  );
}
