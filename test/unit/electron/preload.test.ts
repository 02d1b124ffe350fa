import { describe, expect, it, vi } from 'vitest';

const exposed = vi.hoisted(() => ({ calls: [] as [string, Record<string, unknown>][], invoked: [] as unknown[][] }));

vi.mock('electron', () => ({
  webUtils: { getPathForFile: (file: { name: string }) => (file.name === 'made-in-page.png' ? '' : `/home/me/Pictures/${file.name}`) },
  contextBridge: { exposeInMainWorld: (key: string, value: Record<string, unknown>) => exposed.calls.push([key, value]) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => {
      exposed.invoked.push(args);
      return Promise.resolve({ ok: true, value: args[0] === 'qm:file' ? { fileId: 'opaque-id-1' } : null });
    },
    on: vi.fn(),
    off: vi.fn(),
  },
}));

await import('../../../src/preload/index');
const { callNames, ipcChannels } = await import('../../../src/shared/contract');

describe('preload', () => {
  it('exposes window.api, with one function per contract call plus on(), and only the registration of a dropped file besides', () => {
    expect(exposed.calls.map(([key]) => key)).toEqual(['api', 'desktopFiles']);
    const [, api] = exposed.calls[0]!;
    expect(Object.keys(api).sort()).toEqual([...callNames, 'on'].sort());
    const [, desktopFiles] = exposed.calls[1]!;
    expect(Object.keys(desktopFiles)).toEqual(['register']);
  });

  it('registers a dropped file with main and hands the page only the opaque id main answers, never the path', async () => {
    const { register } = exposed.calls[1]![1] as { register: (file: { name: string }) => Promise<string | null> };
    const id = await register({ name: 'hero.png' });
    expect(exposed.invoked.at(-1)).toEqual([ipcChannels.file, '/home/me/Pictures/hero.png']);
    expect(id).toBe('opaque-id-1');
    const before = exposed.invoked.length;
    expect(await register({ name: 'made-in-page.png' })).toBeNull();
    expect(exposed.invoked).toHaveLength(before); // a File without a path on disk is never sent to main
  });

  it('forwards a call by name over the single IPC channel', async () => {
    const api = exposed.calls[0]![1] as Record<string, (input: unknown) => Promise<unknown>>;
    await api['app.info']!({});
    expect(exposed.invoked.at(-1)).toEqual([ipcChannels.call, 'app.info', {}]);
  });

  it('refuses to subscribe to an event the contract does not declare', () => {
    const api = exposed.calls[0]![1] as { on: (e: string, l: () => void) => () => void };
    expect(() => api.on('not-an-event', () => {})).toThrow(/Unknown event/);
    expect(typeof api.on('notice', () => {})).toBe('function');
  });
});
