import { Button, Group, Text } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { when } from '../components/format';
import { ProblemAlert } from '../components/ProblemAlert';

/**
 * The line an editor shows when it opened on a kept draft, with Discard one Tab away; and a
 * draft that could not be kept, so the user knows before leaving.
 */
export function DraftNotice({ draft, what = 'draft' }: { draft: { restoredFrom: string | null; saveError: unknown; discard: () => void }; what?: string }) {
  return (
    <>
      {draft.restoredFrom && (
        <Group gap="xs" wrap="nowrap" data-testid="draft-restored" role="status">
          <IconPencil size={14} aria-hidden style={{ flex: 'none' }} />
          {/* The sentence wraps in a narrow dialog; the Discard button keeps its whole width. */}
          <Text size="sm" style={{ flex: '1 1 auto', minWidth: 0 }}>
            A {what} from {when(draft.restoredFrom)} was restored.
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={draft.discard} data-testid="draft-discard" style={{ flex: 'none' }}>
            Discard {what}
          </Button>
        </Group>
      )}
      {draft.saveError ? <ProblemAlert error={draft.saveError as never} /> : null}
    </>
  );
}

/** A quiet "Draft saved 14:32" beside an editor's actions, once main has kept the draft. */
export function DraftStatus({ keptAt }: { keptAt: string | null }) {
  return (
    <Text size="xs" c="dimmed" data-testid="draft-state">
      {keptAt ? `Draft saved ${when(keptAt)}` : ''}
    </Text>
  );
}
