#!/usr/bin/env node
// `npm start`: builds and opens the desktop app, or, where the Electron binary is missing (its
// download skipped or blocked), says so in one sentence instead of electron-vite's stack trace.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!electronBinary(join(root, 'node_modules', 'electron'))) {
  console.error('The Electron binary is not installed (its download was skipped or blocked), so the desktop app cannot open here: run `npm run start:browser` to use Quartermaster in your browser instead.');
  process.exit(1);
}

const electronVite = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
for (const command of ['build', 'preview']) {
  const { status } = spawnSync(process.execPath, [electronVite, command], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
