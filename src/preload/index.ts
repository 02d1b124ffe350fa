import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { callNames, eventNames, ipcChannels, type DesktopApi, type EventName } from '@shared/contract';

/**
 * Exposes `window.api`: one function per contract call, plus `on` for contract events; and
 * `window.desktopFiles`, which only tells a dropped file's path. Nothing else of Electron or Node
 * reaches the page. Main validates every input again.
 */
const calls = Object.fromEntries(
  callNames.map((name) => [name, (input: unknown) => ipcRenderer.invoke(ipcChannels.call, name, input)]),
);

const knownEvents = new Set<string>(eventNames);

function on(event: EventName, listener: (payload: unknown) => void): () => void {
  if (!knownEvents.has(event)) throw new Error(`Unknown event: ${String(event)}`);
  const handler = (_e: Electron.IpcRendererEvent, name: string, payload: unknown) => {
    if (name === event) listener(payload);
  };
  ipcRenderer.on(ipcChannels.event, handler);
  return () => ipcRenderer.off(ipcChannels.event, handler);
}

const api = { ...calls, on } as unknown as DesktopApi;
contextBridge.exposeInMainWorld('api', api);

/** A dropped file's path on disk, which the media upload queue reads in main (the page never sees the bytes). */
const desktopFiles = { pathForFile: (file: File) => webUtils.getPathForFile(file) };
contextBridge.exposeInMainWorld('desktopFiles', desktopFiles);
