import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { electronBinary } from '../../../scripts/electron-binary.mjs';

describe('npm start without the Electron binary', () => {
  const work = mkdtempSync(join(tmpdir(), 'qm-start-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('finds the binary the way the electron package does, without trying to download it', () => {
    const pkg = join(work, 'electron');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    expect(electronBinary(pkg, {})).toBeNull(); // download skipped: no path.txt
    writeFileSync(join(pkg, 'path.txt'), 'electron');
    expect(electronBinary(pkg, {})).toBeNull(); // download failed halfway: no binary
    writeFileSync(join(pkg, 'dist', 'electron'), '');
    expect(electronBinary(pkg, {})).toBe(join(pkg, 'dist', 'electron'));
    expect(electronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: join(work, 'elsewhere') })).toBeNull();
  });

  it('says so in one sentence and points to npm run start:browser, with no stack trace', () => {
    // An empty override folder stands for a missing binary on any machine, a developer's with Electron too.
    const empty = join(work, 'no-electron');
    mkdirSync(empty);
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], { encoding: 'utf8', env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty } });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The Electron binary is not installed .*`npm run start:browser`.*\.$/);
    expect(result.stderr).not.toMatch(/Error:|\n\s+at /);
  });
});
