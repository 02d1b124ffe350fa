/**
 * One start of the main process's plain-Node part on a real (non-demo) profile, as far as the
 * point where the window would open: prints the milliseconds since the process began.
 * With `--eager-sandbox` it first loads the embedded sandbox's code, as main did when it
 * imported the sandbox statically (the baseline the bench compares against).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProfileStore } from '../src/main/store/profiles';

const eager = process.argv.includes('--eager-sandbox');
const dataDir = mkdtempSync(join(tmpdir(), 'qm-main-start-'));
// Main reads this store at start anyway: the real profile it finds active costs nothing extra.
const profiles = new ProfileStore(dataDir);
const real = profiles.upsert({
  name: 'Head office',
  previewBaseUrl: 'https://erp.example.com/preview',
  ecomBaseUrl: 'https://erp.example.com/ecom',
  tenantId: 'acme',
  defaultChannel: null,
});
profiles.setActive(real.id);

if (eager) await import('../src/sandbox/index');
const { createAppCore } = await import('../src/main/create-app');
const core = await createAppCore({ host: 'electron', version: '0.0.0', dataDir });
if (core.ctx.connection.activeProfileId() !== real.id) throw new Error('The real profile is not the active one');
const readyMs = performance.now();
await core.close();
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify({ readyMs })}\n`);
