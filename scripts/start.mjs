#!/usr/bin/env node
// `npm start`: builds and opens the desktop app. Where the Electron binary is missing (its
// download skipped or blocked), it says so in one sentence and opens Quartermaster in the
// default browser instead, served by the browser host as `npm run start:browser` does.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostAddress, openInBrowser, rendererBuildNeeded } from './browser-start.mjs';
import { electronBinary } from './electron-binary.mjs';
import { nodeSupported, unsupportedNodeSentence } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronVite = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');

if (!nodeSupported()) {
  console.error(unsupportedNodeSentence());
  process.exit(1);
}

function run(args) {
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

if (electronBinary(join(root, 'node_modules', 'electron'))) {
  run([electronVite, 'build']);
  run([electronVite, 'preview']);
} else {
  await startInBrowser();
}

async function startInBrowser() {
  console.log('The Electron binary is not installed (its download was skipped or blocked), so Quartermaster opens in your default browser instead.');
  if (rendererBuildNeeded(root)) run([electronVite, 'build']);
  const host = spawn(process.execPath, ['--import', 'tsx', join('src', 'main', 'browser-main.ts')], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
  // Ctrl-C reaches the host too (same process group): it stops, and this script ends with it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => host.kill('SIGTERM'));
  let printed = '';
  let opening = false;
  host.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (opening) return;
    printed += chunk;
    const url = hostAddress(printed);
    if (!url) return;
    opening = true;
    void openInBrowser(url).then((opened) => {
      console.log(opened ? '\nOpened it in your default browser.' : `\nNo browser could be opened from here: open ${url} in a browser on this machine.`);
    });
  });
  host.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
