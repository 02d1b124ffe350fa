import { modals } from '@mantine/modals';

type ConfirmSettings = Parameters<typeof modals.openConfirmModal>[0];

/**
 * A confirmation opens with the focus on Cancel: Enter or Space pressed out of habit must not
 * run the destructive action.
 */
export function openConfirm(settings: ConfirmSettings): string {
  return modals.openConfirmModal({ ...settings, cancelProps: { 'data-autofocus': true, ...settings.cancelProps } });
}
