import { beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const webContentsHandlers: Record<string, (...args: unknown[]) => void> = {};
  const windowOpenHandler: { fn?: (details: { url: string }) => { action: string } } = {};
  const session = {
    permissionRequest: undefined as undefined | ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void),
    permissionCheck: undefined as undefined | (() => boolean),
    headers: undefined as undefined | ((details: { responseHeaders: Record<string, string[]> }, cb: (r: unknown) => void) => void),
    devicePermission: undefined as undefined | ((details: { deviceType: string }) => boolean),
    events: {} as Record<string, (...args: unknown[]) => void>,
  };
  const created: { options?: Record<string, unknown> } = {};
  return {
    webContentsHandlers,
    windowOpenHandler,
    session,
    created,
    openExternal: vi.fn(async () => {}),
  };
});

vi.mock('electron', () => {
  const webContents = {
    setWindowOpenHandler: (fn: (details: { url: string }) => { action: string }) => (electron.windowOpenHandler.fn = fn),
    on: (event: string, fn: (...args: unknown[]) => void) => (electron.webContentsHandlers[event] = fn),
  };
  class BrowserWindow {
    webContents = webContents;
    constructor(options: Record<string, unknown>) {
      electron.created.options = options;
    }
    once() {}
    loadURL() {
      return Promise.resolve();
    }
  }
  return {
    BrowserWindow,
    shell: { openExternal: electron.openExternal },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: typeof electron.session.permissionRequest) => (electron.session.permissionRequest = fn),
        setPermissionCheckHandler: (fn: typeof electron.session.permissionCheck) => (electron.session.permissionCheck = fn),
        webRequest: { onHeadersReceived: (fn: typeof electron.session.headers) => (electron.session.headers = fn) },
        setDevicePermissionHandler: (fn: typeof electron.session.devicePermission) => (electron.session.devicePermission = fn),
        on: (event: string, fn: (...args: unknown[]) => void) => (electron.session.events[event] = fn),
      },
    },
  };
});

const { createMainWindow, isExternalWebLink, secureWebPreferences } = await import('../../../src/main/window');

const appUrl = 'file:///app/out/renderer/index.html';

describe('Electron security baseline', () => {
  beforeEach(() => {
    electron.openExternal.mockClear();
    createMainWindow(appUrl, '/app/out/main');
  });

  it('creates the window with context isolation, sandbox, no Node integration and web security', () => {
    const prefs = (electron.created.options?.webPreferences ?? {}) as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(String(prefs.preload)).toMatch(/preload[/\\]index\.cjs$/);
    expect(secureWebPreferences('/p.cjs')).toEqual({ ...prefs, preload: '/p.cjs' });
  });

  it('denies window.open and sends http(s) links to the system browser', () => {
    const handler = electron.windowOpenHandler.fn!;
    expect(handler({ url: 'https://example.com/docs' })).toEqual({ action: 'deny' });
    expect(electron.openExternal).toHaveBeenCalledWith('https://example.com/docs');
    electron.openExternal.mockClear();
    expect(handler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(electron.openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation away from the app', () => {
    const navigate = electron.webContentsHandlers['will-navigate']!;
    const event = { preventDefault: vi.fn() };
    navigate(event, 'https://evil.example/');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(electron.openExternal).toHaveBeenCalledWith('https://evil.example/');
    const own = { preventDefault: vi.fn() };
    navigate(own, appUrl);
    expect(own.preventDefault).not.toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    electron.webContentsHandlers['will-attach-webview']!(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('denies every permission request and check', () => {
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      electron.session.permissionRequest!({}, permission, (ok) => answers.push(ok));
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(electron.session.permissionCheck!()).toBe(false);
  });

  it('grants no device (USB, HID, serial, Bluetooth) and picks none when a page asks to choose', () => {
    for (const deviceType of ['usb', 'hid', 'serial']) expect(electron.session.devicePermission!({ deviceType })).toBe(false);
    const chooser = (name: string, fire: (event: { preventDefault: () => void }, callback: (choice?: unknown) => void) => void) => {
      const event = { preventDefault: vi.fn() };
      const callback = vi.fn();
      fire(event, callback);
      expect(event.preventDefault, name).toHaveBeenCalled();
      expect(callback, name).toHaveBeenCalledTimes(1);
      expect([undefined, null, ''], name).toContain(callback.mock.calls[0]![0]);
    };
    chooser('hid', (e, cb) => electron.session.events['select-hid-device']!(e, { deviceList: [{ deviceId: 'x' }] }, cb));
    chooser('usb', (e, cb) => electron.session.events['select-usb-device']!(e, { deviceList: [{ deviceId: 'x' }] }, cb));
    chooser('serial', (e, cb) => electron.session.events['select-serial-port']!(e, [{ portId: 'x' }], {}, cb));
    chooser('bluetooth', (e, cb) => electron.webContentsHandlers['select-bluetooth-device']!(e, [{ deviceId: 'x' }], cb));
  });

  it('adds a strict Content-Security-Policy to every response', () => {
    let result: { responseHeaders: Record<string, string[]> } | undefined;
    electron.session.headers!({ responseHeaders: { 'X-Other': ['1'] } }, (r) => (result = r as typeof result));
    const csp = result!.responseHeaders['Content-Security-Policy']![0]!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'none'");
    expect(result!.responseHeaders['X-Other']).toEqual(['1']);
  });

  it('recognises only http and https as external web links', () => {
    expect(isExternalWebLink('https://a.example')).toBe(true);
    expect(isExternalWebLink('http://a.example')).toBe(true);
    expect(isExternalWebLink('file:///x')).toBe(false);
    expect(isExternalWebLink('smb://host/share')).toBe(false);
    expect(isExternalWebLink('not a url')).toBe(false);
  });
});
