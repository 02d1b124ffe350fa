import { Alert, Button, Code, Stack, Text, TextInput } from '@mantine/core';
import { MAX_SNIPPET_BODY, MAX_SNIPPET_TITLE, snippetLabels, type Snippet } from '@shared/contract/snippets';
import { SNIPPET_PLACEHOLDERS, unknownPlaceholders } from '@shared/domain/snippets';
import { useWrite } from '../../../api/useWrite';
import { useFieldErrors } from '../../../components/field-errors';
import { AppModal } from '../../../components/overlay/AppModal';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DraftNotice } from '../../../drafts/DraftNotice';
import { useDraft } from '../../../drafts/useDraft';
import { DraftDialogFooter } from '../DraftDialogFooter';
import { Busy } from '../../../components/Busy';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { limitShown, textLimit } from '../../../components/text-limit';

/** The record key of the draft of a snippet not yet created. */
export const NEW_SNIPPET = 'new';

interface SnippetForm {
  title: string;
  body: string;
}

/** The placeholders, as the editor's help lists them (row 326). */
export function PlaceholderHelp() {
  return (
    <Text size="xs" c="dimmed" id="snippet-placeholders">
      Placeholders are filled for the ticket when the reply is inserted:{' '}
      {Object.entries(SNIPPET_PLACEHOLDERS).map(([name, words], i) => (
        <span key={name}>
          {i > 0 && ', '}
          <Code>{`{${name}}`}</Code> {words}
        </span>
      ))}
      . Anything else in braces stays as written.
    </Text>
  );
}

/**
 * A saved reply's title and text, new or changed; what is typed is kept as a draft until saved
 * (closing keeps it). A placeholder the app does not know is pointed out before it is saved.
 */
export function SnippetEditor({ snippet, onClose, onSaved }: { snippet: Snippet | null; onClose: () => void; onSaved?: (snippet: Snippet) => void }) {
  const draft = useDraft<SnippetForm>({
    editor: 'tickets.snippet',
    recordKey: snippet?.id ?? NEW_SNIPPET,
    label: snippet ? snippet.title : 'New saved reply',
    initial: { title: snippet?.title ?? '', body: snippet?.body ?? '' },
  });
  const create = useWrite('snippets.create', { invalidates: ['snippets.list'] });
  const update = useWrite('snippets.update', { invalidates: ['snippets.list'] });
  const saving = snippet ? update : create;
  const errorFor = useFieldErrors(saving.error);
  const form = draft.value;
  const unknown = unknownPlaceholders(form.body);

  const done = (saved: Snippet) => {
    draft.done();
    onSaved?.(saved);
    onClose();
  };
  const titleLimit = textLimit(form.title, MAX_SNIPPET_TITLE, 'The title');
  const bodyLimit = textLimit(form.body, MAX_SNIPPET_BODY, 'The text');
  const tooLong = !!(titleLimit.tooLong || bodyLimit.tooLong);
  const save = () => {
    if (tooLong) return;
    if (snippet) update.send({ id: snippet.id, ...form }, { onSuccess: done });
    else create.send(form, { onSuccess: done });
  };

  return (
    <AppModal opened onClose={onClose} title={snippet ? `Edit saved reply “${snippet.title}”` : 'New saved reply'} size="lg">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the saved reply draft" />
      ) : (
        <Stack gap="sm" data-testid="snippet-editor">
          <DraftNotice draft={draft} />
          <TextInput
            label="Title"
            required
            value={form.title}
            onChange={(e) => draft.set((f) => ({ ...f, title: e.currentTarget.value }))}
            {...limitShown(titleLimit, errorFor('title'))}
          />
          <GrowingTextarea
            label="Text"
            required
            minRows={5}
            maxRows={14}
            value={form.body}
            onChange={(e) => draft.set((f) => ({ ...f, body: e.currentTarget.value }))}
            {...limitShown(bodyLimit, errorFor('body'))}
            aria-describedby="snippet-placeholders"
          />
          <PlaceholderHelp />
          {unknown.length > 0 && (
            <Alert color="yellow" data-testid="snippet-unknown-placeholders">
              {unknown.join(', ')} {unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} Quartermaster fills: it stays in the reply as
              written.
            </Alert>
          )}
          {saving.error && <ProblemAlert error={saving.error} shownFields={['title', 'body']} labels={snippetLabels} />}
          <DraftDialogFooter draft={draft} onClose={onClose}>
            <Button onClick={save} loading={saving.isPending} disabled={tooLong}>
              Save
            </Button>
          </DraftDialogFooter>
        </Stack>
      )}
    </AppModal>
  );
}
