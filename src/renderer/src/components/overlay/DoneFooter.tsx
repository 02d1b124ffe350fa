import { Button, Group } from '@mantine/core';

/**
 * The footer of a dialog that only shows something: one button that ends it. It says "Done",
 * not "Close", so a screen reader does not list two "Close" buttons (the title bar has one).
 */
export function DoneFooter({ onClose, label = 'Done' }: { onClose: () => void; label?: string }) {
  return (
    <Group justify="flex-end">
      <Button onClick={onClose} data-autofocus>
        {label}
      </Button>
    </Group>
  );
}
