import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where profiles, the activity log and the idempotency journal live (never secrets). */
export function defaultDataDir(): string {
  if (process.env.QM_DATA_DIR) return process.env.QM_DATA_DIR;
  if (process.platform === 'win32') return join(process.env.APPDATA ?? homedir(), 'Quartermaster');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Quartermaster');
  return join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'quartermaster');
}
