import { app, BrowserWindow, protocol, shell } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppCore } from './create-app';
import { defaultDataDir } from './data-dir';
import { optionsFromEnvironment } from './environment';
import { APP_ENTRY_URL, APP_SCHEME, createAppProtocolHandler } from './hosts/app-protocol';
import { registerElectronIpc } from './hosts/electron-ipc';
import { electronPrinter } from './hosts/electron-print';
import { createMainWindow, showTicketAlertsOnDesktop } from './window';
import { demoSandbox } from './connection/demo-sandbox';

/** Electron entry: lifecycle, the window and the IPC transport. Everything else is plain Node. */
app.enableSandbox();
// The renderer loads from app://, a standard secure origin whose answers carry the CSP header.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true } }]);

const outMainDir = fileURLToPath(new URL('.', import.meta.url));

const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? APP_ENTRY_URL;

void app.whenReady().then(async () => {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(join(outMainDir, '..', 'renderer')));
  let window: BrowserWindow | undefined;
  const core = await createAppCore({
    host: 'electron',
    version: app.getVersion(),
    dataDir: process.env.QM_DATA_DIR ?? defaultDataDir(),
    openExternal: (url) => shell.openExternal(url),
    watchTickets: true,
    printer: electronPrinter(() => window?.webContents),
    ...optionsFromEnvironment(),
  });
  // With no connection configured the app runs on the built-in sandbox (Demo): start it before the window asks.
  if (core.ctx.connection.activeProfileId() === 'demo') await demoSandbox();
  registerElectronIpc({
    dispatch: core.dispatch,
    events: core.ctx.events,
    target: () => window?.webContents,
    isTrustedFrame: (frame) => !!frame && frame.url.split('?')[0]?.split('#')[0] === rendererUrl.split('?')[0],
    registerFile: (path) => core.ctx.incoming.registerPickedFile(path),
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
