import { Alert, Button, Group, Stack } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import type { ReactNode } from 'react';
import { isOutcomeUnknown, type AppError } from '@shared/errors';
import { ProblemAlert } from './ProblemAlert';
import { AppModal } from './overlay/AppModal';

export interface ConfirmDestructiveProps {
  title: string;
  children: ReactNode;
  /** The harmful action, e.g. "Cancel the order". */
  confirmLabel: string;
  /** The way out, e.g. "Keep the order": it has the focus, so Enter never destroys by accident. */
  keepLabel: string;
  pending: boolean;
  error: AppError | null;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
  /** Above an overlay that itself sits above the workspaces' own (Pending writes). */
  zIndex?: number;
}

/** The confirmation before an action that cannot be undone; the safe choice is focused. */
export function ConfirmDestructive({ title, children, confirmLabel, keepLabel, pending, error, onConfirm, onClose, testId, zIndex }: ConfirmDestructiveProps) {
  return (
    <AppModal opened onClose={onClose} title={title} data-testid={testId} {...(zIndex ? { zIndex } : {})}>
      <Stack gap="sm">
        {children}
        {isOutcomeUnknown(error) && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            The answer was lost on the way. Press {confirmLabel} again: it is carried out at most once.
          </Alert>
        )}
        <ProblemAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {keepLabel}
          </Button>
          <Button color="red" variant="light" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
