import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { _electron as electron, expect, test } from '@playwright/test';

/**
 * Path of the Electron binary, or why there is none. Read from the package's files rather than
 * `require('electron')`, which would try to download a missing binary.
 */
function electronBinary(): { path?: string; reason?: string } {
  const missing = 'the Electron binary is not installed here (npm ci ran with ELECTRON_SKIP_BINARY_DOWNLOAD=1 because this machine cannot download it)';
  try {
    const pkgDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = join(pkgDir, 'path.txt');
    if (!existsSync(pathFile)) return { reason: missing };
    const path = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(path) ? { path } : { reason: missing };
  } catch (error) {
    return { reason: `the electron package cannot be found: ${(error as Error).message}` };
  }
}

const binary = electronBinary();

test('the real Electron app starts, shows the shell and exposes only window.api', async () => {
  if (!binary.path) {
    const why = `Electron smoke test skipped: ${binary.reason}. It runs on a machine with a normal \`npm install\`.`;
    console.log(why);
    test.skip(true, why);
    return;
  }
  const app = await electron.launch({
    executablePath: binary.path,
    args: ['.'],
    env: { ...process.env, QM_DATA_DIR: `${process.cwd()}/test-results/electron-data` },
  });
  const window = await app.firstWindow();
  await expect(window.getByTestId('app-title')).toBeVisible();
  const exposed = await window.evaluate(() => ({
    api: typeof (window as unknown as { api?: unknown }).api,
    require: typeof (window as unknown as { require?: unknown }).require,
    process: typeof (window as unknown as { process?: unknown }).process,
  }));
  expect(exposed).toEqual({ api: 'object', require: 'undefined', process: 'undefined' });
  await window.screenshot({ path: 'test-results/screenshots/electron/shell.png' });
  await app.close();
});
