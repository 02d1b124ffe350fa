import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';

/**
 * Marks a tab, row or button whose editor holds a kept draft. The word "Draft" is for the eye;
 * a screen reader hears `what`, always: an aria-label on the badge (a plain element) was read
 * sometimes and its text other times, so the button's name changed under the same draft.
 */
export function DraftMark({ what = 'Unsent changes kept as a draft' }: { what?: string }) {
  return (
    <Tooltip label={what}>
      <Badge size="xs" variant="light" color="grape" leftSection={<IconPencil size={10} aria-hidden />} data-testid="draft-mark">
        <span aria-hidden>Draft</span>
        <VisuallyHidden>{what}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
