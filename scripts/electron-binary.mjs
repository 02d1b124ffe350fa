import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the Electron binary is, found the way the `electron` package finds it (path.txt, or
 * ELECTRON_OVERRIDE_DIST_PATH) but without its fallback of downloading it: null when missing.
 */
export function electronBinary(electronPackageDir, env = process.env) {
  const pathFile = join(electronPackageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH || join(electronPackageDir, 'dist');
  const candidate = join(distDir, relative || 'electron');
  return (relative || env.ELECTRON_OVERRIDE_DIST_PATH) && existsSync(candidate) ? candidate : null;
}
