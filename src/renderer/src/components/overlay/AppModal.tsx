import { Drawer, Modal, type DrawerProps, type ModalProps } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { focusFirstField, useOverlayLayer } from './layers';

/**
 * Escape only for the topmost layer, and only the one a press began on; focus return is the
 * layer stack's (it also covers unmounting). `onClose` keeps its identity, so the frame below
 * need not be drawn again for it.
 */
function useLayerProps({ opened, onClose, closeOnEscape = true }: Pick<ModalProps, 'opened' | 'onClose' | 'closeOnEscape'>) {
  const { isTop, mayClose } = useOverlayLayer(opened);
  const close = useCallbackRef(() => mayClose() && onClose());
  return { closeOnEscape: closeOnEscape && isTop, returnFocus: false, onClose: close };
}

/**
 * The dialog's content reaches it through a context rather than as the frame's children. Mantine
 * gives its modal and drawer contexts a new value each time the frame is drawn, and React then
 * searches everything inside for their readers: in a 40-line receipt that search was most of the
 * cost of each key typed. Now a key redraws the content alone; the frame is drawn again only when
 * its own props change.
 */
const OverlayContent = createContext<ReactNode>(null);

function Content() {
  return (
    <div ref={focusFirstField} style={{ display: 'contents' }}>
      {useContext(OverlayContent)}
    </div>
  );
}

const ModalFrame = memo(function ModalFrame(props: Omit<ModalProps, 'children'>) {
  return (
    <Modal {...props}>
      <Content />
    </Modal>
  );
});

const DrawerFrame = memo(function DrawerFrame(props: Omit<DrawerProps, 'children'>) {
  return (
    <Drawer {...props}>
      <Content />
    </Drawer>
  );
});

/**
 * Mantine's Modal with the app's keyboard rules: Escape closes only the topmost layer, focus
 * returns to what opened it (also when the dialog is unmounted rather than closed), and the
 * first field takes the focus. Every dialog of the app uses it.
 */
export function AppModal({ children, closeOnEscape, ...props }: ModalProps) {
  return (
    <OverlayContent.Provider value={children}>
      <ModalFrame {...props} {...useLayerProps({ ...props, closeOnEscape })} />
    </OverlayContent.Provider>
  );
}

/** The same for drawers. */
export function AppDrawer({ children, closeOnEscape, ...props }: DrawerProps) {
  return (
    <OverlayContent.Provider value={children}>
      <DrawerFrame {...props} {...useLayerProps({ ...props, closeOnEscape })} />
    </OverlayContent.Provider>
  );
}
