import { Badge, Tooltip } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';

/** Marks a tab, row or button whose editor holds a kept draft. */
export function DraftMark({ what = 'Unsent changes kept as a draft' }: { what?: string }) {
  return (
    <Tooltip label={what}>
      <Badge size="xs" variant="light" color="grape" leftSection={<IconPencil size={10} aria-hidden />} aria-label={what} data-testid="draft-mark">
        Draft
      </Badge>
    </Tooltip>
  );
}
