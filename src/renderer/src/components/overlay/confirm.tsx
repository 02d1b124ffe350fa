import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useOverlayLayer } from './layers';

type ConfirmSettings = Parameters<typeof modals.openConfirmModal>[0];

/** Joins the layer stack, so Escape closes the confirmation and not the drawer it was opened from. */
function ConfirmLayer({ children }: { children: ReactNode }) {
  useOverlayLayer(true);
  return <>{children}</>;
}

/**
 * A confirmation opens with the focus on Cancel: Enter or Space pressed out of habit must not
 * run the destructive action.
 */
export function openConfirm(settings: ConfirmSettings): string {
  return modals.openConfirmModal({
    ...settings,
    children: <ConfirmLayer>{settings.children}</ConfirmLayer>,
    cancelProps: { 'data-autofocus': true, ...settings.cancelProps },
  });
}
