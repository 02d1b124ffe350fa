import { ActionIcon, Button, Group, Indicator, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { useState } from 'react';
import type { DraftSummary } from '@shared/contract/drafts';
import { ConfirmDestructive } from '../components/ConfirmDestructive';
import { ProblemAlert } from '../components/ProblemAlert';
import { when } from '../components/format';
import { AppDrawer } from '../components/overlay/AppModal';
import { draftEditorTitle } from '../drafts/draft-editors';
import { useDraftList } from '../drafts/useDraftList';
import { useNavigation } from '../stores/navigation';

/** Above whatever a workspace has open, like Pending writes. */
const PANEL_Z = 300;

/** Header button with the count of kept drafts; opens the Drafts list. */
export function DraftsButton({ onOpen }: { onOpen: () => void }) {
  const count = useDraftList().data?.drafts.length ?? 0;
  const name = count === 0 ? 'Drafts: none' : `Drafts: ${count}`;
  return (
    <Tooltip label={`${name} (Alt+J)`}>
      <Indicator label={count} size={16} disabled={count === 0} color="grape" offset={4}>
        <ActionIcon variant="subtle" onClick={onOpen} aria-label={name} aria-keyshortcuts="Alt+J" data-testid="drafts-button">
          <IconPencil size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

function DraftCard({ draft, onOpen, onDiscard }: { draft: DraftSummary; onOpen: () => void; onDiscard: () => void }) {
  const title = draftEditorTitle(draft.editor);
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${title}: ${draft.label || draft.recordKey}`} data-testid="draft-entry">
      <Stack gap={6}>
        <Title order={3} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {draft.label || draft.recordKey}
        </Text>
        <Text size="xs" c="dimmed">
          Kept {when(draft.savedAt)}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onOpen}>
            Open
          </Button>
          <Button size="xs" variant="default" color="red" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Drafts: what was typed into any editor of the active connection (and the connection form) but
 * not sent yet. Open goes to the editor with the draft restored; Discard asks first.
 */
export function DraftsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const list = useDraftList();
  const [discarding, setDiscarding] = useState<DraftSummary | null>(null);
  const openDraft = useNavigation((s) => s.openDraft);
  const drafts = list.data?.drafts ?? [];
  return (
    <AppDrawer opened={opened} onClose={onClose} title="Drafts" position="right" size="md" zIndex={PANEL_Z} data-testid="drafts-panel">
      <Stack gap="sm">
        <ProblemAlert error={list.error} />
        <Text size="sm" data-testid="drafts-summary">
          {list.data && drafts.length === 0
            ? 'No drafts: everything typed was sent or saved.'
            : `${drafts.length} draft${drafts.length === 1 ? '' : 's'} kept. They stay until sent, saved or discarded here.`}
        </Text>
        {drafts.map((d) => (
          <DraftCard
            key={`${d.editor}|${d.recordKey}`}
            draft={d}
            onOpen={() => {
              onClose();
              openDraft({ editor: d.editor, recordKey: d.recordKey });
            }}
            onDiscard={() => setDiscarding(d)}
          />
        ))}
      </Stack>
      {discarding && (
        <ConfirmDestructive
          title="Discard this draft?"
          confirmLabel="Discard the draft"
          keepLabel="Keep it"
          call="drafts.discard"
          input={{ editor: discarding.editor, recordKey: discarding.recordKey }}
          write={{ invalidates: ['drafts.list'] }}
          onDone={() => setDiscarding(null)}
          onClose={() => setDiscarding(null)}
          testId="discard-draft"
          zIndex={PANEL_Z + 10}
        >
          <Text size="sm">
            What was typed in {draftEditorTitle(discarding.editor)} for “{discarding.label || discarding.recordKey}” is thrown away. This cannot be undone.
          </Text>
        </ConfirmDestructive>
      )}
    </AppDrawer>
  );
}
