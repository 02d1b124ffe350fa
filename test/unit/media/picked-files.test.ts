import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enqueueSchema } from '../../../src/shared/contract/media';
import { IncomingFiles } from '../../../src/main/services/media/incoming';

const dir = mkdtempSync(join(tmpdir(), 'qm-picked-'));
const file = join(dir, 'hero.png');
writeFileSync(file, 'x');
const incoming = new IncomingFiles(dir);

describe('files handed to main by the preload', () => {
  it('the contract no longer takes a path from the page: only an id main gave out, or a stream id', () => {
    const withPath = enqueueSchema.safeParse({ channelCode: 'B2C-NO', files: [{ source: { kind: 'path', path: '/etc/passwd' } }] });
    expect(withPath.success).toBe(false);
    const withId = enqueueSchema.safeParse({ channelCode: 'B2C-NO', files: [{ source: { kind: 'file', fileId: 'a1b2c3d4-0000' } }] });
    expect(withId.success).toBe(true);
  });

  it('a registered file is found by its opaque id exactly once', async () => {
    const { fileId } = await incoming.registerPickedFile(file);
    expect(fileId).not.toContain('hero');
    expect(incoming.takePickedFile(fileId)).toEqual({ path: file, fileName: 'hero.png' });
    expect(() => incoming.takePickedFile(fileId)).toThrow(/not received/);
  });

  it('an id main never gave out is refused', () => {
    expect(() => incoming.takePickedFile('00000000-0000-4000-8000-000000000000')).toThrow(/not received/);
  });

  it('refuses a relative path, a folder, a missing file or a value that is not a path', async () => {
    for (const path of ['hero.png', dir, join(dir, 'missing.png'), 42, { path: file }]) {
      await expect(incoming.registerPickedFile(path)).rejects.toThrow(/Only a file dropped on the window/);
    }
  });
});
