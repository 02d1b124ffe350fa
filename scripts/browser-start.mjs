import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the built renderer is made of: a change to any of these means building again. */
const rendererSources = ['src/renderer', 'src/shared', 'electron.vite.config.ts', 'postcss.config.cjs', 'package.json', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** True when out/renderer is missing or older than a file it is built from. */
export function rendererBuildNeeded(root) {
  const built = join(root, 'out', 'renderer', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return rendererSources.some((source) => newestChange(join(root, source)) > builtAt);
}

/** The command that opens an address in the default browser on this platform. */
export function openerCommand(url, platform = process.platform) {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is built into cmd; its first quoted argument is a window title, and & must be escaped.
  if (platform === 'win32') return { command: 'cmd', args: ['/d', '/s', '/c', `start "" "${url.replaceAll('&', '^&')}"`], windowsVerbatimArguments: true };
  return { command: 'xdg-open', args: [url] };
}

/**
 * Opens the address in the default browser; resolves false when there is no opener or it
 * failed (a server without a desktop). An opener still running after a few seconds has
 * handed the address on, which counts as opened.
 */
export function openInBrowser(url, platform = process.platform) {
  const { command, args, windowsVerbatimArguments = false } = openerCommand(url, platform);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: platform !== 'win32', windowsVerbatimArguments });
    const timer = setTimeout(() => {
      child.unref();
      resolve(true);
    }, 5_000);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

/** The first address the browser host prints (it carries the per-launch token). */
export function hostAddress(output) {
  return /https?:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(output)?.[0] ?? null;
}
