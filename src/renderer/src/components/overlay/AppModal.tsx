import { Drawer, Modal, type DrawerProps, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusFirstField, useOverlayLayer } from './layers';

/**
 * Escape only for the topmost layer, and only the one a press began on; focus return is the
 * layer stack's (it also covers unmounting).
 */
function useLayerProps({ opened, onClose, closeOnEscape = true }: Pick<ModalProps, 'opened' | 'onClose' | 'closeOnEscape'>) {
  const { isTop, mayClose } = useOverlayLayer(opened);
  return { closeOnEscape: closeOnEscape && isTop, returnFocus: false, onClose: () => mayClose() && onClose() };
}

function FirstFieldFocus({ children }: { children: ReactNode }) {
  return (
    <div ref={focusFirstField} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * Mantine's Modal with the app's keyboard rules: Escape closes only the topmost layer, focus
 * returns to what opened it (also when the dialog is unmounted rather than closed), and the
 * first field takes the focus. Every dialog of the app uses it.
 */
export function AppModal({ children, closeOnEscape, ...props }: ModalProps) {
  return (
    <Modal {...props} {...useLayerProps({ ...props, closeOnEscape })}>
      <FirstFieldFocus>{children}</FirstFieldFocus>
    </Modal>
  );
}

/** The same for drawers. */
export function AppDrawer({ children, closeOnEscape, ...props }: DrawerProps) {
  return (
    <Drawer {...props} {...useLayerProps({ ...props, closeOnEscape })}>
      <FirstFieldFocus>{children}</FirstFieldFocus>
    </Drawer>
  );
}
