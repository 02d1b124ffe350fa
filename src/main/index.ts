import { app, BrowserWindow, shell } from 'electron';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAppCore } from './create-app';
import { defaultDataDir } from './data-dir';
import { registerElectronIpc } from './hosts/electron-ipc';
import { createMainWindow, showTicketAlertsOnDesktop } from './window';
import { demoSandbox } from './connection/demo-sandbox';
import { registerPickedFile } from './services/media/incoming';

/** Electron entry: lifecycle, the window and the IPC transport. Everything else is plain Node. */
app.enableSandbox();

const outMainDir = fileURLToPath(new URL('.', import.meta.url));

const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? pathToFileURL(join(outMainDir, '..', 'renderer', 'index.html')).toString();

void app.whenReady().then(async () => {
  const core = await createAppCore({
    host: 'electron',
    version: app.getVersion(),
    dataDir: process.env.QM_DATA_DIR ?? defaultDataDir(),
    openExternal: (url) => shell.openExternal(url),
    watchTickets: true,
  });
  // With no connection configured the app runs on the built-in sandbox (Demo): start it before the window asks.
  if (core.ctx.connection.activeProfileId() === 'demo') await demoSandbox();
  let window: BrowserWindow | undefined;
  registerElectronIpc({
    dispatch: core.dispatch,
    events: core.ctx.events,
    target: () => window?.webContents,
    isTrustedFrame: (frame) => !!frame && frame.url.split('?')[0]?.split('#')[0] === rendererUrl.split('?')[0],
    registerFile: registerPickedFile,
  });
  window = createMainWindow(rendererUrl, outMainDir);
  showTicketAlertsOnDesktop(core.ctx.events, () => window);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) window = createMainWindow(rendererUrl, outMainDir);
  });
  app.on('before-quit', () => void core.close());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
