import { ipcMain, type WebContents, type WebFrameMain } from 'electron';
import { ipcChannels } from '@shared/contract';
import { toErrorData } from '@shared/errors';
import type { EventHub } from '../events';
import type { Dispatch } from './dispatcher';

/**
 * The Electron transport: one ipcMain handler for every call, checked for its sender, and
 * events forwarded to the window. The only place besides index.ts and window.ts that
 * touches Electron's IPC.
 */
export function registerElectronIpc(options: {
  dispatch: Dispatch;
  events: EventHub;
  target: () => WebContents | undefined;
  isTrustedFrame: (frame: WebFrameMain | null) => boolean;
  /** A dropped or picked file's path, from the preload, to the opaque id the page may use. */
  registerFile: (path: unknown) => Promise<{ fileId: string }>;
}): () => void {
  ipcMain.handle(ipcChannels.call, async (event, name: unknown, input: unknown) => {
    if (!options.isTrustedFrame(event.senderFrame)) {
      return { ok: false, error: { kind: 'forbidden', title: 'Untrusted sender', codes: [], fieldErrors: [] } };
    }
    return options.dispatch(name, input);
  });
  ipcMain.handle(ipcChannels.file, async (event, path: unknown) => {
    if (!options.isTrustedFrame(event.senderFrame)) {
      return { ok: false, error: { kind: 'forbidden', title: 'Untrusted sender', codes: [], fieldErrors: [] } };
    }
    try {
      return { ok: true, value: await options.registerFile(path) };
    } catch (error) {
      return { ok: false, error: toErrorData(error) };
    }
  });
  const unsubscribe = options.events.subscribe((event, payload) => {
    const contents = options.target();
    if (contents && !contents.isDestroyed()) contents.send(ipcChannels.event, event, payload);
  });
  return () => {
    ipcMain.removeHandler(ipcChannels.call);
    ipcMain.removeHandler(ipcChannels.file);
    unsubscribe();
  };
}
