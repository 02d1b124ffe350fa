import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, matchesGlob } from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'electron-builder';
import { afterAll, describe, expect, it } from 'vitest';
import { electronBinary } from '../../../scripts/electron-binary.mjs';
import { flipPackagedFuses, packagedFuses } from '../../../scripts/packaging/fuses.mjs';

const root = process.cwd();

/** Whether a project file would be packed, by the config's `files` patterns (later ones win, `!` excludes). */
function packed(config: Configuration, file: string): boolean {
  let included = false;
  for (const pattern of config.files as string[]) {
    if (pattern.startsWith('!')) {
      if (matchesGlob(file, pattern.slice(1))) included = false;
    } else if (matchesGlob(file, pattern)) included = true;
  }
  return included;
}

function targetsOf(platform: { target?: unknown } | null | undefined): string[] {
  return ((platform?.target ?? []) as (string | { target: string })[]).map((t) => (typeof t === 'string' ? t : t.target));
}

describe('installers (electron-builder)', () => {
  const work = mkdtempSync(join(tmpdir(), 'qm-installers-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('has a configuration electron-builder finds and accepts, with every target, the app id, the name and the icon', async () => {
    const config = (await getConfig(root, null, null)) as Configuration;
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.appId).toBe('com.quartermaster.desktop');
    expect(config.productName).toBe('Quartermaster');
    expect(targetsOf(config.linux)).toEqual(['AppImage', 'deb']);
    expect(targetsOf(config.mac)).toEqual(['dmg']);
    expect(targetsOf(config.win)).toEqual(['nsis']);
    expect(config.npmRebuild).toBe(true);
    expect(config.afterPack).toBe('scripts/packaging/after-pack.cjs');
    // The icon is a PNG of at least 512 x 512 (what .icns and .ico are made from).
    for (const icon of [config.icon, config.linux?.icon, config.mac?.icon, config.win?.icon]) {
      const png = readFileSync(join(root, icon!));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(512);
    }
  });

  it('packs the built app and nothing of the tests, benchmarks, sources or source maps', () => {
    // Read afresh: electron-builder normalises the `files` patterns of the object it loaded.
    const require = createRequire(import.meta.url);
    const file = join(root, 'electron-builder.cjs');
    delete require.cache[file];
    const config = require(file) as Configuration;
    for (const file of [
      'package.json',
      'out/main/index.js',
      'out/main/chunks/sandbox-abc.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
      'out/renderer/assets/index-abc.js',
      'resources/icon.png',
    ]) {
      expect(packed(config, file), file).toBe(true);
    }
    for (const file of [
      'test/unit/build/fast-start.test.ts',
      'test/e2e/shell.spec.ts',
      'bench/run.ts',
      'src/main/index.ts',
      'scripts/start.mjs',
      'out/main/index.js.map',
      'out/renderer/.vite/manifest.json',
      'docs/api-assumptions.md',
      'playwright.config.ts',
    ]) {
      expect(packed(config, file), file).toBe(false);
    }
  });

  it('flips the fuses in the packed Electron binary (afterPack)', async () => {
    // A stand-in binary carrying Electron's fuse wire: sentinel, version 1, 9 fuses, all on.
    const appOutDir = join(work, 'linux-unpacked');
    mkdirSync(appOutDir);
    const wirePrefix = Buffer.concat([Buffer.from('ELF....dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'), Buffer.from([1, 9])]);
    writeFileSync(join(appOutDir, 'quartermaster'), Buffer.concat([wirePrefix, Buffer.from('111111111'), Buffer.from('....')]));
    await flipPackagedFuses({
      appOutDir,
      electronPlatformName: 'linux',
      arch: 1,
      packager: { executableName: 'quartermaster', appInfo: { productFilename: 'Quartermaster' } },
    });
    const wire = readFileSync(join(appOutDir, 'quartermaster'))
      .subarray(wirePrefix.length, wirePrefix.length + 9)
      .toString();
    const at = (fuse: FuseV1Options) => wire[fuse];
    expect(at(FuseV1Options.RunAsNode)).toBe('0');
    expect(at(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe('0');
    expect(at(FuseV1Options.EnableNodeCliInspectArguments)).toBe('0');
    expect(at(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe('1');
    expect(at(FuseV1Options.OnlyLoadAppFromAsar)).toBe('1');
    expect(packagedFuses[FuseV1Options.RunAsNode]).toBe(false);
  });

  it('builds the installers where Electron can be downloaded; says why not otherwise', () => {
    const binary = electronBinary(join(root, 'node_modules', 'electron'));
    if (!binary) {
      console.log(
        'Installer build skipped: the Electron binary could not be downloaded on this machine (ELECTRON_SKIP_BINARY_DOWNLOAD or a blocked download), ' +
          'and electron-builder needs it to package the app; the configuration above was checked instead. Run `npm run dist` where Electron installs.',
      );
      return;
    }
    // Where Electron is present, `npm run dist` is the check: building every installer here would take minutes.
    expect(binary).toMatch(/electron/i);
  });
});
