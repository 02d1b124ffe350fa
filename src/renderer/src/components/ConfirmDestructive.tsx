import { Alert, Button, Group, Stack } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import type { ReactNode } from 'react';
import type { CallName, CallOutput } from '@shared/contract';
import { isOutcomeUnknown, type AppError } from '@shared/errors';
import { useWrite, type WriteInput, type WriteOptions } from '../api/useWrite';
import { ProblemAlert } from './ProblemAlert';
import { AppModal } from './overlay/AppModal';

export interface ConfirmDestructiveProps<K extends CallName> {
  title: string;
  children: ReactNode;
  /** The harmful action, e.g. "Cancel the order". */
  confirmLabel: string;
  /** The way out, e.g. "Keep the order": it has the focus, so Enter never destroys by accident. */
  keepLabel: string;
  /** The write the confirmation sends, and what it sends. */
  call: K;
  input: WriteInput<K>;
  write?: Omit<WriteOptions, 'operationId'>;
  /** The write is done; closing is the caller's (some questions stay open for what is left). */
  onDone: (output: CallOutput<K>) => void;
  /** The write was refused; the refusal is shown in the question either way. */
  onRefused?: (error: AppError) => void;
  onClose: () => void;
  testId?: string;
  /** Above an overlay that itself sits above the workspaces' own (Pending writes). */
  zIndex?: number;
}

/**
 * The confirmation before an action that cannot be undone, and the write it sends. The safe
 * choice has the focus, Escape keeps, and the focus goes back to what opened the question
 * (AppModal). Each opening is one logical write: after a lost answer, pressing again replays it.
 */
export function ConfirmDestructive<K extends CallName>({
  title,
  children,
  confirmLabel,
  keepLabel,
  call,
  input,
  write,
  onDone,
  onRefused,
  onClose,
  testId,
  zIndex,
}: ConfirmDestructiveProps<K>) {
  const sending = useWrite(call, write);
  const confirm = () =>
    sending.send(input, { onSuccess: (output) => onDone(output), ...(onRefused ? { onError: (error: AppError) => onRefused(error) } : {}) });
  return (
    <AppModal opened onClose={onClose} title={title} data-testid={testId} {...(zIndex ? { zIndex } : {})}>
      <Stack gap="sm">
        {children}
        {isOutcomeUnknown(sending.error) && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            The answer was lost on the way. Press {confirmLabel} again: it is carried out at most once.
          </Alert>
        )}
        <ProblemAlert error={sending.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {keepLabel}
          </Button>
          <Button color="red" variant="light" loading={sending.isPending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
