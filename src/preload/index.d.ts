import type { DesktopApi } from '../shared/contract';

declare global {
  interface Window {
    /** Present under Electron; absent in the browser host, where the renderer builds its own. */
    api?: DesktopApi;
    /** Electron only: the path of a file dropped on the window ("" when it has none), for media.enqueue. */
    desktopFiles?: { pathForFile(file: File): string };
  }
}
