import type { DesktopApi } from '../shared/contract';

declare global {
  interface Window {
    /** Present under Electron; absent in the browser host, where the renderer builds its own. */
    api?: DesktopApi;
  }
}
