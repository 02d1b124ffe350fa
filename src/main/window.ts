import { BrowserWindow, Notification, session, shell, type Session, type WebContents } from 'electron';
import { join } from 'node:path';
import type { EventPayload } from '@shared/contract';
import { alertText } from '@shared/domain/ticket-alerts';
import type { EventHub } from './events';
import { contentSecurityPolicy } from './security-policy';

/** The only web preferences the app window is ever created with (Electron's security checklist). */
export function secureWebPreferences(preloadPath: string): Electron.WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: true,
  };
}

/** Only ordinary web links leave the app, and only to the system browser. */
export function isExternalWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Denies every permission (camera, notifications, geolocation...) and every device (USB, HID,
 * serial, Bluetooth: a scanner works as a keyboard and needs none), and adds the CSP header.
 */
export function hardenSession(target: Session): void {
  target.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
  target.setDevicePermissionHandler(() => false);
  target.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault();
    callback(null);
  });
  target.on('select-serial-port', (event, _ports, _wc, callback) => {
    event.preventDefault();
    callback('');
  });
  target.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  target.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [contentSecurityPolicy({ connectSelf: false })],
      },
    });
  });
}

/** No navigation away from the app and no new windows; http(s) links open in the system browser. */
export function hardenWebContents(contents: WebContents, appUrl: string): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (url !== appUrl) {
      event.preventDefault();
      if (isExternalWebLink(url)) void shell.openExternal(url);
    }
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('select-bluetooth-device', (event, _devices, callback) => {
    event.preventDefault();
    callback('');
  });
}

export function createMainWindow(rendererUrl: string, outDir: string): BrowserWindow {
  hardenSession(session.defaultSession);
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Quartermaster',
    icon: join(outDir, '..', '..', 'resources', 'icon.png'),
    webPreferences: secureWebPreferences(join(outDir, '..', 'preload', 'index.cjs')),
  });
  hardenWebContents(window.webContents, rendererUrl);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(rendererUrl);
  return window;
}

/** Under Electron a ticket alert is also an OS notification; clicking it brings the window forward. */
export function showTicketAlertsOnDesktop(events: EventHub, window: () => BrowserWindow | undefined): () => void {
  return events.subscribe((event, payload) => {
    if (event !== 'ticketAlert' || !Notification.isSupported()) return;
    const { title, body } = alertText(payload as EventPayload<'ticketAlert'>);
    const note = new Notification({ title, body });
    note.on('click', () => {
      const w = window();
      if (w?.isMinimized()) w.restore();
      w?.focus();
    });
    note.show();
  });
}
