import type { DesktopApi } from '@shared/contract';

declare global {
  interface Window {
    /** Present under Electron; absent in the browser host, where the renderer builds its own. */
    api?: DesktopApi;
    /** Electron only: registers a dropped or picked file with main; its opaque id for media.enqueue (null when it has no path). */
    desktopFiles?: { register(file: File): Promise<string | null> };
  }
}
