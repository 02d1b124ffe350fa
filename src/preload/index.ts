import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { callNames, eventNames, ipcChannels, type DesktopApi, type EventName } from '@shared/contract';

/**
 * Exposes `window.api`: one function per contract call, plus `on` for contract events; and
 * `window.desktopFiles`, which only registers a dropped file with main. Nothing else of Electron or Node
 * reaches the page. Main validates every input again.
 */
const calls = Object.fromEntries(callNames.map((name) => [name, (input: unknown) => ipcRenderer.invoke(ipcChannels.call, name, input)]));

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

/**
 * Registers a dropped or picked file with main, which keeps its path and answers an opaque id for
 * media.enqueue: the page never sees a path and cannot name one, so main only ever reads files
 * the user gave the window. null for a File without a path on disk (one built in the page).
 */
async function register(file: File): Promise<string | null> {
  const path = webUtils.getPathForFile(file);
  if (!path) return null;
  const answer = (await ipcRenderer.invoke(ipcChannels.file, path)) as
    { ok: true; value: { fileId: string } } | { ok: false; error: { title: string; detail?: string } };
  if (!answer.ok) throw new Error(answer.error.detail ?? answer.error.title);
  return answer.value.fileId;
}
const desktopFiles = { register };
contextBridge.exposeInMainWorld('desktopFiles', desktopFiles);
