import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerEarly, uploadSourceFor } from '../../../src/renderer/src/api/upload-source';

const file = { name: 'film.mp4' } as File;

function desktop(register: (f: File) => Promise<string | null>) {
  vi.stubGlobal('window', { desktopFiles: { register } });
}
afterEach(() => vi.unstubAllGlobals());

describe('upload sources under Electron: files handed to main when added, so main checks them before Upload', () => {
  it('registers a file as soon as it is added, and Upload uses that id without registering again', async () => {
    const register = vi.fn(async () => 'id-early-0001');
    desktop(register);
    const early = registerEarly(file);
    expect(register).toHaveBeenCalledTimes(1);
    expect(await uploadSourceFor(file, early)).toEqual({ kind: 'file', fileId: 'id-early-0001' });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers again on Upload when the early hand-over failed or was given up (ids are single use)', async () => {
    const register = vi.fn(async () => 'id-late-0002');
    desktop(register);
    expect(await uploadSourceFor(file, Promise.reject(new Error('main was busy')))).toEqual({ kind: 'file', fileId: 'id-late-0002' });
    expect(await uploadSourceFor(file, null)).toEqual({ kind: 'file', fileId: 'id-late-0002' });
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('registers nothing early in the browser host, which streams the file on Upload', () => {
    vi.stubGlobal('window', {});
    expect(registerEarly(file)).toBeNull();
  });
});
